import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startPostgres, type TestPostgres } from '@/integration/harness';
import { startNext, type NextServer } from './security/start-next';
import { lastMinutes, STORY_HOST, STORY_UNIT, timelineUrl, waitForTimeline } from './pages-support';

const ROOT = path.resolve(__dirname, '..');
const PASTE = [
  'Feb 20 23:36:21 llm-two python3.12[221343]: (EngineCore_DP0 pid=221343) RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)',
  'Feb 20 23:37:52 llm-two python3.12[222636]: (Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
].join('\n');

// Two `next start` behind an imaginary load balancer: one PostgreSQL, each replica its own (unused) data folder.
test.describe('two replicas sharing DATABASE_URL', () => {
  test.describe.configure({ mode: 'serial' });
  let db: TestPostgres;
  let replicas: NextServer[] = [];
  const dataDirs = [0, 1].map((i) => path.join(ROOT, `.tmp/e2e-replica-${process.pid}-${i}`));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    db = await startPostgres();
    for (const d of dataDirs) mkdirSync(d, { recursive: true });
    replicas = await Promise.all(dataDirs.map((d) => startNext({ DATABASE_URL: db.url, RADAR_DATA_DIR: d })));
  });

  test.afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    await db?.stop();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

  test('a link frozen on one replica opens on the other, page and API', async ({ page, browser }) => {
    const [a, b] = replicas as [NextServer, NextServer];
    await page.goto(`${a.baseURL}${timelineUrl(STORY_HOST, STORY_UNIT, lastMinutes(30))}`);
    await waitForTimeline(page);
    const legend = await page.getByTestId('legend-attempt').evaluateAll((els) => els.map((e) => e.getAttribute('data-pids')));
    await page.getByRole('button', { name: 'Freeze and share' }).click();
    const link = new URL(await page.getByRole('textbox', { name: 'Snapshot link' }).inputValue());
    const id = link.pathname.split('/').at(-1)!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const fromA = await (await fetch(`${a.baseURL}/api/snapshots/${id}`)).json();
    const res = await fetch(`${b.baseURL}/api/snapshots/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(fromA);

    const other = await browser.newContext();
    const view = await other.newPage();
    const answer = await view.goto(`${b.baseURL}${link.pathname}`);
    expect(answer?.status()).toBe(200);
    await waitForTimeline(view);
    await expect(view.getByText('read-only')).toBeVisible();
    expect(await view.getByTestId('legend-attempt').evaluateAll((els) => els.map((e) => e.getAttribute('data-pids')))).toEqual(legend);
    await other.close();
  });

  test('the other way round: a pasted log frozen on the second replica opens on the first; an unknown id is 404 on both', async ({ page }) => {
    const [a, b] = replicas as [NextServer, NextServer];
    const created = await fetch(`${b.baseURL}/api/snapshots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'paste', text: PASTE }),
    });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const snap = (await (await fetch(`${a.baseURL}/api/snapshots${url.slice(2)}`)).json()) as { source: string; entries: { message: string }[] };
    expect(snap.source).toBe('paste');
    expect(snap.entries.map((e) => e.message)).toEqual(PASTE.split('\n').map((l) => l.slice(l.indexOf(': ') + 2)));
    await page.goto(`${a.baseURL}${url}`);
    await waitForTimeline(page);
    await expect(page.getByText('flashinfer-cubin version (0.6.3)').first()).toBeVisible();
    for (const r of replicas) expect((await fetch(`${r.baseURL}/api/snapshots/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    // Nothing fell back to SQLite.
    for (const d of dataDirs) expect(existsSync(path.join(d, 'snapshots.db'))).toBe(false);
  });
});
