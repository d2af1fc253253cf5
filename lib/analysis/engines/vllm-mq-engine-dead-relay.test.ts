import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// V0's MQ client relays the engine's error to every request as `MQEngineDeadError: Engine loop is not running. Inspect the
// stacktrace to find the original error: <repr>` (engine/multiprocessing/client.py): a copy of the line the worker logs itself,
// which interleaved output may print after it (vllm-project/vllm#16380).
const RELAY = "ERROR 04-10 08:57:05 [serving_chat.py:677] vllm.engine.multiprocessing.MQEngineDeadError: Engine loop is not running. Inspect the stacktrace to find the original error: ValueError('Attempted to assign 5 x 256 = 1280 multimodal tokens to 1024 placeholders').";
const WORKER = '(VllmWorkerProcess pid=75137) ERROR 04-10 08:57:05 [multiproc_worker_utils.py:242] ValueError: Attempted to assign 5 x 256 = 1280 multimodal tokens to 1024 placeholders';

describe("vLLM: V0's MQEngineDeadError relaying the engine's error", () => {
  it("yields the headline to the worker's own exception line printed after it", () => {
    const lines = [RELAY, '(VllmWorkerProcess pid=75138) ERROR 04-10 08:57:05 [multiproc_worker_utils.py:242]   File "/data/coding/vllm/vllm/model_executor/models/gemma3_mm.py", line 502, in get_input_embeddings', WORKER];
    expect(readStories(lines, 2025, true)).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: WORKER.slice(WORKER.indexOf('ValueError')), phases: ['ready', 'failed'] }]);
  });

  it('still names the quoted error where the relay is all the paste has', () => {
    expect(readStories([RELAY], 2025)[0]!.fatal).toContain("ValueError('Attempted to assign 5 x 256");
  });
});
