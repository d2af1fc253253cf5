import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

// threading.excepthook prints a thread's uncaught exception as `Exception in thread NAME:` and the stack from
// `Thread._bootstrap_inner` down; only that thread ends. SGLang 0.2's warmup thread died so on `res.json()` (placed before the
// branch that logs `Initialization failed` and kills the tree) and left the server up, never warmed (xorbitsai/inference#2126).
const warmupThread = [
  'Traceback (most recent call last):',
  '  File "/env/lib/python3.11/threading.py", line 1045, in _bootstrap_inner',
  '    self.run()',
  '  File "/env/lib/python3.11/threading.py", line 982, in run',
  '    self._target(*self._args, **self._kwargs)',
  '  File "/env/lib/python3.11/site-packages/sglang/srt/server.py", line 410, in _wait_and_warmup',
  '    model_info = res.json()',
  '  File "/env/lib/python3.11/site-packages/requests/models.py", line 978, in json',
  '    raise RequestsJSONDecodeError(e.msg, e.doc, e.pos)',
  'requests.exceptions.JSONDecodeError: Expecting value: line 1 column 1 (char 0)',
];

describe("a thread's uncaught exception", () => {
  it('ends the thread, not the process: running, with the exception named', () => {
    expect(read(warmupThread)).toEqual([{ outcome: 'running', fatal: 'requests.exceptions.JSONDecodeError: Expecting value: line 1 column 1 (char 0)' }]);
    expect(read(['Exception in thread Thread-1 (_wait_and_warmup):', ...warmupThread])).toEqual([
      { outcome: 'running', fatal: 'requests.exceptions.JSONDecodeError: Expecting value: line 1 column 1 (char 0)' },
    ]);
  });

  it("the main module's own uncaught exception still ends the process", () => {
    const main = [
      'Traceback (most recent call last):',
      '  File "/env/lib/python3.11/site-packages/sglang/launch_server.py", line 14, in <module>',
      '    launch_server(server_args)',
      '  File "/env/lib/python3.11/site-packages/requests/models.py", line 978, in json',
      '    raise RequestsJSONDecodeError(e.msg, e.doc, e.pos)',
      'requests.exceptions.JSONDecodeError: Expecting value: line 1 column 1 (char 0)',
    ];
    expect(read(main)).toEqual([{ outcome: 'failed', fatal: 'requests.exceptions.JSONDecodeError: Expecting value: line 1 column 1 (char 0)' }]);
  });

  // threading.excepthook prints its `Exception in thread NAME:` header above the stack: a paste that kept only the last frames
  // (ai-dynamo/dynamo#15060: mpi4py's pool thread of a TensorRT-LLM worker, which then hangs) is still the thread's report.
  const cutThread = [
    'Exception in thread Thread-1 (_manager_spawn):',
    '  File ".../mpi4py/futures/_lib.py", line 938, in client_spawn',
    '    comm = MPI.COMM_SELF.Spawn(python_exe, args, max_workers, info)',
    'mpi4py.MPI.Exception: MPI_ERR_UNKNOWN: unknown error',
  ];

  it('headed by `Exception in thread NAME:` over its last frames only, it is still the thread\'s', () => {
    expect(read(cutThread)).toEqual([{ outcome: 'running', fatal: 'mpi4py.MPI.Exception: MPI_ERR_UNKNOWN: unknown error' }]);
  });

  it('the header counts only right above the stack: another line of the process between them undoes it', () => {
    expect(read([cutThread[0]!, 'rank 0 using MpiPoolSession to spawn MPI processes', ...cutThread.slice(1)])).toEqual([
      { outcome: 'failed', fatal: 'mpi4py.MPI.Exception: MPI_ERR_UNKNOWN: unknown error' },
    ]);
  });
});
