import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// vLLM's NewLineFormatter prints each line of one record's message under that record's prefix. V0's run_mp_engine logs
// `logger.exception(e)`: the exception's message first (here choose_mp_linear_kernel's multi-line ValueError), then the
// Traceback, all under `ERROR MM-DD HH:MM:SS engine.py:366]` (vllm-project/llm-compressor#973).
const TRACEBACK = [
  'ERROR 12-11 21:46:49 engine.py:366] Traceback (most recent call last):',
  'ERROR 12-11 21:46:49 engine.py:366]   File "/x/vllm/engine/multiprocessing/engine.py", line 357, in run_mp_engine',
  'ERROR 12-11 21:46:49 engine.py:366]     engine = MQLLMEngine.from_engine_args(engine_args=engine_args,',
];
const fatalOf = (lines: string[]) => readAttempts(lines, 2024)[0]?.fatal?.headline ?? null;

describe('a logged exception whose message runs over several lines of one record', () => {
  it('is named by the message first line, not its last', () => {
    const lines = [
      '(VllmWorkerProcess pid=67498) INFO 12-11 21:46:49 compressed_tensors_wNa16.py:83] Using MarlinLinearKernel for CompressedTensorsWNA16',
      'ERROR 12-11 21:46:49 engine.py:366] Failed to find a kernel that can implement the WNA16 linear layer. Reasons: ',
      'ERROR 12-11 21:46:49 engine.py:366] MacheteLinearKernel requires capability 90, current compute capability is 80',
      'ERROR 12-11 21:46:49 engine.py:366]  ExllamaLinearKernel cannot implement due to: Exllama only supports float16 activations',
      ...TRACEBACK,
    ];
    expect(fatalOf(lines)).toContain('Failed to find a kernel that can implement the WNA16 linear layer');
  });

  it('lets the last line head when the first does not announce the lines under it', () => {
    // vllm-project/vllm-ascend#1047: the excerpt starts inside torch_npu's long message; its ERR line names the failure.
    const lines = [
      'ERROR 06-03 14:54:23 engine.py:400] Note: ASCEND_LAUNCH_BLOCKING=1 will force ops to run in synchronous mode.',
      'ERROR 06-03 14:54:23 engine.py:400] [ERROR] 2025-06-03-14:54:23 (PID:8648, Device:0, RankID:-1) ERR00100 PTA call acl api failed.',
      'ERROR 06-03 14:54:23 engine.py:400] Traceback (most recent call last):',
      'ERROR 06-03 14:54:23 engine.py:400]   File "/x/vllm/engine/multiprocessing/engine.py", line 391, in run_mp_engine',
      'ERROR 06-03 14:54:23 engine.py:400]     engine = MQLLMEngine.from_engine_args(engine_args=engine_args,',
    ];
    expect(fatalOf(lines)).toContain('ERR00100 PTA call acl api failed');
  });

  it('keeps two records apart when their stamps differ', () => {
    const lines = [
      'ERROR 12-11 21:46:47 engine.py:366] Failed to find a kernel that can implement the WNA16 linear layer. Reasons: ',
      'ERROR 12-11 21:46:49 engine.py:366] RuntimeError: the second record',
      ...TRACEBACK,
    ];
    expect(fatalOf(lines)).toContain('the second record');
  });

  it('keeps two records apart when they come from different logging calls', () => {
    const lines = [
      'ERROR 12-11 21:46:49 engine.py:120] Failed to find a kernel that can implement the WNA16 linear layer. Reasons: ',
      'ERROR 12-11 21:46:49 engine.py:366] RuntimeError: the second record',
      ...TRACEBACK,
    ];
    expect(fatalOf(lines)).toContain('the second record');
  });
});
