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
