import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// V1's engine core runs its ZMQ I/O in daemon threads with no handler (v1/engine/core.py EngineCoreProc.__init__): Python's
// threading hook prints `Exception in thread <name> (<target>):` only when an exception left one. The process lives on, but no
// request reaches the busy loop any more: the server hangs (QwenLM/Qwen3-VL#1740).
const SERVING = [
  '(APIServer pid=704) INFO 10-31 04:37:39 [loggers.py:128] Engine 000: Avg prompt throughput: 11528.7 tokens/s, Avg generation throughput: 6.4 tokens/s, Running: 0 reqs, Waiting: 0 reqs, GPU KV cache usage: 0.0%, Prefix cache hit rate: 60.2%',
  '(APIServer pid=704) INFO:     10.191.23.4:41494 - "POST /v1/chat/completions HTTP/1.1" 500 Internal Server Error',
];
const FRAMES = [
  '(EngineCore_DP0 pid=967) Traceback (most recent call last):',
  '(EngineCore_DP0 pid=967)   File "/usr/lib/python3.12/threading.py", line 1012, in run',
  '(EngineCore_DP0 pid=967)     self._target(*self._args, **self._kwargs)',
  '(EngineCore_DP0 pid=967)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 875, in process_input_sockets',
  '(EngineCore_DP0 pid=967)     request = self.preprocess_add_request(request)',
];

describe("vLLM: an engine core's I/O thread that died", () => {
  it('ends a serving run, named by the thread header where its exception line is cut off', () => {
    const lines = [...SERVING, '(EngineCore_DP0 pid=967) Exception in thread Thread-1 (process_input_sockets):', ...FRAMES];
    expect(readStories(lines, 2025, true)).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: 'Exception in thread Thread-1 (process_input_sockets):', phases: ['ready', 'failed'] }]);
  });

  it('yields the headline to the exception the thread printed', () => {
    const lines = [...SERVING, '(EngineCore_DP0 pid=967) Exception in thread Thread-1 (process_input_sockets):', ...FRAMES, '(EngineCore_DP0 pid=967) KeyError: 3'];
    expect(readStories(lines, 2025)[0]).toMatchObject({ outcome: 'failed', fatal: 'KeyError: 3' });
  });

  it('leaves the run serving when another thread of the engine core died', () => {
    const lines = [...SERVING, '(EngineCore_DP0 pid=967) Exception in thread Thread-3 (log_stats):', ...FRAMES.slice(0, 3)];
    expect(readStories(lines, 2025)[0]).toMatchObject({ outcome: 'ready' });
  });
});
