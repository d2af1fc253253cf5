import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The router's `main` returns a RouterError and Rust prints it as `Error: {:?}` on the way out: `Warmup(…)` in TGI 1-2.1,
// `WebServer(Warmup(…))` in 2.2-2.4 (a real one: code corpus, TGI 2.2.0 on a T4), `Backend(…)` around V3Error in 3.x
// (backends/v3/src/main.rs, backends/v3/src/lib.rs). Each ends the start; a warm-up one wraps the shard's own error above it.
const warmup = [
  '2025-03-01T10:00:00.000000Z  INFO text_generation_router_v3: backends/v3/src/lib.rs:125: Warming up model',
  'RuntimeError: FlashAttention only supports Ampere GPUs or newer.',
  '2025-03-01T10:00:05.000000Z ERROR warmup{max_input_length=4095 max_prefill_tokens=4145 max_total_tokens=4096 max_batch_size=None}:warmup: text_generation_router_v3::client: backends/v3/src/client/mod.rs:54: Server error: CANCELLED',
];
const read = (lines: string[]) => {
  const attempts = readAttempts(lines, 2025);
  expect(attempts).toHaveLength(1);
  return attempts[0]!;
};

describe("analyse: the TGI router's exit line", () => {
  it.each([['Error: Warmup(Generation("CANCELLED"))'], ['Error: WebServer(Warmup(Generation("CANCELLED")))'], ['Error: Backend(Warmup(Generation("CANCELLED")))']])(
    '%s fails the start and leaves the shard error above it as the cause',
    (exit) => {
      const a = read([...warmup, exit]);
      expect(a.outcome).toBe('failed');
      expect(a.fatal?.headline).toContain('FlashAttention only supports Ampere GPUs or newer');
    },
  );

  it('a router that cannot reach its shards fails the start too (3.x: Backend(Connection(…)))', () => {
    const a = read([
      '2025-03-01T10:00:00.000000Z  INFO text_generation_launcher: Starting Webserver',
      'Error: Backend(Connection(Connection("transport error")))',
    ]);
    expect(a.outcome).toBe('failed');
  });

  // huggingface/optimum-tpu#148 (its TGI 3 router on a TPU): `Error: Backend(NotEnoughMemory(64))`.
  it("3.x's own verdict on memory (Backend(NotEnoughMemory(n))) fails the start", () => {
    const a = read([
      '2025-03-01T10:00:00.000000Z  INFO text_generation_router_v3: backends/v3/src/lib.rs:125: Warming up model',
      'Error: Backend(NotEnoughMemory(64))',
    ]);
    expect(a.outcome).toBe('failed');
  });
});
