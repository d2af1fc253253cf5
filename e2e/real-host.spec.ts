import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as apiRequest, test } from '@playwright/test';
import type { GpuResponse } from '@/lib/api/types';
import { OLD_PID, startTestHost, storyJournal, STORY_UNIT, type TestHost } from '@/integration/harness';
import { startNext, type NextServer } from './security/start-next';
import { analyseSlice, computed, timelineUrl, waitForTimeline } from './pages-support';

const ROOT = path.resolve(__dirname, '..');

// A real sshd on 127.0.0.1 serving real journal files through real journalctl; a second `next start` whose fleet is that host.
test.describe('on a real test host over SSH', () => {
  test.describe.configure({ mode: 'serial' });
  let host: TestHost;
  let server: NextServer;
  const story = storyJournal();
  const times = story.map((e) => Number(e.__REALTIME_TIMESTAMP));
  const win = { sinceUs: Math.min(...times) - 60_000_000, untilUs: Math.max(...times) + 60_000_000 };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    host = await startTestHost({ name: 'gpu-real', journalEntries: story });
    const fleetFile = path.join(ROOT, `.tmp/e2e-real-fleet-${host.port}.yaml`);
    writeFileSync(fleetFile, host.fleetYaml());
    server = await startNext({ FLEET_FILE: fleetFile });
  });

  test.afterAll(async () => {
    await server?.stop();
    await host?.stop();
  });

  test('the timeline splits the real journal into the old and the current attempt, in different colours', async ({ page }) => {
    const url = `${server.baseURL}${timelineUrl(host.name, STORY_UNIT, win)}`;
    const ctx = await apiRequest.newContext({ baseURL: server.baseURL });
    const expected = await analyseSlice(ctx, host.name, STORY_UNIT, win);
    await ctx.dispose();
    expect(expected.attempts.length).toBeGreaterThanOrEqual(2);
    expect(expected.attempts[0]!.mainPid).toBe(OLD_PID);
    await page.goto(url);
    await waitForTimeline(page);
    for (const a of expected.attempts) {
      await expect(page.locator(`[data-testid="legend-attempt"][data-attempt-index="${a.index}"]`)).toHaveAttribute(
        'data-pids',
        a.pids.map((p) => p.pid).sort((x, y) => x - y).join(','),
      );
    }
    const colours = new Set<string>();
    for (const a of expected.attempts) colours.add((await computed(page, `[role="log"] [data-seq][data-attempt="${a.index}"]`, 'border-left-color'))[0] ?? '');
    expect(colours.size).toBe(expected.attempts.length);
  });

  test('the gauge shows the host\'s 8 GPUs as nvidia-smi reports them', async ({ page }) => {
    await page.goto(`${server.baseURL}${timelineUrl(host.name, STORY_UNIT, win)}`);
    const api = (await (await fetch(`${server.baseURL}/api/hosts/${host.name}/gpus`)).json()) as GpuResponse;
    const gpus = page.getByRole('list', { name: 'GPU memory' }).getByTestId('gpu');
    await expect(gpus).toHaveCount(api.report.gpus.length);
    expect(api.report.gpus.length).toBe(8);
    const shown = await gpus.evaluateAll((els) => els.map((el) => el.querySelector('[data-testid="gpu-pct"]')?.textContent));
    expect(shown).toEqual(api.report.gpus.map((g) => `${Math.round((g.usedMiB! / g.totalMiB!) * 100)} %`));
  });

  test('when the host goes down the live view says so and keeps the lines it has', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${server.baseURL}${timelineUrl(host.name, STORY_UNIT, null, { since: new Date(win.sinceUs / 1000).toISOString() })}`);
    await waitForTimeline(page);
    const before = await page.getByTestId('match-count').textContent();
    await host.kill();
    await expect(page.getByRole('status', { name: 'Live state' })).toHaveAttribute('data-state', 'unreachable', { timeout: 60_000 });
    await expect(page.getByTestId('match-count')).toHaveText(before!);
    await host.start();
    await expect(page.getByRole('status', { name: 'Live state' })).toHaveAttribute('data-state', /live|stale/, { timeout: 60_000 });
  });
});
