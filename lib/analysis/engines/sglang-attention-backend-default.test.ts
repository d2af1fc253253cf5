import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.engine, a.outcome]);

// ServerArgs names the attention backend it chose for the user, SGLang's own words, before anything is loaded.
describe("SGLang's default attention backend line", () => {
  it('names the engine in the 0.5.5 level-and-file format (docs.sglang.ai vlm_query notebook, sgl-project/sglang#13075)', () => {
    expect(read([
      '[2025-11-12 15:33:02] INFO trace.py:69: opentelemetry package is not installed, tracing disabled',
      '[2025-11-12 15:33:02] WARNING server_args.py:1197: Attention backend not explicitly specified. Use flashinfer backend by default.',
    ])).toEqual([['sglang', 'running']]);
  });

  it('and in the older wording behind the bare stamp (sgl-project/sglang#8081)', () => {
    expect(read(['[2025-07-16 05:13:20] Attention backend not set. Use flashinfer backend by default.'])).toEqual([['sglang', 'running']]);
  });
});
