import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Python prints an exception's message as it is, newlines and all, and a chained report's separator only after the whole
// message: the lines between the exception line and `During handling …` belong to that report (TGI#2121's NCCL error).
const read = (lines: string[]) => {
  const a = readAttempts(lines, 2024)[0]!;
  return { outcome: a.outcome, blocks: a.errors.map((e) => [e.kind, e.headline.slice(0, 40), e.seqs.length]) };
};
const LOGGED = [
  '2024-06-26T07:35:08.486443Z ERROR text_generation_launcher: Method Prefill encountered an error.',
  'Traceback (most recent call last):',
  '  File "/opt/conda/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 2219, in all_reduce',
  '    work = group.allreduce([tensor], opts)',
  'torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:2395, unhandled cuda error, NCCL version 2.20.5',
  'ncclUnhandledCudaError: Call to CUDA function failed.',
  'Last error:',
  "Cuda failure 'device-side assert triggered'",
  '',
  'During handling of the above exception, another exception occurred:',
  '',
  'Traceback (most recent call last):',
  '  File "/opt/conda/bin/text-generation-server", line 8, in <module>',
  '    sys.exit(app())',
];

describe("a chained traceback whose first exception's message runs over several lines", () => {
  it('stays one report, headed by the logger line that caught it', () => {
    const { blocks } = read(LOGGED);
    expect(blocks).toEqual([['traceback', 'torch.distributed.DistBackendError: NCCL', LOGGED.filter((l) => l !== '').length]]);
  });

  it('the caught report is no uncaught death of the process', () => {
    expect(read(LOGGED).outcome).not.toBe('failed');
  });

  it('an error line between the exception and the separator is not part of the message', () => {
    const other = [...LOGGED.slice(0, 6), '2024-06-26T07:35:08.500000Z ERROR text_generation_launcher: Shard 1 crashed', ...LOGGED.slice(6)];
    expect(read(other).blocks.length).toBeGreaterThan(1);
  });
});
