import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeVram, processTreeOf } from '@/lib/gpu';
import { PS_ERROR_CODES, type GpuReport } from '@/lib/gpu/types';

const pid = fc.integer({ min: 0, max: 40 });
const psLine = fc.oneof(
  fc.tuple(pid, pid).map(([p, pp]) => `${String(p).padStart(7)} ${String(pp).padStart(7)}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const UUID = 'GPU-00000000-0000-0000-0000-000000000000';

describe('fuzz: the process tree', () => {
  it('any ps output, any parent map (cycles, self-parents, PID 0 and 1) and any attempts: no throw, each process in one segment, via only to a PID its attempt names', () => {
    fc.assert(
      fc.property(
        fc.array(psLine, { maxLength: 60 }),
        fc.constantFrom(0, 0, 0, 1, 127, null),
        fc.uniqueArray(pid, { maxLength: 8 }),
        fc.array(fc.uniqueArray(pid, { maxLength: 5 }), { maxLength: 3 }),
        (lines, code, gpuPids, attemptPids) => {
          const tree = processTreeOf({ stdout: lines.join('\n'), stderr: '', code }, gpuPids);
          if (tree.error) expect(PS_ERROR_CODES).toContain(tree.error.code);
          const report: GpuReport = {
            at: 0,
            gpus: [{ index: 0, uuid: UUID, name: 'x', usedMiB: 80_000, totalMiB: 81_559, utilizationPct: 0 }],
            processes: gpuPids.map((p) => ({ pid: p, gpuUuid: UUID, usedMiB: 10 })),
            error: null,
            tree,
          };
          const attempts = attemptPids.map((pids, index) => ({ index, isCurrent: index === attemptPids.length - 1, pids: pids.map((p) => ({ pid: p })) }));
          const [gpu] = attributeVram(report, attempts);
          expect(gpu!.segments.flatMap((s) => s.pids).sort()).toEqual([...gpuPids].sort());
          for (const s of gpu!.segments) {
            for (const v of s.via ?? []) {
              expect(v.ancestor).toBeGreaterThan(1);
              expect(attemptPids[s.attemptIndex!]).toContain(v.ancestor);
              expect(s.pids).toContain(v.pid);
            }
            if (s.owner === 'other') expect(s.via).toBeUndefined();
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
