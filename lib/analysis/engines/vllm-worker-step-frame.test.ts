import { describe, expect, it } from 'vitest';
import { lineSignal } from './rule-sets';
import { VLLM } from './vllm';
import { readAttempts } from '@/lib/analysis/read-attempts';

// V0's worker step runs execute_worker (KV-cache swaps and block copies) with no handler: what it raises ends the engine loop
// (vllm-project/vllm#6361: FlashInfer's copy_blocks raising NotImplementedError, then a request's chained ASGI traceback).
const SITE = '/data/envs/vllm/lib/python3.10/site-packages';
const LINES = [
  `  File "${SITE}/vllm/worker/worker.py", line 285, in execute_worker`,
  '    self.cache_engine[virtual_engine].copy(worker_input.blocks_to_copy)',
  `  File "${SITE}/vllm/attention/backends/flashinfer.py", line 56, in copy_blocks`,
  '    raise NotImplementedError',
  'NotImplementedError',
  '',
  'The above exception was the direct cause of the following exception:',
  '',
  'Traceback (most recent call last):',
  `  File "${SITE}/uvicorn/protocols/http/httptools_impl.py", line 411, in run_asgi`,
  '    result = await app(  # type: ignore[func-returns-value]',
];

describe("V0 worker step's execute_worker frame", () => {
  it('is an end of the engine: the step raised', () => {
    expect(lineSignal(VLLM, LINES[0]!)?.end).toBe('failed');
  });

  it('is no end under V1 paths or as another function of the module', () => {
    expect(lineSignal(VLLM, `  File "${SITE}/vllm/v1/worker/worker.py", line 1, in execute_worker`)?.end ?? null).toBeNull();
    expect(lineSignal(VLLM, `  File "${SITE}/vllm/worker/worker.py", line 1, in execute_worker_x`)?.end ?? null).toBeNull();
  });

  it('makes a request chained to the step failure a death while serving, its bare exception the cause', () => {
    const [a] = readAttempts(LINES, 2024);
    expect([a!.outcome, a!.fatal?.headline, a!.phases.map((p) => p.name)]).toEqual(['failed', 'NotImplementedError', ['ready', 'failed']]);
  });
});
