import { expect, test } from '@playwright/test';

// The selected line also says how long ago it was; that part moves on between the two openings.
const withoutAge = (t: string | null) => (t ?? '').replace(/(just now|(in )?\d+ (s|min|h|d)( ago)?)$/, '');
import { lastMinutes, STORY_HOST, STORY_UNIT, timelineUrl, waitForTimeline } from './pages-support';

test('a copied link opened in a fresh browser shows the same view', async ({ page, browser }) => {
  await page.goto(timelineUrl(STORY_HOST, STORY_UNIT, lastMinutes(12)));
  await waitForTimeline(page);
  await page.getByRole('combobox', { name: 'Level' }).selectOption('warning');
  await page.getByRole('checkbox', { name: 'Current attempt only' }).check();
  await page.getByRole('button', { name: /switch to UTC/ }).click();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  const selected = page.locator('[role="log"] [aria-current="true"]');
  await expect(selected).toHaveCount(1);
  const anchor = await selected.getAttribute('data-line');
  const text = await selected.textContent();
  const legend = await page.getByTestId('legend-attempt').evaluateAll((els) => els.map((e) => e.getAttribute('data-pids')));
  const count = await page.getByTestId('match-count').textContent();

  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to this view' }).inputValue();
  expect(link).toMatch(/since=.*until=/);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await waitForTimeline(other);
  await expect(other.getByRole('combobox', { name: 'Level' })).toHaveValue('warning');
  await expect(other.getByRole('checkbox', { name: 'Current attempt only' })).toBeChecked();
  await expect(other.getByRole('button', { name: /switch to host zone/ })).toBeVisible();
  await expect(other.getByRole('status', { name: 'Live state' })).toHaveAttribute('data-state', 'fixed');
  const otherSelected = other.locator('[role="log"] [aria-current="true"]');
  await expect(otherSelected).toHaveAttribute('data-line', anchor!);
  expect(withoutAge(await otherSelected.textContent())).toBe(withoutAge(text));
  expect(await other.getByTestId('legend-attempt').evaluateAll((els) => els.map((e) => e.getAttribute('data-pids')))).toEqual(legend);
  await expect(other.getByTestId('match-count')).toHaveText(count!);
  await fresh.close();
});
