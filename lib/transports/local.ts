import 'server-only';
import { spawn } from 'node:child_process';
import { RadarError } from '@/lib/api/errors';
import { getEnv } from '@/lib/env';
import { DEFAULT_MAX_BYTES, STDERR_MAX_BYTES } from '@/lib/ssh/constants';
import { OutputBuffer } from '@/lib/ssh/output-buffer';
import type { ExecOptions, ExecResult, Transport } from './types';

export interface LocalTransportOptions {
  commandTimeoutMs?: number;
}

/** Runs the same argv on this machine, without a shell; same timeout, cap and exit-code semantics as ssh. */
export function createLocalTransport(opts: LocalTransportOptions = {}): Transport {
  return {
    kind: 'local',
    exec: (argv, execOpts) => runLocal(argv, { timeoutMs: execOpts?.timeoutMs ?? opts.commandTimeoutMs ?? getEnv().RADAR_COMMAND_TIMEOUT_MS, maxBytes: execOpts?.maxBytes }),
    close: async () => undefined,
  };
}

export function runLocal(argv: readonly string[], opts: ExecOptions & { timeoutMs: number }): Promise<ExecResult> {
  const [file, ...args] = argv;
  if (!file) return Promise.reject(new RadarError('command_failed', 'empty command'));
  const started = performance.now();
  const stdout = new OutputBuffer(opts.maxBytes ?? DEFAULT_MAX_BYTES);
  const stderr = new OutputBuffer(STDERR_MAX_BYTES);
  return new Promise((resolve, reject) => {
    // detached: the child leads its own process group, so a timeout kills its children too.
    const child = spawn(file, args, { shell: false, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let killed = false;
    let timedOut = false;
    const kill = () => {
      killed = true;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, opts.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.push(chunk) && !killed) kill();
    });
    child.stderr.on('data', (chunk: Buffer) => void stderr.push(chunk));
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // Mirror what a remote shell answers for a missing program.
      if (err.code === 'ENOENT') resolve(result(127, `${file}: command not found\n`));
      else reject(new RadarError('command_failed', `cannot run ${file}: ${err.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) return reject(new RadarError('timeout', `command on this host did not finish within ${opts.timeoutMs} ms`));
      resolve(result(code, stderr.text().text));
    });
    function result(code: number | null, err: string): ExecResult {
      const out = stdout.text();
      return { stdout: out.text, stderr: err, code, truncated: out.truncated, durationMs: performance.now() - started };
    }
  });
}
