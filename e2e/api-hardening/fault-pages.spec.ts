// Faulty real test hosts, seen on the pages: each failing host says why in its own row, the healthy
// one is unaffected, and a journal that rotates under a live timeline is announced, not hidden.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fleetYamlFor, startTestHost, storyJournal, STORY_UNIT, type TestHost } from '@/integration/harness';
import { ERROR_MEANING } from '@/components/fleet/error-text';
import { startNext, type NextServer } from '../security/start-next';
import { timelineUrl, waitForTimeline } from '../pages-support';

const COMMAND_TIMEOUT_MS = 2_000;
let server: NextServer;
let dir = '';
const hosts: Record<string, TestHost> = {};

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  const now = Date.now() * 1000;
  const [good, slow, dead, rekeyed, denied, rotated] = await Promise.all([
    startTestHost({ name: 'f-good', journalEntries: storyJournal(now - 5 * 60 * 1_000_000) }),
    startTestHost({ name: 'f-slow', slowCommandMs: COMMAND_TIMEOUT_MS * 3 }),
    startTestHost({ name: 'f-dead' }),
    startTestHost({ name: 'f-rekeyed' }),
    startTestHost({ name: 'f-denied', journalReadable: false }),
    startTestHost({ name: 'f-rotated', journalEntries: storyJournal(now - 10 * 60 * 1_000_000) }),
  ]);
  Object.assign(hosts, { good, slow, dead, rekeyed, denied, rotated });
  await dead!.kill();
  dir = mkdtempSync(path.join(tmpdir(), 'radar-fault-pages-'));
  writeFileSync(path.join(dir, 'fleet.yaml'), fleetYamlFor(Object.values(hosts), (h) => (h === rekeyed ? { pin: good!.hostKeyFingerprint } : {})));
  server = await startNext({ FLEET_FILE: path.join(dir, 'fleet.yaml'), RADAR_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS), RADAR_CONNECT_TIMEOUT_MS: '2000' });
});
test.afterAll(async () => {
  await server?.stop();
  await Promise.all(Object.values(hosts).map((h) => h.stop()));
  rmSync(dir, { recursive: true, force: true });
});

test('the fleet page names each host\'s failure in its own row and still shows the healthy host', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.baseURL + '/');
  const row = (name: string) => page.locator(`tr[data-host="${name}"]`);
  await expect(row('f-good')).toBeVisible({ timeout: 30_000 });
  for (const [name, code] of [['f-slow', 'timeout'], ['f-dead', 'unreachable'], ['f-rekeyed', 'host_key_mismatch'], ['f-denied', 'journal_denied']] as const) {
    await expect(row(name).getByRole('alert'), name).toContainText(ERROR_MEANING[code]!, { timeout: 30_000 });
  }
  await expect(row('f-good').getByRole('alert')).toHaveCount(0);
  await expect(row('f-good')).toContainText(STORY_UNIT);
  expect(errors).toEqual([]);
});

test('a journal rotated under a live timeline is announced and the view refills from the window', async ({ page }) => {
  const since = new Date(Date.now() - 30 * 60_000).toISOString();
  await page.goto(server.baseURL + timelineUrl('f-rotated', STORY_UNIT, null, { since }));
  await waitForTimeline(page);
  hosts.rotated!.replaceJournal(storyJournal(Date.now() * 1000 - 60 * 1_000_000));
  await expect(page.getByText('Journal rotated.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('log', { name: 'Journal timeline' }).locator('[data-seq]').first()).toBeVisible();
});
