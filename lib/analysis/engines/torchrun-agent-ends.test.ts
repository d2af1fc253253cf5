import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { isWrapperText, lineSignal } from './rule-sets';
import { VLLM } from './vllm';

const attemptsOf = (lines: string[]) => analyse(parseLog(lines.join('\n') + '\n', { year: 2025 }).entries).attempts;

// torchrun's elastic agent on a worker that failed, and the ChildFailedError summary it raises (vllm-project/vllm#9369 shows the
// summary; meta-llama/llama#706 and OEvortex/unsloth#10 the agent's line behind its two logging prefixes).
const SUMMARY = [
  'Traceback (most recent call last):',
  '  File "/opt/conda/bin/torchrun", line 33, in <module>',
  "    sys.exit(load_entry_point('torch==2.4.0', 'console_scripts', 'torchrun')())",
  '  File "/opt/conda/lib/python3.10/site-packages/torch/distributed/launcher/api.py", line 264, in launch_agent',
  '    raise ChildFailedError(',
  'torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ',
  '============================================================',
  'vLLM_debug.py FAILED',
  '------------------------------------------------------------',
  'Root Cause (first observed failure):',
  '[0]:',
  '  time      : 2024-10-15_17:54:04',
  '  rank      : 0 (local_rank: 0)',
  '  exitcode  : 1 (pid: 44710)',
  '============================================================',
];

describe("torchrun's report of a worker that failed", () => {
  it("reads the agent's `failed (exitcode: …) local_rank: …` line as how the worker ended, not why", () => {
    expect(lineSignal(null, 'ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 333202) of binary: /usr/bin/python3')).toMatchObject({ end: 'failed', cause: false });
    expect(lineSignal(VLLM, 'E0801 13:23:20.000000 32974 torch/distributed/elastic/multiprocessing/api.py:874] failed (exitcode: 1) local_rank: 3 (pid: 33054) of binary: /usr/bin/python3')).toMatchObject({ end: 'failed' });
  });

  it('names no cause from the ChildFailedError summary alone: it only repeats exit codes', () => {
    expect(isWrapperText([], 'torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ')).toBe(true);
    const [a] = attemptsOf(SUMMARY);
    expect([a?.outcome, a?.fatal]).toEqual(['failed', null]);
  });

  it("names the worker's own exception printed above the agent's lines", () => {
    const [a] = attemptsOf([
      '[rank0]:   File "/usr/local/lib/python3.10/dist-packages/vllm/distributed/device_communicators/pynccl_wrapper.py", line 223, in NCCL_CHECK',
      '[rank0]:     raise RuntimeError(f"NCCL error: {error_str}")',
      '[rank0]: RuntimeError: NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)',
      'E1015 17:54:04.123000 140 torch/distributed/elastic/multiprocessing/api.py:833] failed (exitcode: 1) local_rank: 0 (pid: 44710) of binary: /opt/conda/bin/python',
      ...SUMMARY,
    ]);
    expect([a?.engine, a?.outcome, a?.fatal?.headline]).toEqual(['vllm', 'failed', 'RuntimeError: NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)']);
  });

  it.each([
    // the agent stopping the other workers after one failed: its own act, no end of a worker's
    'WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 153929 closing signal SIGTERM',
    // the summary's fields, and a worker that exited 0
    '  exitcode  : 1 (pid: 44710)',
    'failed (exitcode: 0) local_rank: 0 (pid: 1) of binary: /usr/bin/python3',
    // another program's error class ending in the same word
    'ray.exceptions.ChildFailedError: worker died',
  ])('ends nothing on %s', (line) => {
    expect(lineSignal(null, line)?.end ?? null).toBeNull();
  });
});
