import { expect, test } from '@playwright/test';
import type { GpuResponse, StatusResponse } from '@/lib/api/types';

test('GET status gives the parsed systemctl show of the unit', async ({ request }) => {
  const res = await request.get('/api/hosts/llm-two/units/vllm-kimi-k25.service/status');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as StatusResponse;
  expect(body.host).toBe('llm-two');
  expect(body.status.id).toBe('vllm-kimi-k25.service');
  expect(body.status.loadState).toBe('loaded');
  expect(['active', 'activating', 'failed', 'inactive', 'deactivating']).toContain(body.status.activeState);
  expect(body.status.invocationId).toMatch(/^[0-9a-f]{32}$/);
});

test('GET gpus gives eight GPUs with memory figures', async ({ request }) => {
  const res = await request.get('/api/hosts/llm-two/gpus');
  expect(res.status()).toBe(200);
  const { host, report } = (await res.json()) as GpuResponse;
  expect(host).toBe('llm-two');
  expect(report.error).toBeNull();
  expect(report.gpus.map((g) => g.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  for (const gpu of report.gpus) {
    expect(gpu.totalMiB).toBeGreaterThan(0);
    expect(gpu.usedMiB).toBeGreaterThanOrEqual(0);
    expect(gpu.usedMiB!).toBeLessThanOrEqual(gpu.totalMiB!);
  }
  expect(report.at).toBeGreaterThan(Date.now() - 60_000);
});
