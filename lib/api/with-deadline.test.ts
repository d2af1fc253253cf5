import { describe, expect, it } from 'vitest';
import { RadarError } from './errors';
import { withDeadline } from './with-deadline';

describe('withDeadline', () => {
  it('passes a prompt answer through', async () => {
    await expect(withDeadline(Promise.resolve(42), 1_000, 'llm-two')).resolves.toBe(42);
  });

  it('rejects a silent host with timeout close to the deadline, not later', async () => {
    const started = performance.now();
    const err = await withDeadline(new Promise(() => undefined), 150, 'llm-dead').catch((e: unknown) => e);
    const took = performance.now() - started;
    expect(err).toBeInstanceOf(RadarError);
    expect((err as RadarError).code).toBe('timeout');
    expect((err as RadarError).message).toContain('llm-dead');
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(600);
  });

  it("keeps the work's own failure", async () => {
    await expect(withDeadline(Promise.reject(new RadarError('unreachable', 'down')), 1_000, 'x')).rejects.toMatchObject({ code: 'unreachable' });
  });
});
