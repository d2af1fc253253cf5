import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null, phases: a.phases.map((p) => p.name) }));

// PrimeIntellect-ai/verifiers#181 (vf-vllm, NCCL_DEBUG=INFO): the trainer's weight-sync communicator fails in NCCL's init.
const NCCL = [
  "[2025-08-01 10:48:03] fc43338b90ad54b5eb2f-n0-0:30344:30344 [0] transport/p2p.cc:298 NCCL WARN Cuda failure 'invalid argument'",
  'fc43338b90ad54b5eb2f-n0-0:30344:30344 [0] NCCL INFO transport.cc:197 -> 1',
  'fc43338b90ad54b5eb2f-n0-0:30344:30344 [0] NCCL INFO init.cc:1730 -> 1',
];

describe("an end line the engine core's next line says it caught", () => {
  it('is no end: the utility call failed, the engine goes on', () => {
    const lines = [...NCCL, 'ERROR 08-01 10:48:03 [core.py:459] Invocation of collective_rpc method failed', 'ERROR 08-01 10:48:03 [core.py:459] Traceback (most recent call last):'];
    expect(read(lines)).toEqual([{ outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });

  it('still ends a start whose init trace nothing caught', () => {
    expect(read(NCCL)[0]!.outcome).toBe('failed');
  });
});
