import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GpuParseError, parseComputeApps, parseGpuQuery, parseNvidiaSmi, parseSmiNumber } from './parse-nvidia-smi';

const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');
const ok = (gpuStdout: string, appsStdout = '') => ({ gpuStdout, gpuStderr: '', gpuCode: 0, appsStdout, appsStderr: '', appsCode: 0, at: 1 });

describe('parseGpuQuery', () => {
  it('reads the 8× H100 sample', () => {
    const gpus = parseGpuQuery(fixture('h100-8x.gpus.csv'));
    expect(gpus).toHaveLength(8);
    expect(gpus[0]).toEqual({
      index: 0,
      uuid: 'GPU-5f1c2d3e-1100-4b6a-9c8d-7e2a4b6c8d00',
      name: 'NVIDIA H100 80GB HBM3',
      usedMiB: 74213,
      totalMiB: 81559,
      utilizationPct: 97,
    });
    expect(gpus.map((g) => g.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('turns [N/A] memory (GB10, llama-swap#782) into null', () => {
    expect(parseGpuQuery(fixture('gb10-na.gpus.csv'))[0]).toMatchObject({ name: 'NVIDIA GB10', usedMiB: null, totalMiB: null, utilizationPct: 0 });
  });

  it('keeps a name with a comma whole', () => {
    expect(parseGpuQuery('0, GPU-1, NVIDIA A100-SXM4-80GB, rev 2, 100, 81920, 5\n')[0]!.name).toBe('NVIDIA A100-SXM4-80GB, rev 2');
  });

  it('tolerates CRLF and blank lines', () => {
    expect(parseGpuQuery('\r\n0, GPU-1, NVIDIA B200, 1, 183359, 0\r\n\r\n')).toHaveLength(1);
  });

  it.each(['0, GPU-1, x', 'zero, GPU-1, NVIDIA B200, 1, 2, 3', '0, GPU-1, NVIDIA B200, 1 MiB, 2, 3'])('throws GpuParseError on %j', (csv) =>
    expect(() => parseGpuQuery(csv)).toThrow(GpuParseError),
  );
});

describe('"No running processes found"', () => {
  it('means no processes in the process list, but is not a GPU row in the GPU query', () => {
    const report = parseNvidiaSmi({ gpuStdout: 'No running processes found', gpuStderr: '', gpuCode: 0, appsStdout: '', appsStderr: '', appsCode: 0, at: 1 });
    expect(report.error?.code).toBe('parse_error');
    expect(parseComputeApps('No running processes found\n')).toEqual([]);
  });
});

describe('parseSmiNumber on real rows from public threads', () => {
  it('reads every field of the real rows as a number or null', () => {
    const lines = fixture('real-rows.txt').trim().split('\n');
    const numeric = (row: string) => row.split(',').map((f) => f.trim()).filter((f) => /^\[|^\d+(\.\d+)?$|^N\/A$/.test(f));
    expect(numeric(lines[0]!).map(parseSmiNumber)).toEqual([2004, 2004, 0, 44, null, 0, 0]);
    expect(numeric(lines[1]!).map(parseSmiNumber)).toEqual([2004, 2004, 0, 44, null, 0, 0]);
    expect(numeric(lines[2]!).map(parseSmiNumber).filter((n) => n === null)).toHaveLength(16);
    expect(numeric(lines[3]!).map(parseSmiNumber)).toEqual([null, null, 0]);
  });
});

describe('parseComputeApps', () => {
  it('empty output means no processes', () => {
    expect(parseComputeApps('')).toEqual([]);
    expect(parseComputeApps('\n')).toEqual([]);
  });
  it('reads PIDs, GPU UUIDs and MiB', () => {
    const apps = parseComputeApps(fixture('b200-8x-loading.apps.csv'));
    expect(apps).toHaveLength(9);
    expect(apps.at(-1)).toEqual({ pid: 221404, gpuUuid: 'GPU-9b3d6a0e-41a3-5c1e-8a2f-3c9e1d7b2a03', usedMiB: 1840 });
  });
  it('used_memory [N/A] (no per-process accounting) is null', () => {
    expect(parseComputeApps('4242, GPU-1, [N/A]')).toEqual([{ pid: 4242, gpuUuid: 'GPU-1', usedMiB: null }]);
  });
});

describe('parseNvidiaSmi', () => {
  it('combines both queries', () => {
    const report = parseNvidiaSmi(ok(fixture('b200-8x-loading.gpus.csv'), fixture('b200-8x-loading.apps.csv')));
    expect(report.error).toBeNull();
    expect(report.gpus).toHaveLength(8);
    expect(report.gpus.every((g) => g.totalMiB === 183359)).toBe(true);
    expect(report.processes).toHaveLength(9);
  });

  it.each([
    ['no-driver.stdout', 9, 'no_nvidia_driver'],
    ['driver-mismatch.stdout', 18, 'driver_mismatch'],
    ['no-devices.stdout', 6, 'no_devices'],
  ] as const)('%s (exit %i) → %s', (file, code, expected) => {
    const text = fixture(file);
    const report = parseNvidiaSmi({ ...ok(text), gpuCode: code });
    expect(report.error).toEqual({ code: expected, message: text.trim().split('\n')[0] });
    expect(report.gpus).toEqual([]);
  });

  it('the driver text wins even with an unexpected exit code', () => {
    expect(parseNvidiaSmi({ ...ok(fixture('no-driver.stdout')), gpuCode: 255 }).error?.code).toBe('no_nvidia_driver');
  });

  it.each([
    [127, '', 'bash: line 1: nvidia-smi: command not found'],
    [127, '', 'sh: 1: nvidia-smi: not found'],
    [1, '', 'spawn nvidia-smi ENOENT: No such file or directory'],
  ])('exit %i %j → not_installed', (code, stdout, stderr) => {
    expect(parseNvidiaSmi({ ...ok(stdout), gpuCode: code, gpuStderr: stderr }).error?.code).toBe('not_installed');
  });

  it('unparseable output is parse_error, not a throw', () => {
    expect(parseNvidiaSmi(ok('<html>hello</html>')).error?.code).toBe('parse_error');
    expect(parseNvidiaSmi({ ...ok(fixture('h100-8x.gpus.csv'), 'garbage'), at: 5 })).toMatchObject({ at: 5, processes: [], error: { code: 'parse_error' } });
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.integer({ min: 0, max: 255 })), (a, b, code) => {
        const report = parseNvidiaSmi({ gpuStdout: a, gpuStderr: b, gpuCode: code ?? null, appsStdout: b, appsStderr: a, appsCode: 0, at: 0 });
        expect(Array.isArray(report.gpus)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
