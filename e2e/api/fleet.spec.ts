import { expect, test } from '@playwright/test';
import type { FleetResponse } from '@/lib/api/types';
import { DEMO_FLEET } from '@/lib/demo/fleet';

test.describe('GET /api/hosts on the demo fleet', () => {
  test('lists every demo host with its units, and keeps a dead host inside its own entry', async ({ request }) => {
    const res = await request.get('/api/hosts?wait=all');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('no-store');
    const fleet = (await res.json()) as FleetResponse;
    expect(fleet.inventoryError).toBeNull();
    expect(fleet.hosts.map((h) => h.name)).toEqual(DEMO_FLEET.map((h) => h.name));
    for (const host of fleet.hosts) {
      const demo = DEMO_FLEET.find((h) => h.name === host.name)!;
      expect(host.transport).toBe('demo');
      expect(host.units.map((u) => u.unit)).toEqual(demo.units.map((u) => u.name));
      if (host.reachable) {
        expect(host.error).toBeNull();
        expect(host.latencyMs).not.toBeNull();
        for (const unit of host.units) {
          expect(unit.error).toBeNull();
          expect(unit.status?.id).toBe(unit.unit);
          expect(unit.summary?.attempts).toBeGreaterThan(0);
        }
      } else {
        expect(host.error?.code).toBe('unreachable');
        expect(host.error?.message.length).toBeGreaterThan(0);
        expect(host.gpus).toBeNull();
      }
    }
    expect(fleet.hosts.filter((h) => !h.reachable).map((h) => h.error?.code)).toEqual(['unreachable']);
  });

  test('the story host llm-two shows its kimi unit and eight GPUs', async ({ request }) => {
    const fleet = (await (await request.get('/api/hosts?wait=all')).json()) as FleetResponse;
    const llmTwo = fleet.hosts.find((h) => h.name === 'llm-two')!;
    expect(llmTwo.reachable).toBe(true);
    const unit = llmTwo.units.find((u) => u.unit === 'vllm-kimi-k25.service')!;
    expect(unit.status?.mainPid).toBeGreaterThan(0);
    expect(unit.summary?.currentOutcome).not.toBeNull();
    expect(llmTwo.gpus?.gpus).toHaveLength(8);
    expect(llmTwo.gpus?.error).toBeNull();
  });
});
