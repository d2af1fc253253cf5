import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startNext, type NextServer } from './security/start-next';
import { lastMinutes, screenshotBothThemes, STORY_HOST, STORY_UNIT, timelineUrl, waitForTimeline } from './pages-support';

const ROOT = path.resolve(__dirname, '..');
// The same data folder as the main e2e server (playwright.config.ts webServer env).
const DATA_DIR = path.join(ROOT, '.tmp/e2e-data');

test.describe('freeze and share', () => {
  let withoutHost: NextServer | null = null;

  test.afterAll(async () => {
    await withoutHost?.stop();
  });

  test('a snapshot link shows the same timeline read-only, with no host calls, and still works on a server whose fleet lacks the host', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.goto(timelineUrl(STORY_HOST, STORY_UNIT, lastMinutes(30)));
    await waitForTimeline(page);
    const legend = await page.getByTestId('legend-attempt').evaluateAll((els) => els.map((e) => e.getAttribute('data-pids')));
    const fatal = await page.getByTestId('legend-fatal').allTextContents();
    const lines = await page.getByTestId('match-count').textContent();

    await page.getByRole('button', { name: 'Freeze and share' }).click();
    const link = await page.getByRole('textbox', { name: 'Snapshot link' }).inputValue();
    expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);

    const fresh = await browser.newContext();
    const view = await fresh.newPage();
    const apiCalls: string[] = [];
    view.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    await view.goto(link);
    await waitForTimeline(view);
    await expect(view.getByText('read-only')).toBeVisible();
    expect(await view.getByTestId('legend-attempt').evaluateAll((els) => els.map((e) => e.getAttribute('data-pids')))).toEqual(legend);
    expect(await view.getByTestId('legend-fatal').allTextContents()).toEqual(fatal);
    await expect(view.getByTestId('match-count')).toHaveText(lines!);
    await expect(view.getByRole('list', { name: 'GPU memory' }).getByTestId('gpu')).toHaveCount(8);
    await view.waitForTimeout(2_500);
    expect(apiCalls).toEqual([]);
    await screenshotBothThemes(view, 'snapshot');
    await fresh.close();

    // A second server over the same store whose fleet no longer has the story host.
    mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
    const fleetFile = path.join(ROOT, '.tmp/e2e-fleet-without-llm-two.yaml');
    writeFileSync(fleetFile, 'hosts:\n  - name: llm-one\n    transport: demo\n    scenario: llm-one\n    units: [vllm-llama-70b.service]\n');
    withoutHost = await startNext({ FLEET_FILE: fleetFile, RADAR_DATA_DIR: DATA_DIR });
    const gone = await fetch(`${withoutHost.baseURL}/api/hosts/${STORY_HOST}/gpus`);
    expect(gone.status).toBe(404);
    const other = await browser.newContext();
    const p2 = await other.newPage();
    await p2.goto(`${withoutHost.baseURL}${new URL(link).pathname}`);
    await waitForTimeline(p2);
    expect(await p2.getByTestId('legend-attempt').evaluateAll((els) => els.map((e) => e.getAttribute('data-pids')))).toEqual(legend);
    await other.close();
  });

  test('an unknown snapshot id is a 404 page', async ({ page }) => {
    const res = await page.goto('/s/AAAAAAAAAAAAAAAAAAAAAA');
    expect(res?.status()).toBe(404);
    const bad = await page.goto('/s/..%2F..%2Fetc');
    expect(bad?.status()).toBe(404);
  });
});
