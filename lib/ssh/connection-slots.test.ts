import { describe, expect, it } from 'vitest';
import { RadarError } from '@/lib/api/errors';
import { ConnectionSlots } from './connection-slots';

describe('ConnectionSlots', () => {
  it('hands out up to max slots, then makes callers wait for a release', async () => {
    const slots = new ConnectionSlots(2, () => false);
    const a = await slots.acquire(1_000);
    await slots.acquire(1_000);
    let third = false;
    const pending = slots.acquire(1_000).then(() => (third = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(third).toBe(false);
    a();
    a();
    await pending;
    expect([third, slots.open, slots.peak]).toEqual([true, 2, 2]);
  });

  it('evicts an idle connection instead of waiting when it can', async () => {
    let idle: (() => void) | null = null;
    const slots = new ConnectionSlots(1, () => {
      if (!idle) return false;
      idle();
      idle = null;
      return true;
    });
    idle = await slots.acquire(100);
    await slots.acquire(100);
    expect(slots.open).toBe(1);
  });

  it('gives up with a timeout error naming the cap', async () => {
    const slots = new ConnectionSlots(1, () => false);
    await slots.acquire(100);
    const t0 = performance.now();
    const err = await slots.acquire(150).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RadarError);
    expect((err as RadarError).code).toBe('timeout');
    expect((err as RadarError).message).toContain('RADAR_SSH_MAX_CONNECTIONS');
    expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
  });

  it('a closing connection keeps its slot until its release, and one waiter closes only one', async () => {
    const held: Array<() => void> = [];
    let evictions = 0;
    let closing = 0;
    const slots = new ConnectionSlots(2, (wanting) => {
      if (closing >= wanting) return false;
      evictions++;
      closing++;
      return true;
    });
    held.push(await slots.acquire(1_000), await slots.acquire(1_000));
    let third = false;
    const pending = slots.acquire(1_000).then((r) => ((third = true), r));
    slots.nudge();
    await new Promise((r) => setTimeout(r, 20));
    expect([third, slots.open, evictions]).toEqual([false, 2, 1]);
    held[0]!();
    await pending;
    expect([third, slots.open, slots.peak]).toEqual([true, 2, 2]);
  });
});
