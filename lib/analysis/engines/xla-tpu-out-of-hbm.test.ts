import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// XLA's TPU out-of-HBM status at a line's start is a raise's message with its class trimmed: the call that raised it died
// (AI-Hypercomputer/tpu-recipes#151, vLLM's server start-up on TPU7x).
describe("XLA's TPU RESOURCE_EXHAUSTED status as a bare line", () => {
  const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.outcome, a.fatal?.headline ?? null]);

  it("reads the loader's refusal as the run dying of it", () => {
    const line = "RESOURCE_EXHAUSTED: Error loading program 'jit__multi_slice': Attempting to reserve 6.14G at the bottom of memory. That was not possible.";
    expect(read([line])).toEqual([['failed', line]]);
  });

  it("leaves XLA's own glog line, which quotes the status before the raise, alone", () => {
    // marin-community/marin#2387 (vLLM on a v5p slice), as far as the stored excerpt kept it.
    const got = read(['E0118 22:42:45.737331   20084 tpu_pjrt_client.cc:1889] TpuClient::AllocateBuffer returning error after 1 attempt(s): RESOURCE_EXHAUSTED: Error allocating device buffer: Attempting to allocate 1.96G.']);
    expect(got.map(([outcome]) => outcome)).not.toContain('failed');
  });
});
