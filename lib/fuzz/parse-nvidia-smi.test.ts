import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNvidiaSmi } from '@/lib/gpu';
import { GPU_ERROR_CODES } from '@/lib/gpu/types';

const gpuRow = fc
  .tuple(
    fc.nat({ max: 15 }),
    fc.uuid(),
    fc.constantFrom('NVIDIA H100 80GB HBM3', 'NVIDIA B200', 'NVIDIA GeForce RTX 4090, Rev A'),
    fc.oneof(fc.nat({ max: 200_000 }).map(String), fc.constantFrom('[N/A]', '[Not Supported]', 'N/A', '-1', '7e3', 'abc', '')),
    fc.oneof(fc.nat({ max: 200_000 }).map(String), fc.constant('[N/A]')),
    fc.oneof(fc.nat({ max: 100 }).map(String), fc.constant('[N/A]')),
  )
  .map(([i, uuid, name, used, total, util]) => `${i}, GPU-${uuid}, ${name}, ${used}, ${total}, ${util}`);

const appRow = fc
  .tuple(fc.oneof(fc.nat({ max: 4_000_000 }).map(String), fc.constant('x')), fc.uuid(), fc.oneof(fc.nat({ max: 90_000 }).map(String), fc.constant('[N/A]')))
  .map(([pid, uuid, mib]) => `${pid}, GPU-${uuid}, ${mib}`);

const garbage = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom(
  "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.",
  'Failed to initialize NVML: Driver/library version mismatch',
  'No devices were found',
  'bash: nvidia-smi: command not found',
  'No running processes found',
));

const stdout = (row: fc.Arbitrary<string>) => fc.oneof(fc.array(row, { maxLength: 10 }).map((r) => r.join('\n')), garbage);
const code = fc.oneof(fc.constantFrom(0, 0, 0, 6, 9, 18, 127, 255), fc.constant(null));

describe('fuzz: parseNvidiaSmi', () => {
  it('never throws; either a typed error or one sample per row', () => {
    fc.assert(
      fc.property(stdout(gpuRow), garbage, code, stdout(appRow), garbage, code, (gpuStdout, gpuStderr, gpuCode, appsStdout, appsStderr, appsCode) => {
        const report = parseNvidiaSmi({ gpuStdout, gpuStderr, gpuCode, appsStdout, appsStderr, appsCode, at: 1 });
        if (report.error) {
          expect(GPU_ERROR_CODES).toContain(report.error.code);
          expect(report.error.message.length).toBeLessThanOrEqual(300);
        } else {
          expect(report.gpus).toHaveLength(gpuStdout.split('\n').filter((l) => l.trim() !== '').length);
          for (const g of report.gpus) for (const v of [g.usedMiB, g.totalMiB, g.utilizationPct]) expect(v === null || Number.isFinite(v)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
