import type { Level } from '@/lib/journal/types';
import { llamacppPrefix } from './llamacpp-prefix';
import type { EnginePrefix } from './types';

const LEVEL: Record<string, Level> = { DEBUG: 'debug', INFO: 'info', WARN: 'warning', ERROR: 'error', TRACE: 'debug' };

// slog's text handler: `time=2024-11-09T22:02:18.514+01:00 level=INFO source=server.go:596 msg="waiting for …" status=…`.
// A quoted msg whose closing quote is missing was cut with the line (journalctl's pager ends a cut line with `>`): the value
// runs to the cut.
// Pasted with the time field cut off (`level=INFO source=runner.go:60 msg=…`, ollama/ollama#16957), it is the same line; so it
// is with the level and source elided by hand (`time=... msg="Listening on …"`). Ollama's slog always adds the source: a
// `level=INFO msg=…` without it is another Go program's (Docker Model Runner relaying llama.cpp).
const LOGFMT = /^(?=time=|level=)(?:time=(\S+) )?(?:level=([A-Z]+) source=\S+ )?msg=(?:"((?:[^"\\]|\\.)*)(?:"|$)|(\S*))/;
// An elided stamp (`time=...`) is no time.
const HAS_DIGIT = /\d/;
// Go's log package before slog (Ollama ≤ 0.1.3x): `2024/08/16 07:56:25 routes.go:1125: INFO server config env=…`.
const GO_LOG = /^(\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d) [\w.-]+\.go:\d+: (?:([A-Z]+) )?/;

/** Ollama's own logfmt or Go log prefix; the runner's llama.cpp lines keep llama.cpp's. The text is slog's msg value, then its attributes. */
function logfmt(line: string): EnginePrefix | null {
  const m = LOGFMT.exec(line);
  if (m === null) return null;
  const msg = m[3] === undefined ? m[4]! : m[3].replace(/\\(.)/g, '$1');
  // The attributes after msg (`error="llama runner process has terminated: …"`) carry the cause: kept for the headline.
  const rest = line.slice(m[0].length).trim();
  const stamp = m[1] !== undefined && HAS_DIGIT.test(m[1]) ? m[1] : null;
  return { text: rest === '' ? msg : `${msg} ${rest}`, role: null, level: m[2] === undefined ? null : (LEVEL[m[2]] ?? null), stamp };
}

export function ollamaPrefix(message: string): EnginePrefix | null {
  const first = message.charCodeAt(0);
  if (first === 116 || first === 108) return logfmt(message) ?? llamacppPrefix(message);
  // A container's own prefix before slog's line: `ollama  | time=…`, Docker Desktop's `2025-03-06 23:36:39 time=…`.
  const at = message.lastIndexOf(' time=', 40);
  if (at > 0) {
    const inner = logfmt(message.slice(at + 1));
    if (inner !== null) return inner;
  }
  if (first >= 48 && first <= 57) {
    const go = goLog(message);
    if (go !== null) return go;
  }
  // Each record pasted behind an indent (one space before every line of an issue's log, ollama/ollama#9863): still slog's or
  // Go's log line. An indented line of anything else (a hand-wrapped continuation, llama.cpp's `  Device 0: …`) is left as it is.
  if (first === 32) {
    const body = message.trimStart();
    const c = body.charCodeAt(0);
    const inner = c === 116 || c === 108 ? logfmt(body) : c >= 48 && c <= 57 ? goLog(body) : null;
    if (inner !== null) return inner;
  }
  return llamacppPrefix(message);
}

function goLog(message: string): EnginePrefix | null {
  const m = GO_LOG.exec(message);
  return m === null ? null : { text: message.slice(m[0].length), role: null, level: (m[2] && LEVEL[m[2]]) || null, stamp: m[1]! };
}
