import { expect, test } from '@playwright/test';
import type { GpuResponse } from '@/lib/api/types';
import { screenshotBothThemes, STORY_HOST, STORY_UNIT, waitForTimeline } from './pages-support';

const pctOf = (r: GpuResponse) => r.report.gpus.map((g) => (g.usedMiB == null || g.totalMiB == null ? null : Math.round((g.usedMiB / g.totalMiB) * 100)));

test.describe('VRAM gauge', () => {
  test('shows 8 GPUs with the per cent the gpus route reports', async ({ page, request }) => {
    await page.goto(`/hosts/${STORY_HOST}/${STORY_UNIT}`);
    await waitForTimeline(page);
    const gpus = page.getByRole('list', { name: 'GPU memory' }).getByTestId('gpu');
    await expect(gpus).toHaveCount(8);
    // The demo fills memory as it loads: compare one page reading with the API answer of the same moment.
    await expect
      .poll(
        async () => {
          const api = pctOf((await (await request.get(`/api/hosts/${STORY_HOST}/gpus`)).json()) as GpuResponse);
          const shown = await gpus.evaluateAll((els) => els.map((el) => el.querySelector('[data-testid="gpu-pct"]')?.textContent ?? ''));
          return JSON.stringify(shown) === JSON.stringify(api.map((p) => (p == null ? 'N/A' : `${p} %`)));
        },
        { timeout: 30_000, intervals: [300] },
      )
      .toBe(true);
  });

  test('the expected-level marker sits at ~90 %, and a bar near it is not flagged as over', async ({ page }) => {
    await page.goto(`/hosts/${STORY_HOST}`);
    const gauge = page.getByRole('region', { name: 'VRAM' }).getByTestId('vram-gauge');
    await expect(gauge.getByTestId('gpu')).toHaveCount(8);
    await expect(gauge).toContainText('expected level ~90 %');
    const states = await gauge.getByTestId('gpu').evaluateAll((els) => els.map((el) => [Number(el.getAttribute('data-pct')), el.getAttribute('data-state')] as const));
    for (const [pct, state] of states) if (pct <= 92) expect(state).not.toBe('over');
    await screenshotBothThemes(page, 'host');
  });

  test('the ETA appears while weights load and goes once the attempt is ready', async ({ page }) => {
    test.setTimeout(660_000);
    await page.goto(`/hosts/${STORY_HOST}/${STORY_UNIT}`);
    await waitForTimeline(page);
    const eta = page.getByTestId('eta');
    const progress = page.getByTestId('load-progress');
    // The demo loops a failing start and one that loads for minutes; wait for weights to load.
    await expect(progress).toBeVisible({ timeout: 320_000 });
    await expect(eta).toBeVisible();
    await expect(eta).toContainText(/ready (in ~|any moment|soon)/);
    await expect(progress).toContainText(/Loading weights \d+ %/);
    await expect(eta).toBeHidden({ timeout: 300_000 });
    await expect(progress).toBeHidden();
    const current = page.locator('[data-testid="legend-attempt"]').first();
    await expect(current.locator('[data-outcome]')).toHaveAttribute('data-outcome', /ready|failed|stopped/);
  });
});
