import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2025 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null }));
};

// NVIDIA Dynamo's LogHandler (dynamo/runtime/logging.py) relays vLLM's loggers as `<RFC 3339> ERROR <module>.<function>: <msg>`,
// the module being the file's name less `.py`. V0's run_mp_engine (engine/multiprocessing/engine.py) logs `logger.exception(e)`
// only as its process dies, the exception's own text first (ai-dynamo/dynamo#1108: `ERROR engine.run_mp_engine: NIXL_ERR_BACKEND`).
const FRAMES = [
  'Traceback (most recent call last):',
  '  File "/venv/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", line 586, in run_mp_engine',
  '    engine = MQLLMEngine.from_vllm_config(',
  '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
  '  File "/venv/lib/python3.12/site-packages/vllm/engine/llm_engine.py", line 481, in _initialize_nixl',
  '    agents_names = self.model_executor.collective_rpc("initialize_nixl", args=(self.engine_id,))',
];

describe("V0's engine.py message behind Dynamo's relay", () => {
  it('names the cause over a traceback cut before its exception line, as the [engine.py:N] form does', () => {
    expect(read(['Initialized NIXL agent: 174a7823', '2025-05-16T04:56:18.119Z ERROR engine.run_mp_engine: NIXL_ERR_BACKEND', ...FRAMES])).toEqual([
      { outcome: 'failed', fatal: 'NIXL_ERR_BACKEND' },
    ]);
  });

  it('alone, with no traceback, ends the start as failed with its text', () => {
    expect(read(['2025-05-16T04:56:18.119Z ERROR engine.run_mp_engine: CUDA error: out of memory'])).toEqual([{ outcome: 'failed', fatal: 'CUDA error: out of memory' }]);
  });

  it("another module's relayed ERROR over a cut traceback names nothing", () => {
    const got = read(['2025-05-16T04:56:18.119Z ERROR serving_chat.create_chat_completion: Error in preprocessing prompt inputs', ...FRAMES]);
    expect(got[0]!.fatal).not.toBe('Error in preprocessing prompt inputs');
  });

  it("engine.py's relayed INFO or WARN line ends nothing", () => {
    expect(read(['2025-05-16T04:56:18.119Z INFO engine.process_input_socket: Added request 1.']).map((a) => a.outcome)).not.toContain('failed');
    expect(read(['2025-05-16T04:56:18.119Z WARN engine.run_mp_engine: NIXL_ERR_BACKEND']).map((a) => a.outcome)).not.toContain('failed');
  });
});
