import { readGlogPrefix, type GlogPrefix } from '@/lib/journal/glog-stamp';
import type { Level } from '@/lib/journal/types';
import type { EnginePrefix } from './types';

const LEVEL: Readonly<Record<string, Level>> = { I: 'info', W: 'warning', E: 'error', F: 'critical' };

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

/**
 * A paste that lost a line's first character leaves glog's prefix without its severity letter (`0614 14:43:50.807869 370
 * pb_stub.cc:598] AttributeError: …`, triton-inference-server/server#3009): the rest is glog's to the character, the level unknown.
 */
function letterless(message: string): GlogPrefix | null {
  const c = message.charCodeAt(0);
  if (c < 48 || c > 57 || message.charCodeAt(4) !== 32) return null;
  const glog = readGlogPrefix(`I${message}`);
  return glog === null ? null : { ...glog, letter: '', end: glog.end - 1 };
}

/**
 * Triton's glog-style prefix (triton-inference-server/common logging.h): `I1216 02:12:33.624737 179
 * model_lifecycle.cc:473] "loading: vllm:1"` → level, stamp and the message alone.
 */
export function tritonPrefix(message: string): EnginePrefix | null {
  const glog = readGlogPrefix(message) ?? letterless(message);
  if (glog === null) return null;
  const line: EnginePrefix = { text: unquote(message.slice(glog.end).trimEnd()), role: null, level: LEVEL[glog.letter] ?? null, stamp: glog.stamp };
  // The Python backend's stub (pb_stub.cc) is a process of its own, one per model instance: its PID is not the server's.
  if (glog.file !== 'pb_stub.cc') line.pid = glog.pid;
  return line;
}
