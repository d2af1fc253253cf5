import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { supervisedEngine } from './supervisor-ends';

// olmOCR's pipeline polls the server it started as its child (`Attempt N: Please wait for sglang|vllm server to become
// ready...`, pipeline.py sglang_server_ready / vllm_server_ready): the line names the child where a paste shows none of its own lines.
describe("olmOCR's readiness poll names its child server", () => {
  it('names SGLang (2025 pipeline) and vLLM (its later pipeline)', () => {
    expect(supervisedEngine('2025-03-18 10:24:40,134 - __main__ - WARNING - Attempt 56: Please wait for sglang server to become ready...')).toBe('sglang');
    expect(supervisedEngine('2025-07-01 09:00:01,000 - __main__ - WARNING - Attempt 2: Please wait for vllm server to become ready...')).toBe('vllm');
  });

  it('takes no other wait line', () => {
    for (const line of [
      'Waiting for typesense-server to become ready...',
      '2025-03-18 10:24:40,134 - __main__ - WARNING - Attempt 3: Please wait for the server to become ready...',
      '2025-03-18 10:24:40,134 - __main__ - INFO - Attempt 4: Unexpected status code 503',
      'Please wait for sglang server to become ready',
      'Attempt 7: Please wait for tgi server to become ready...',
    ])
      expect(supervisedEngine(line), line).toBeNull();
  });

  it('reads a paste of the polls and a bare shard-progress line as an SGLang start still loading', () => {
    const text = [
      '2025-03-18 10:24:49,464 - __main__ - WARNING - Attempt 65: Please wait for sglang server to become ready...',
      '2025-03-18 10:24:50,500 - __main__ - WARNING - Attempt 66: Please wait for sglang server to become ready...',
      'Loading safetensors checkpoint shards:  50% Completed | 2/4 [00:33<00:36, 18.44s/it]',
    ].join('\n');
    const [attempt, ...rest] = analyse(parseLog(text, { year: 2025 }).entries).attempts;
    expect(rest).toHaveLength(0);
    expect(attempt?.engine).toBe('sglang');
    expect(attempt?.outcome).toBe('running');
    expect(attempt?.fatal).toBeNull();
  });
});
