import { describe, expect, it } from 'vitest';
import { DEMO_FLEET } from '@/lib/demo/fleet';
import { measureSkew, SKEW_RETRY_MS, SKEW_TTL_MS } from './measure-skew';

// The real demo transport: its `date` prints the demo host's clock, llm-three's three minutes fast.
const demo = (name: string) => DEMO_FLEET.find((h) => h.name === name)!;

describe('measureSkew on the demo fleet', () => {
  it('reads the demo hosts’ clocks: llm-three is 3 min ahead, llm-one agrees with us', async () => {
    expect(await measureSkew(demo('llm-three'))).toBeGreaterThan(180_000 - 2_000);
    expect(await measureSkew(demo('llm-three'))).toBeLessThan(180_000 + 2_000);
    expect(await measureSkew(demo('llm-one'))).toBe(0);
  });

  it('an unreachable host gives null, never an exception', async () => {
    await expect(measureSkew(demo('llm-four'))).resolves.toBeNull();
  });

  it('one reading serves a host for the TTL; a failed one is retried sooner', async () => {
    let t = 1_000_000;
    const now = () => t;
    const host = { ...demo('llm-three'), name: 'llm-three-ttl' };
    const first = measureSkew(host, now);
    expect(measureSkew(host, now)).toBe(first);
    await first;
    t += SKEW_TTL_MS - 1;
    expect(measureSkew(host, now)).toBe(first);
    t += 2;
    expect(measureSkew(host, now)).not.toBe(first);
    const dead = { ...demo('llm-four'), name: 'llm-four-ttl' };
    const failed = measureSkew(dead, now);
    await failed;
    t += SKEW_RETRY_MS + 1;
    expect(measureSkew(dead, now)).not.toBe(failed);
  });
});
