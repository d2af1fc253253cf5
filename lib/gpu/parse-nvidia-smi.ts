import type { GpuError, GpuErrorCode, GpuProcess, GpuReport, GpuSample } from './types';
import { firstLine } from './first-line';

export class GpuParseError extends Error {
  override name = 'GpuParseError';
}

const NOT_AVAILABLE = new Set(['[N/A]', '[Not Supported]', 'N/A', '[Unknown Error]', '[Insufficient Permissions]', '[GPU is lost]', '']);

/** A numeric CSV field; nvidia-smi's "not available" markers become null. */
export function parseSmiNumber(field: string): number | null {
  const value = field.trim();
  if (NOT_AVAILABLE.has(value)) return null;
  if (!/^\d+(\.\d+)?$/.test(value)) throw new GpuParseError(`Not a number: ${value.slice(0, 40)}`);
  return Number(value);
}

const NO_PROCESSES = /^No running (compute )?processes found/i;

function rows(csv: string, skip?: RegExp): string[][] {
  return csv
    .split('\n')
    .map((line) => line.replace(/\r$/, '').trim())
    .filter((line) => line !== '' && !skip?.test(line))
    .map((line) => line.split(',').map((f) => f.trim()));
}

/** `--query-gpu=index,uuid,name,memory.used,memory.total,utilization.gpu --format=csv,noheader,nounits` */
export function parseGpuQuery(csv: string): GpuSample[] {
  return rows(csv).map((f) => {
    if (f.length < 6) throw new GpuParseError(`Expected 6 fields, got ${f.length}`);
    const index = parseSmiNumber(f[0]!);
    if (index === null || !Number.isInteger(index)) throw new GpuParseError(`Bad GPU index: ${f[0]}`);
    const tail = f.slice(-3);
    return {
      index,
      uuid: f[1]!,
      // A name with commas splits into extra fields; the three numbers are always last.
      name: f.slice(2, -3).join(', '),
      usedMiB: parseSmiNumber(tail[0]!),
      totalMiB: parseSmiNumber(tail[1]!),
      utilizationPct: parseSmiNumber(tail[2]!),
    };
  });
}

/** `--query-compute-apps=pid,gpu_uuid,used_memory --format=csv,noheader,nounits`; empty output = no processes. */
export function parseComputeApps(csv: string): GpuProcess[] {
  // Only the process list says so; in the GPU query the same line is not a GPU and must not vanish.
  return rows(csv, NO_PROCESSES).map((f) => {
    if (f.length !== 3) throw new GpuParseError(`Expected 3 fields, got ${f.length}`);
    const pid = parseSmiNumber(f[0]!);
    if (pid === null || !Number.isInteger(pid)) throw new GpuParseError(`Bad PID: ${f[0]}`);
    return { pid, gpuUuid: f[1]!, usedMiB: parseSmiNumber(f[2]!) };
  });
}

const FAILURE_TEXT: [RegExp, GpuErrorCode][] = [
  [/couldn't communicate with the NVIDIA driver/i, 'no_nvidia_driver'],
  [/Driver\/library version mismatch/i, 'driver_mismatch'],
  [/No devices were found/i, 'no_devices'],
  [/command not found|: not found|No such file or directory/i, 'not_installed'],
];

const FAILURE_CODE: Record<number, GpuErrorCode> = { 9: 'no_nvidia_driver', 18: 'driver_mismatch', 6: 'no_devices', 127: 'not_installed' };

/** The typed error for a failed nvidia-smi run, or null when it succeeded. */
export function classifySmiFailure(code: number | null, stdout: string, stderr: string): GpuError | null {
  const text = `${stderr}\n${stdout}`;
  const byText = FAILURE_TEXT.find(([re]) => re.test(text));
  if (code === 0 && !byText) return null;
  const kind = byText?.[1] ?? (code !== null ? FAILURE_CODE[code] : undefined) ?? 'parse_error';
  const message = firstLine(stderr) ?? firstLine(stdout) ?? `nvidia-smi exited with ${code ?? 'a signal'}`;
  return { code: kind, message };
}

export interface NvidiaSmiRun {
  gpuStdout: string;
  gpuStderr: string;
  gpuCode: number | null;
  appsStdout: string;
  appsStderr: string;
  appsCode: number | null;
  /** Epoch milliseconds. */
  at: number;
}

/** Both nvidia-smi queries → GpuReport. Never throws: failures become a typed `error`. */
export function parseNvidiaSmi(run: NvidiaSmiRun): GpuReport {
  const gpuFailure = classifySmiFailure(run.gpuCode, run.gpuStdout, run.gpuStderr);
  if (gpuFailure) return { at: run.at, gpus: [], processes: [], error: gpuFailure };
  let gpus: GpuSample[];
  try {
    gpus = parseGpuQuery(run.gpuStdout);
  } catch (err) {
    return { at: run.at, gpus: [], processes: [], error: parseError(err) };
  }
  const appsFailure = classifySmiFailure(run.appsCode, run.appsStdout, run.appsStderr);
  if (appsFailure) return { at: run.at, gpus, processes: [], error: appsFailure };
  try {
    return { at: run.at, gpus, processes: parseComputeApps(run.appsStdout), error: null };
  } catch (err) {
    return { at: run.at, gpus, processes: [], error: parseError(err) };
  }
}

function parseError(err: unknown): GpuError {
  return { code: 'parse_error', message: err instanceof Error ? err.message : 'Unreadable nvidia-smi output' };
}
