import { expect, test } from '@playwright/test';
import type { FleetResponse } from '@/lib/api/types';
import { screenshotBothThemes, STORY_HOST, STORY_UNIT } from './pages-support';

import { FLEET_STATE_ORDER as ORDER } from '@/components/fleet/fleet-rows';

test.describe('fleet overview', () => {
  test('every host of the inventory is listed, failing ones first, and a dead host does not break the rest', async ({ page, request }) => {
    const fleet = (await (await request.get('/api/hosts?wait=all')).json()) as FleetResponse;
    await page.goto('/');
    const table = page.getByRole('table');
    for (const h of fleet.hosts) await expect(table.locator(`tr[data-host="${h.name}"]`).first()).toBeVisible();

    const states = await table.locator('tbody tr[data-host]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state') ?? ''));
    const ranks = states.map((s) => ORDER[s as keyof typeof ORDER] ?? 99);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);

    const dead = fleet.hosts.find((h) => !h.reachable);
    expect(dead).toBeDefined();
    const deadRow = table.locator(`tr[data-host="${dead!.name}"]`);
    await expect(deadRow.getByRole('alert')).toContainText(/cannot connect|did not answer|refused/);
    const alive = fleet.hosts.filter((h) => h.reachable);
    for (const h of alive) await expect(table.locator(`tr[data-host="${h.name}"]`).first()).not.toHaveAttribute('data-state', 'host-error');
  });

  test('each unit links to its restart timeline, and the story host shows a VRAM bar per GPU', async ({ page }) => {
    await page.goto('/');
    const row = page.locator(`tr[data-host="${STORY_HOST}"][data-unit="${STORY_UNIT}"]`);
    await expect(row.getByRole('meter')).toHaveCount(8);
    await screenshotBothThemes(page, 'fleet');
    await row.getByRole('link', { name: STORY_UNIT }).click();
    await expect(page).toHaveURL(new RegExp(`/hosts/${STORY_HOST}/${STORY_UNIT.replace('.', '\\.')}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(STORY_UNIT);
  });

  test('the theme toggle switches and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const bg = await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(bg);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(bg);
  });
});
