import type { Level } from '@/lib/journal/types';
import type { EnginePrefix } from './types';

const LEVEL: Readonly<Record<string, Level>> = { I: 'info', W: 'warning', E: 'error', F: 'critical' };

// Triton's glog-style prefix (triton-inference-server/common logging.h): level letter, MMDD, wall time, thread id,
// source file and line. Docker Desktop's log view puts its own `YYYY-MM-DD HH:MM:SS ` before it.
const GLOG = /^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?([IWEF])(\d{4} \d\d:\d\d:\d\d\.\d{6}) +\d+ [\w.-]+:\d+\] ?/;
const ESCAPE = /\\(["\\/bfnrt])/g;
const UNESCAPED: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Since 24.x Triton prints each message as a JSON string (`"loading: vllm:1"`, tracebacks as `\n`-escaped text):
 * its first line is what names the error (`Internal: TypeError: …` before `\n\nAt:\n  frames`).
 */
function unquote(text: string): string {
  if (text.length < 2 || text.charCodeAt(0) !== 34 || text.charCodeAt(text.length - 1) !== 34) return text;
  let body = text.slice(1, -1);
  const newline = body.indexOf('\\n');
  if (newline !== -1) body = body.slice(0, newline);
  return body.includes('\\') ? body.replace(ESCAPE, (_, c: string) => UNESCAPED[c]!) : body;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** `I1216 02:12:33.624737 179 model_lifecycle.cc:473] "loading: vllm:1"` → level, stamp and the message alone. */
export function tritonPrefix(message: string): EnginePrefix | null {
  const first = message.charCodeAt(0);
  const letter = first === 73 || first === 87 || first === 69 || first === 70;
  if (letter ? !isDigit(message.charCodeAt(1)) : !isDigit(first) || message.charCodeAt(4) !== 45) return null;
  const m = GLOG.exec(message);
  if (m === null) return null;
  return { text: unquote(message.slice(m[0].length).trimEnd()), role: null, level: LEVEL[m[1]!] ?? null, stamp: m[2]! };
}
