import { expect, test, type Locator } from '@playwright/test';
import { attemptLabel } from '@/lib/analysis/attempt-label';
import type { FleetResponse } from '@/lib/api/types';
import { analyseSlice, lastMinutes, timelineUrl, waitForTimeline } from './pages-support';

const HOST = 'llm-three';
const UNIT = 'vllm-qwen3-235b.service';

async function named(locators: Locator): Promise<Map<string, string>> {
  const pairs = await locators.evaluateAll((els) => els.map((el) => [el.getAttribute('data-attempt-id') ?? '', (el.textContent ?? '').trim()] as const));
  return new Map(pairs);
}

// The crash loop retries every 30 s, so the last fatal attempt moves on while the pages load: every attempt one
// page names must be named the same way on the others, whichever it is.
test.describe('one name per attempt on the crash-looping host llm-three', () => {
  test('the fleet row, the host page and the timeline name the last fatal attempt the same, by what is stable and not by position', async ({ page, request }) => {
    await page.goto('/');
    const row = page.locator(`tr[data-host="${HOST}"][data-unit="${UNIT}"]`);
    await expect(row.getByTestId('fatal-attempt')).toBeVisible();
    const fleetNames = await named(row.getByTestId('fatal-attempt'));

    await page.goto(`/hosts/${HOST}`);
    const card = page.locator(`[aria-label="${UNIT}"]`).first();
    await expect(card.getByTestId('fatal-attempt')).toBeVisible();
    const hostNames = await named(card.getByTestId('fatal-attempt'));

    const win = lastMinutes(30);
    const expected = await analyseSlice(request, HOST, UNIT, win);
    await page.goto(timelineUrl(HOST, UNIT, win));
    await waitForTimeline(page);
    const legend = page.getByRole('list', { name: 'Attempts' }).getByTestId('legend-attempt');
    await expect(legend).toHaveCount(expected.attempts.length);
    const timelineNames = new Map<string, string>();
    for (const a of expected.attempts) {
      const label = (await legend.and(page.locator(`[data-attempt-id="${a.id}"]`)).getByTestId('attempt-label').textContent())?.trim() ?? '';
      expect(label).toBe(attemptLabel(a));
      timelineNames.set(a.id, label);
    }

    const fleet = (await (await request.get('/api/hosts')).json()) as FleetResponse;
    const latest = fleet.hosts.find((h) => h.name === HOST)!.units[0]!.summary!.lastFatal!;
    for (const [id, label] of [...fleetNames, ...hostNames, [latest.attemptId, latest.attemptLabel] as const]) {
      expect(label, `attempt ${id}`).toMatch(/^(restart \d+ · )?\d\d:\d\d:\d\d · pid \d+$/);
      if (timelineNames.has(id)) expect(label, `attempt ${id} on the timeline`).toBe(timelineNames.get(id));
    }
    // The fleet's attempt is in the timeline's 30 minutes, named the same, wherever it sits in either window.
    expect(timelineNames.get([...fleetNames.keys()][0]!)).toBe([...fleetNames.values()][0]);
    expect(timelineNames.get([...hostNames.keys()][0]!)).toBe([...hostNames.values()][0]);
  });
});
