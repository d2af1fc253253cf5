import 'server-only';
import type { Client, ClientChannel } from 'ssh2';
import { RadarError } from '@/lib/api/errors';
import type { ExecResult } from '@/lib/transports/types';
import { STDERR_MAX_BYTES } from './constants';
import { OutputBuffer } from './output-buffer';

/** The session channel could not be opened: the connection is gone, retrying on a new one is safe. */
export class ChannelOpenError extends Error {
  override name = 'ChannelOpenError';
}

export interface RunOptions {
  label: string;
  timeoutMs: number;
  maxBytes: number;
  /** False once the connection has closed; tells a drop from a normal end. */
  isAlive: () => boolean;
  /** Called when the timeout hit before the server even confirmed the channel: the connection is likely dead. */
  onStall?: () => void;
}

export function runCommand(client: Client, command: string, opts: RunOptions): Promise<ExecResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let channel: ClientChannel | null = null;
    let done = false;
    let code: number | null | undefined;
    let killedByUs = false;
    const stdout = new OutputBuffer(opts.maxBytes);
    const stderr = new OutputBuffer(STDERR_MAX_BYTES);

    const stop = () => {
      killedByUs = true;
      if (!channel) return;
      try {
        channel.signal('KILL');
      } catch {
        // The channel may already be closing.
      }
      channel.close();
    };
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      if (!channel) opts.onStall?.();
      stop();
      reject(new RadarError('timeout', `command on ${opts.label} did not finish within ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);

    try {
      client.exec(command, (err, ch) => {
        if (err) {
          done = true;
          clearTimeout(timer);
          return reject(opts.isAlive() ? new RadarError('command_failed', `cannot start a command on ${opts.label}: ${err.message}`) : new ChannelOpenError(err.message));
        }
        channel = ch;
        if (done) return stop();
        ch.on('data', (chunk: Buffer) => {
          if (stdout.push(chunk) && !killedByUs) stop();
        });
        ch.stderr.on('data', (chunk: Buffer) => void stderr.push(chunk));
        // A stream error is followed by 'close', which settles the call; unhandled it would crash the server.
        ch.on('error', () => undefined);
        ch.on('exit', (exitCode: number | null) => {
          code = typeof exitCode === 'number' ? exitCode : null;
        });
        ch.on('close', () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          if (code === undefined && !killedByUs && !opts.isAlive()) {
            return reject(new RadarError('unreachable', `connection to ${opts.label} dropped while the command was running`));
          }
          const out = stdout.text();
          resolve({
            stdout: out.text,
            stderr: stderr.text().text,
            code: code ?? null,
            truncated: out.truncated,
            durationMs: performance.now() - started,
          });
        });
      });
    } catch (err) {
      done = true;
      clearTimeout(timer);
      reject(new ChannelOpenError((err as Error).message));
    }
  });
}
