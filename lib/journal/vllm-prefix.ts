import type { Level, VllmLine } from './types';

const ROLE_TAG = /^\(([A-Za-z][\w.-]*(?: rank=\d+)?) pid=(\d+)(?:, ip=[^)]*)?\)(?: |$)/;
// Newer vLLM prints `[file.py:123]`, older prints `file.py:123]`; the text may be absent.
const LEVEL_LINE = /^(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) (\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?) (?:\[([^\]\s]+)\]|([^\s\]]+)\])(?: ([\s\S]*))?$/;

const LEVEL_OF: Record<string, Level> = {
  DEBUG: 'debug',
  INFO: 'info',
  WARNING: 'warning',
  WARN: 'warning',
  ERROR: 'error',
  CRITICAL: 'critical',
};

function mayStartLevel(code: number): boolean {
  // D, I, W, E, C
  return code === 68 || code === 73 || code === 87 || code === 69 || code === 67;
}

/** The vLLM prefix of a message (role tag, level, stamp, source), or null when the message carries none. */
export function parseVllmLine(message: string): VllmLine | null {
  const first = message.charCodeAt(0);
  let role: string | null = null;
  let pid: number | null = null;
  let rest = message;
  if (first === 40) {
    const tag = ROLE_TAG.exec(message);
    if (tag === null) return null;
    role = tag[1] ?? null;
    pid = Number(tag[2]);
    rest = message.slice(tag[0].length);
  } else if (!mayStartLevel(first)) {
    return null;
  }
  const body = mayStartLevel(rest.charCodeAt(0)) ? LEVEL_LINE.exec(rest) : null;
  if (body === null) {
    if (role === null) return null;
    return { role, pid, level: null, stamp: null, source: null, text: rest };
  }
  return {
    role,
    pid,
    level: LEVEL_OF[body[1] as string] ?? null,
    stamp: body[2] ?? null,
    source: body[3] ?? body[4] ?? null,
    text: body[5] ?? '',
  };
}
