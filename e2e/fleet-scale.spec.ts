import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FLEET_STATE_ORDER } from '@/components/fleet/fleet-rows';
import type { FleetResponse } from '@/lib/api/types';
import { startNext, type NextServer } from './security/start-next';

// 1,000 replayed hosts from a list file: the five demo scenarios over and over (no GPU, no network).
const HOSTS = 1_000;
const SCENARIOS: Array<[scenario: string, unit: string]> = [
  ['llm-one', 'vllm-llama-70b'],
  ['llm-two', 'vllm-kimi-k25'],
  ['llm-three', 'vllm-qwen3-235b'],
  ['llm-four', 'vllm-deepseek-v3'],
  ['llm-five', 'vllm-glm-45'],
];
let server: NextServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  const dir = path.resolve(__dirname, '..', '.tmp', 'e2e-fleet-scale');
  mkdirSync(dir, { recursive: true });
  const lines = Array.from({ length: HOSTS }, (_, i) => {
    const [scenario, unit] = SCENARIOS[i % SCENARIOS.length]!;
    return `gpu-${String(i).padStart(4, '0')} transport=demo scenario=${scenario} units=${unit}`;
  });
  writeFileSync(path.join(dir, 'hosts.txt'), `${lines.join('\n')}\n`);
  writeFileSync(path.join(dir, 'fleet.yaml'), 'hostsFrom:\n  file: hosts.txt\n');
  server = await startNext({ FLEET_FILE: path.join(dir, 'fleet.yaml'), RADAR_DATA_DIR: path.join(dir, 'data') }, 60_000, '/api/snapshots/AAAAAAAAAAAAAAAAAAAAAA');
});
test.afterAll(async () => server?.stop());

const rows = (page: import('@playwright/test').Page) => page.locator('tbody tr[data-host]');

test('1,000 hosts: the first answer is at once, rows stay bounded, failing first, search and filters live in the URL', async ({ page, request }) => {
  test.setTimeout(240_000);
  const t0 = Date.now();
  const first = (await (await request.get(`${server.baseURL}/api/hosts`)).json()) as FleetResponse;
  console.log(`first /api/hosts answer with ${HOSTS} demo hosts: ${Date.now() - t0} ms, ${first.hosts.length - first.pending} answered, ${first.pending} pending`);
  expect(first.hosts).toHaveLength(HOSTS);

  const paint0 = Date.now();
  await page.goto(server.baseURL + '/');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  console.log(`first fleet paint (rows visible) after goto: ${Date.now() - paint0} ms`);

  // Every host answered once (the page polls every second while some are pending).
  await expect(page.getByText(/waiting for a first answer/)).toHaveCount(0, { timeout: 200_000 });
  await expect(page.getByText(`${HOSTS} hosts`, { exact: false })).toBeVisible();

  const mounted = await rows(page).count();
  expect(mounted).toBeGreaterThan(5);
  expect(mounted).toBeLessThan(80);
  const states = await rows(page).evaluateAll((trs) => trs.map((r) => r.getAttribute('data-state') ?? ''));
  const ranks = states.map((s) => FLEET_STATE_ORDER[s as keyof typeof FLEET_STATE_ORDER] ?? 99);
  expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  expect(states[0]).toMatch(/failed|host-error|restarting/);

  // Scrolled to the end: still a bounded number of rows, now the ready ones.
  await page.getByTestId('fleet-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(rows(page).last()).toHaveAttribute('data-state', /active|inactive|unknown/);
  expect(await rows(page).count()).toBeLessThan(80);
  await page.getByTestId('fleet-scroll').evaluate((el) => el.scrollTo(0, 0));
  await page.screenshot({ path: path.resolve(__dirname, '..', '.tmp', 'fleet-1000.png') });

  await page.getByRole('searchbox', { name: 'Search hosts, units and errors' }).fill('gpu-0007');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-host', 'gpu-0007');
  await expect(page).toHaveURL(/\?q=gpu-0007$/);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // llm-four's replicas are unreachable: a host-error filter shows exactly them.
  await page.getByRole('group', { name: 'State' }).getByRole('button', { name: /^host error/ }).click();
  await expect(page).toHaveURL(/state=host-error/);
  await expect(page.getByText(`${HOSTS / SCENARIOS.length} of`, { exact: false })).toBeVisible();
  for (const s of await rows(page).evaluateAll((trs) => trs.map((r) => r.getAttribute('data-state')))) expect(s).toBe('host-error');

  // The address bar is the share link: the filter survives a reload, and an engine filter adds to it.
  await page.reload();
  await expect(page.getByRole('group', { name: 'State' }).getByRole('button', { name: /^host error/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('group', { name: 'Engine' }).getByRole('button', { name: /^vLLM/ }).click();
  await expect(page).toHaveURL(/engine=vllm/);
  await expect(rows(page).first()).toBeVisible();
  for (const e of await rows(page).evaluateAll((trs) => trs.map((r) => r.getAttribute('data-engine')))) expect(e).toBe('vllm');
  await page.getByRole('searchbox', { name: 'Search hosts, units and errors' }).fill('flashinfer');
  await expect(page).toHaveURL(/q=flashinfer&engine=vllm/);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first()).toContainText(/flashinfer/i);
});
