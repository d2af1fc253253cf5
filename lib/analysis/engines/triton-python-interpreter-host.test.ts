import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2021).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

// Real lines: triton-inference-server/server#2415 (Triton 2.3.0, the first Python backend, 2021).
const START = [
  "I0114 08:07:45.369202 82 server.cc:120] Initializing Triton Inference Server",
  "I0114 08:07:45.478204 82 pinned_memory_manager.cc:195] Pinned memory pool is created at '0x7f548a000000' with size 268435456",
  'I0114 08:07:45.479845 82 model_repository_manager.cc:714] loading: add_sub:1',
];

describe("the first Python backend's child that could not exec the interpreter", () => {
  it("is the model's cause, and the server is still loading", () => {
    expect(
      read([
        ...START,
        'E0114 08:07:45.483750 88 python.cc:261] Cannot run interpreter host. Errno = 2',
        'python_interpreter_path: python3',
        'python_interpreter_startup: /opt/tritonserver/lib/python/runtime/startup.py',
      ]),
    ).toEqual([['triton', 'running', 'Cannot run interpreter host. Errno = 2']]);
  });

  it('takes neither the words without the errno nor the detail lines alone', () => {
    for (const line of [
      'W0114 08:07:45.483750 88 python.cc:261] Cannot run interpreter host',
      'I0114 08:07:45.483750 88 python.cc:261] Cannot run interpreter host. Errno = 2 (retrying)',
      'python_interpreter_path: python3',
    ]) {
      expect(read([...START, line]), line).toEqual([['triton', 'running', null]]);
    }
  });
});
