import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// kvcache-ai/ktransformers#1758: the launcher waits on each scheduler's pipe in engine.py and re-raises what it reads (an EOFError
// where the scheduler died first); launch_server and Engine() catch nothing, so the traceback is the launch's end.
const tail = [
  '  File "/home/ubuntu/Documents/sglang/python/sglang/srt/entrypoints/engine.py", line 966, in _launch_subprocesses',
  '    data = scheduler_pipe_readers[i].recv()',
  '  File "/home/ubuntu/anaconda3/envs/kt-kernel/lib/python3.11/multiprocessing/connection.py", line 399, in _recv',
  '    raise EOFError',
  'EOFError',
];
const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

describe("SGLang's launcher waiting on its schedulers", () => {
  it('a traceback through it ends the launch, the EOFError no cause of its own', () => {
    expect(read(tail)).toEqual([['failed', ['failed'], null]]);
  });
  it('the same frame name in another package is no end', () => {
    expect(read([tail[0]!.replace('/sglang/srt/entrypoints/', '/other/'), ...tail.slice(1, 4)])).toEqual([['running', [], null]]);
  });
});
