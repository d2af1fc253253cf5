import { cleanTerminalText } from './clean-message';
import { unparsedEntry } from './entry';
import type { JournalEntry } from './types';
import { parseVllmLine } from './vllm-prefix';

/** One line of docker's json-file log driver (`/var/lib/docker/containers/<id>/<id>-json.log`): what the container printed, and when. */
export interface DockerJsonLog {
  message: string;
  /** Microseconds since the epoch, like `__REALTIME_TIMESTAMP`; null when `time` is missing or not a date. */
  ts: number | null;
}

/** Reads `{"log":"…\n","stream":"stderr","time":"2025-05-21T03:52:00.40688383Z"}`, or null for any other object. */
export function readDockerJsonLog(record: object): DockerJsonLog | null {
  const { log, stream, time } = record as { log?: unknown; stream?: unknown; time?: unknown };
  if (typeof log !== 'string' || (stream !== 'stdout' && stream !== 'stderr')) return null;
  const ms = typeof time === 'string' ? Date.parse(time) : NaN;
  return { message: log.endsWith('\n') ? log.slice(0, -1) : log, ts: Number.isNaN(ms) ? null : ms * 1000 };
}

/** Reads a pino record `{"level":50,"time":1752516972565,"pid":…,"hostname":…,"msg":"…\n"}`: its `msg` is what the relayed child printed. */
export function readPinoJsonLog(record: object): DockerJsonLog | null {
  const { level, time, msg } = record as { level?: unknown; time?: unknown; msg?: unknown };
  if (typeof msg !== 'string' || typeof level !== 'number' || typeof time !== 'number') return null;
  return { message: msg.endsWith('\n') ? msg.slice(0, -1) : msg, ts: time * 1000 };
}

/** The entry of a docker json-file line, with the same fields a journal line's entry has (the journal's own ones null). */
export function dockerJsonEntry(record: object, seq: number): JournalEntry | null {
  const docker = readDockerJsonLog(record) ?? readPinoJsonLog(record);
  if (docker === null) return null;
  const message = cleanTerminalText(docker.message);
  return { ...unparsedEntry(seq, message), ts: docker.ts, vllm: parseVllmLine(message), parsed: true };
}
