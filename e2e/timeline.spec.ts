import { expect, test } from '@playwright/test';
import { attemptColour } from '@/components/timeline/attempt-palette';
import { attemptLabel } from '@/lib/analysis/attempt-label';
import { analyseSlice, computed, lastMinutes, screenshotBothThemes, STORY_HOST, STORY_UNIT, timelineUrl, waitForTimeline } from './pages-support';

function rgbOf(page: import('@playwright/test').Page, cssColour: string) {
  return page.evaluate((c) => {
    const el = document.createElement('div');
    el.style.color = c;
    document.body.appendChild(el);
    const v = getComputedStyle(el).color;
    el.remove();
    return v;
  }, cssColour);
}

test.describe('restart timeline on the story host', () => {
  test('old and current attempts carry different colours, the same in lines, legend and rail; the legend PIDs match the analysis', async ({ page, request }) => {
    const win = lastMinutes(30);
    const expected = await analyseSlice(request, STORY_HOST, STORY_UNIT, win);
    expect(expected.attempts.length).toBeGreaterThanOrEqual(2);
    await page.goto(timelineUrl(STORY_HOST, STORY_UNIT, win));
    await waitForTimeline(page);

    const legend = page.getByRole('list', { name: 'Attempts' }).getByTestId('legend-attempt');
    await expect(legend).toHaveCount(expected.attempts.length);
    for (const a of expected.attempts) {
      const item = page.locator(`[data-testid="legend-attempt"][data-attempt-index="${a.index}"]`);
      await expect(item).toHaveAttribute('data-pids', a.pids.map((p) => p.pid).sort((x, y) => x - y).join(','));
      await expect(item.getByTestId('legend-main-pid')).toHaveText(String(a.mainPid ?? '?'));
    }

    const current = expected.currentAttempt!;
    const old = current - 1;
    expect(old).toBeGreaterThanOrEqual(0);
    // Show both attempts' lines next to each other so both are mounted in the virtual list. systemd's
    // "Started" line opens every attempt; a just-spawned one has not reached "Starting to load model" yet.
    await page.getByRole('searchbox', { name: 'Search lines' }).fill('Started vllm');
    const currentLines = page.locator(`[role="log"] [data-seq][data-attempt="${current}"]`);
    const oldLines = page.locator(`[role="log"] [data-seq][data-attempt="${old}"]`);
    await expect(currentLines.first()).toBeVisible();
    await expect(oldLines.first()).toBeVisible();

    const currentStripe = (await computed(page, `[role="log"] [data-seq][data-attempt="${current}"]`, 'border-left-color'))[0];
    const oldStripe = (await computed(page, `[role="log"] [data-seq][data-attempt="${old}"]`, 'border-left-color'))[0];
    expect(currentStripe).toBeTruthy();
    expect(currentStripe).not.toBe(oldStripe);
    expect(currentStripe).toBe(await rgbOf(page, attemptColour(current, current).solid));
    expect(oldStripe).toBe(await rgbOf(page, attemptColour(old, current).solid));

    const legendBorder = await page.locator(`[data-testid="legend-attempt"][data-attempt-index="${old}"]`).evaluate((el) => getComputedStyle(el).borderLeftColor);
    expect(legendBorder).toBe(oldStripe);
    const railTop = await page
      .getByRole('group', { name: `Phases of ${attemptLabel(expected.attempts[old]!)}` })
      .locator('[data-phase] button')
      .first()
      .evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(railTop).toBe(oldStripe);
  });

  test('the fatal error of the failed attempt is pinned at its top, and its errors are labelled as old', async ({ page, request }) => {
    const win = lastMinutes(30);
    const expected = await analyseSlice(request, STORY_HOST, STORY_UNIT, win);
    const failed = expected.attempts.filter((a) => a.outcome === 'failed' && a.fatal && a.index !== expected.currentAttempt).at(-1);
    test.skip(!failed, 'no failed attempt with a fatal error in the window');
    await page.goto(timelineUrl(STORY_HOST, STORY_UNIT, win, { attempt: String(failed!.index) }));
    await waitForTimeline(page);
    const card = page.getByRole('note', { name: `Root cause of ${attemptLabel(failed!)}` });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('fatal-headline')).toHaveText(failed!.fatal!.headline);
    await page.getByRole('checkbox', { name: 'Errors only' }).check();
    await expect(page.getByText(`from ${attemptLabel(failed!)}`, { exact: false }).first()).toBeVisible();
  });

  test('keyboard: j/k move the selection, n jumps to an error, / focuses the search', async ({ page }) => {
    await page.goto(timelineUrl(STORY_HOST, STORY_UNIT, lastMinutes(30)));
    await waitForTimeline(page);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const selected = page.locator('[role="log"] [aria-current="true"]');
    await page.keyboard.press('j');
    await expect(selected).toHaveCount(1);
    const first = await selected.getAttribute('data-seq');
    await page.keyboard.press('j');
    await expect(selected).not.toHaveAttribute('data-seq', first ?? '');
    const second = await selected.getAttribute('data-seq');
    expect(Number(second)).toBeGreaterThan(Number(first));
    await page.keyboard.press('k');
    await expect(selected).toHaveAttribute('data-seq', first!);
    const anchor = await selected.getAttribute('data-line');
    await expect(page).toHaveURL(new RegExp(`[?&]line=${anchor!.replace('.', '\\.')}(&|$)`));

    await page.keyboard.press('n');
    await expect(selected).toHaveAttribute('data-error', 'true');
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search lines' })).toBeFocused();
  });

  test('an invalid regex shows a message instead of breaking the page', async ({ page }) => {
    await page.goto(timelineUrl(STORY_HOST, STORY_UNIT, lastMinutes(30)));
    await waitForTimeline(page);
    await page.getByRole('checkbox', { name: 'Regular expression' }).check();
    await page.getByRole('searchbox', { name: 'Search lines' }).fill('(unclosed[');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid regex' })).toBeVisible();
    await expect(page.locator('[role="log"] [data-seq]').first()).toBeVisible();
  });

  test('hostile URL parameters fall back to defaults', async ({ page }) => {
    const res = await page.goto(
      `/hosts/${STORY_HOST}/${STORY_UNIT}?since=%27;rm%20-rf%20/&until=--output=/x&attempt=-1&level=<script>&tz=Mars&line=NaN&q=${'x'.repeat(600)}`,
    );
    expect(res?.status()).toBe(200);
    await waitForTimeline(page);
    await expect(page.getByRole('searchbox', { name: 'Search lines' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Attempt' })).toHaveValue('');
  });

  test('live state and relative times are shown; screenshots in light and dark', async ({ page }) => {
    await page.goto(`/hosts/${STORY_HOST}/${STORY_UNIT}`);
    await waitForTimeline(page);
    await expect(page.getByRole('status', { name: 'Live state' })).toHaveAttribute('data-state', /live|stale/);
    await expect(page.getByRole('list', { name: 'Attempts' })).toContainText(/ago|just now/);
    await expect(page.getByRole('list', { name: 'GPU memory' }).getByTestId('gpu')).toHaveCount(8);
    await screenshotBothThemes(page, 'timeline');
    // The story at a glance, old attempts' lines next to the current one's (docs/screenshot.png is taken by hand, while loading).
    await page.getByRole('checkbox', { name: 'Regular expression' }).check();
    await page.getByRole('searchbox', { name: 'Search lines' }).fill('Started vllm|Starting to load model|RuntimeError|Main process exited|Loading safetensors.*(25|50|75)%');
    await expect(page.locator('[role="log"] [data-attempt-header]').first()).toBeVisible();
    await screenshotBothThemes(page, 'timeline-story');
  });
});
