import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// A shard's traceback tail and the v3 router's decode span relaying it (a VS Code extension's TGI debugging note, 2025).
const relay = (message: string) =>
  `2025-09-16T13:57:05.369238Z ERROR batch{batch_size=1}:decode:decode{size=1}:decode{size=1}: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: ${message}`;
const connected = '2025-09-16T13:50:00.000000Z  INFO text_generation_router_v3: backends/v3/src/lib.rs:137: Connected';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

describe('an exception a TGI shard answered a request with', () => {
  it('a ValueError the router relays as its Server error failed that request: the server serves on, no fatal', () => {
    expect(read(['ValueError: Value out of range: -172312851', relay('Value out of range: -172312851')])).toEqual([{ outcome: 'running', fatal: null }]);
    expect(read([connected, 'ValueError: Value out of range: -172312851', relay('Value out of range: -172312851')])).toEqual([{ outcome: 'ready', fatal: null }]);
  });

  it('a RuntimeError shuts the shard down (its interceptor): still the fatal to come', () => {
    const [a] = read(['RuntimeError: CUDA error: an illegal memory access was encountered', relay('CUDA error: an illegal memory access was encountered')]);
    expect(a?.fatal).toBe('RuntimeError: CUDA error: an illegal memory access was encountered');
  });

  it('an exception no relay repeats, or a relay of another message, is not known to be answered', () => {
    expect(read(['ValueError: Value out of range: -172312851'])[0]?.fatal).toBe('ValueError: Value out of range: -172312851');
    expect(read(['ValueError: Value out of range: -172312851', relay('Out of available cache blocks')])[0]?.fatal).toBe('ValueError: Value out of range: -172312851');
  });
});
