import type { Level, VllmLine } from './types';

const LEVEL_WORDS: readonly (readonly [string, Level])[] = [
  ['DEBUG ', 'debug'],
  ['INFO ', 'info'],
  ['WARNING ', 'warning'],
  ['WARN ', 'warning'],
  ['ERROR ', 'error'],
  ['CRITICAL ', 'critical'],
];

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

function isRoleChar(c: number): boolean {
  return isAlpha(c) || isDigit(c) || c === 95 || c === 46 || c === 45 || c === 58;
}

// The same set as a regex `\s`.
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 5760 || (c >= 8192 && c <= 8202) || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}

/** The number the digits from `i` on spell (a PID: never more than a few digits). */
function digitsValue(s: string, i: number): number {
  let n = 0;
  for (let c = s.charCodeAt(i); isDigit(c); c = s.charCodeAt(++i)) n = n * 10 + (c - 48);
  return n;
}

function skipDigits(s: string, i: number): number {
  while (isDigit(s.charCodeAt(i))) i++;
  return i;
}

/** Index after `(Role[ rank=N] pid=N[, ip=…])` and one space, or -1. */
function roleTagEnd(s: string): number {
  // Ray names a remote function's process after the function, a private one too: `(_get_vllm_engine_config pid=N)`.
  const start = s.charCodeAt(1) === 95 ? 2 : 1;
  if (!isAlpha(s.charCodeAt(start))) return -1;
  let i = 2;
  while (isRoleChar(s.charCodeAt(i))) i++;
  // Launchers that wrap the server print their own task name the same way, after a comma: SkyPilot's `(task, pid=N)`,
  // `(worker1, rank=1, pid=N, ip=…)`.
  if (s.charCodeAt(i) === 44 && (s.startsWith(', pid=', i) || s.startsWith(', rank=', i))) i++;
  if (s.startsWith(' rank=', i)) {
    const end = skipDigits(s, i + 6);
    if (end === i + 6) return -1;
    i = end;
    if (s.startsWith(', pid=', i)) i++;
  }
  // vLLM 0.10 prints parallel ranks as words: `(VllmWorker TP1 pid=N)`, `(VllmWorker DP0 TP1 pid=N)`.
  while (s.charCodeAt(i) === 32 && isUpper(s.charCodeAt(i + 1))) {
    let j = i + 1;
    while (isUpper(s.charCodeAt(j))) j++;
    const end = skipDigits(s, j);
    if (end === j) return -1;
    i = end;
  }
  if (!s.startsWith(' pid=', i)) return -1;
  const pidEnd = skipDigits(s, i + 5);
  if (pidEnd === i + 5) return -1;
  i = pidEnd;
  if (s.startsWith(', ip=', i)) {
    i = s.indexOf(')', i);
    if (i === -1) return -1;
  }
  if (s.charCodeAt(i) !== 41) return -1;
  i++;
  if (i === s.length) return i;
  return s.charCodeAt(i) === 32 ? i + 1 : -1;
}

/** True when `word` stands at `i` followed by `end` (a space, or uvicorn's `: `). */
function wordAt(s: string, i: number, word: string, end: string): boolean {
  const n = word.length;
  for (let k = 1; k < n; k++) if (s.charCodeAt(i + k) !== word.charCodeAt(k)) return false;
  for (let k = 0; k < end.length; k++) if (s.charCodeAt(i + n + k) !== end.charCodeAt(k)) return false;
  return true;
}

/**
 * The level word at `i` (`INFO `, `WARN `…; with `colon`, uvicorn's `INFO:     ` that vLLM's API server prints behind its
 * role tag) as its index in LEVEL_WORDS, or -1. Dispatched on the first letter: this runs on nearly every line.
 */
function levelAt(s: string, i: number, colon = false): number {
  const end = colon ? ': ' : ' ';
  switch (s.charCodeAt(i)) {
    case 73:
      return wordAt(s, i, 'INFO', end) ? 1 : -1;
    case 69:
      return wordAt(s, i, 'ERROR', end) ? 4 : -1;
    case 87:
      if (wordAt(s, i, 'WARNING', end)) return 2;
      return !colon && wordAt(s, i, 'WARN', end) ? 3 : -1;
    case 68:
      return wordAt(s, i, 'DEBUG', end) ? 0 : -1;
    case 67:
      return wordAt(s, i, 'CRITICAL', end) ? 5 : -1;
    default:
      return -1;
  }
}

/** Index after `MM-DD HH:MM:SS[.ffff]`, or -1. */
const STAMP_SHAPE = '00-00 00:00:00';

function stampEnd(s: string, i: number): number {
  for (let k = 0; k < STAMP_SHAPE.length; k++) {
    const want = STAMP_SHAPE.charCodeAt(k);
    const c = s.charCodeAt(i + k);
    if (want === 48 ? !isDigit(c) : c !== want) return -1;
  }
  let end = i + STAMP_SHAPE.length;
  if (s.charCodeAt(end) === 46 && isDigit(s.charCodeAt(end + 1))) end = skipDigits(s, end + 1);
  return end;
}

/**
 * The length of a `YYYY-` before the `MM-DD` at `i`, or 0. NIM's LLM containers log through vLLM's format with the year in
 * the date and milliseconds (`ERROR 2025-07-21 14:34:24.934 async_trtllm_engine_factory.py:62] …`, `INFO 2025-07-21 …
 * ngc_injector.py:148] …`); the stamp kept is the `MM-DD …` after it, as vLLM's own lines have it.
 */
function yearLength(s: string, i: number): number {
  return isDigit(s.charCodeAt(i)) && isDigit(s.charCodeAt(i + 1)) && isDigit(s.charCodeAt(i + 2)) && isDigit(s.charCodeAt(i + 3)) && s.charCodeAt(i + 4) === 45 ? 5 : 0;
}

/** End of a source that runs from `start` to a `]` without whitespace, if the `]` ends the line or is followed by a space. */
function sourceEnd(s: string, start: number): number {
  let j = start;
  for (;;) {
    if (j >= s.length) return -1;
    const c = s.charCodeAt(j);
    if (c === 93) break;
    if (isSpace(c)) return -1;
    j++;
  }
  if (j === start) return -1;
  const after = j + 1;
  return after === s.length || s.charCodeAt(after) === 32 ? j : -1;
}

/**
 * Index after the tag when the message opens with the line before's plain `(Role pid=N) ` tag (most lines: a process
 * prints on), else -1 (and the tag is read in full).
 */
function sameTagEnd(message: string, previous: VllmLine): number {
  const { role, pid } = previous;
  if (role === null || pid === null) return -1;
  const n = role.length;
  for (let k = 0; k < n; k++) if (message.charCodeAt(k + 1) !== role.charCodeAt(k)) return -1;
  let i = n + 1;
  for (let k = 0; k < PID_KEY.length; k++) if (message.charCodeAt(i + k) !== PID_KEY.charCodeAt(k)) return -1;
  i += PID_KEY.length;
  const end = skipDigits(message, i);
  if (end === i || end - i > 9 || digitsValue(message, i) !== pid || message.charCodeAt(end) !== 41) return -1;
  if (end + 1 === message.length) return end + 1;
  return message.charCodeAt(end + 1) === 32 ? end + 2 : -1;
}
const PID_KEY = ' pid=';

/** `message.slice(start, end)`, or `known` when it spells the same: lines repeat their neighbours' stamps and sources. */
function sliceOr(known: string | null | undefined, message: string, start: number, end: number): string {
  if (known == null || known.length !== end - start) return message.slice(start, end);
  // A loop: startsWith(…, position) costs more here than the characters it compares.
  for (let k = known.length - 1; k >= 0; k--) if (message.charCodeAt(start + k) !== known.charCodeAt(k)) return message.slice(start, end);
  return known;
}

const STAGE_TAG = '[Stage-';

/**
 * Index after vllm-omni's `[Stage-N] ` tag at `i`, which each stage's engine puts before vLLM's level word (behind the
 * process's role tag when it has one: `(EngineCore_DP0 pid=N) [Stage-0] ERROR …`), or -1.
 */
function stageTagEnd(s: string, i = 0): number {
  if (!s.startsWith(STAGE_TAG, i)) return -1;
  const end = skipDigits(s, i + STAGE_TAG.length);
  if (end === i + STAGE_TAG.length || s.charCodeAt(end) !== 93 || s.charCodeAt(end + 1) !== 32) return -1;
  return end + 2;
}

const PLUGIN_TAG = '[vllm-';

/**
 * Index after a platform plugin's `[vllm-name] ` tag at `i`, or -1. A plugin that installs its own logging config for
 * vLLM's loggers puts its name before vLLM's level word (vllm-rbln's `_FORMAT`: `[vllm-rbln] %(levelname)s %(asctime)s
 * [%(fileinfo)s:%(lineno)d] %(message)s`), so every vLLM line of that process carries it, behind the role tag too.
 */
function pluginTagEnd(s: string, i = 0): number {
  if (!s.startsWith(PLUGIN_TAG, i)) return -1;
  let j = i + PLUGIN_TAG.length;
  const nameStart = j;
  for (let c = s.charCodeAt(j); (c >= 97 && c <= 122) || isDigit(c) || c === 45 || c === 95; c = s.charCodeAt(++j));
  if (j === nameStart || s.charCodeAt(j) !== 93 || s.charCodeAt(j + 1) !== 32) return -1;
  return j + 2;
}

/** Index after vllm-omni's stage tag or a plugin's name tag at `i` (`[Stage-0] `, `[vllm-rbln] `), or -1. */
function bracketTagEnd(s: string, i = 0): number {
  const staged = stageTagEnd(s, i);
  return staged !== -1 ? staged : pluginTagEnd(s, i);
}

/** True when `source` (`multiproc_executor.py:492`, `v1/engine/core.py:708`) spells a Python file and a line number. */
function isPythonSource(source: string): boolean {
  const colon = source.lastIndexOf(':');
  if (colon < 4 || !source.startsWith('.py', colon - 3)) return false;
  const end = skipDigits(source, colon + 1);
  return end > colon + 1 && end === source.length;
}

/**
 * A vLLM line pasted from its source on (`[multiproc_executor.py:492] ValueError: Free memory on device …`): vLLM's logger
 * prints `%(levelname)s %(asctime)s [%(filename)s:%(lineno)d] %(message)s` (vllm/logger.py; `fileinfo`, a relative path, at
 * DEBUG) and its NewLineFormatter repeats that whole prefix on every line of a multi-line record, so a selection that starts
 * mid-line keeps the source and the message but neither the level nor the stamp. Null for any other line.
 */
function headCutLine(message: string): VllmLine | null {
  const close = sourceEnd(message, 1);
  if (close === -1 || close + 1 === message.length) return null;
  const source = message.slice(1, close);
  if (!isPythonSource(source)) return null;
  return { role: null, pid: null, level: null, stamp: null, source, text: message.slice(close + 2) };
}

/** Index after a `(Role) ` tag with no pid (`(EngineCore) `, `(APIServer) `, `(Worker_TP0) `), or -1. */
function pidlessTagEnd(s: string): number {
  if (!isUpper(s.charCodeAt(1))) return -1;
  let i = 2;
  while (isRoleChar(s.charCodeAt(i))) i++;
  return i < 64 && s.charCodeAt(i) === 41 && s.charCodeAt(i + 1) === 32 ? i + 2 : -1;
}

/**
 * A line behind a role tag without a pid (vLLM 2026, `(EngineCore) WARNING 05-18 19:12:27 [jit_monitor.py:103] …`,
 * vllm-project/vllm#43009; `(APIServer) INFO …`): read as vLLM's only when vLLM's whole logger prefix (level word, stamp,
 * `[file.py:N]` source) follows, since a bare `(word) ` opens lines of any program. Null otherwise.
 */
function pidlessTagLine(message: string, previous: VllmLine | null): VllmLine | null {
  const at = pidlessTagEnd(message);
  if (at === -1) return null;
  const rest = parseVllmLine(message.slice(at), null);
  if (rest === null || rest.role !== null || rest.stamp === null || rest.source === null) return null;
  return { ...rest, role: sliceOr(previous?.role, message, 1, at - 2) };
}

/**
 * The vLLM prefix of a message (role tag, level, stamp, source), or null when the message carries none. `previous`:
 * the line before's, whose strings are reused where this line repeats them (no copy per line of the same stamp).
 */
export function parseVllmLine(message: string, previous: VllmLine | null = null): VllmLine | null {
  const first = message.charCodeAt(0);
  let role: string | null = null;
  let pid: number | null = null;
  let at = 0;
  if (first === 40) {
    at = previous === null ? -1 : sameTagEnd(message, previous);
    if (at !== -1) {
      role = previous!.role;
      pid = previous!.pid;
    } else {
      at = roleTagEnd(message);
      if (at === -1) return pidlessTagLine(message, previous);
      const open = message.indexOf(' pid=');
      // A launcher's `(task, pid=N)`: the role ends at its comma, looked for inside the tag only.
      let roleEnd = 1;
      while (roleEnd < open && message.charCodeAt(roleEnd) !== 44) roleEnd++;
      role = sliceOr(previous?.role, message, 1, roleEnd);
      pid = digitsValue(message, open + 5);
    }
    // More tags: a child that inherited its parent's tagged stdout tags it again (kaito-project/kaito#1956:
    // `(APIServer pid=5693) (EngineCore_DP0 pid=7960) …`), Ray relays a worker under its driver's tag; a worker of that engine
    // core is tagged a third time (llm-d/llm-d#191: `(APIServer pid=32) (EngineCore_0 pid=296) (VllmWorker TP0 pid=302) …`).
    // The line starts after the last.
    while (message.charCodeAt(at) === 40) {
      const inner = roleTagEnd(message.slice(at));
      if (inner === -1) break;
      at += inner;
    }
    if (message.charCodeAt(at) === 91) {
      const tagged = bracketTagEnd(message, at);
      if (tagged !== -1) at = tagged;
    }
  } else if (first === 91) {
    at = bracketTagEnd(message);
    if (at === -1) return headCutLine(message);
  } else if (!(first === 68 || first === 73 || first === 87 || first === 69 || first === 67)) {
    return null;
  }
  const level = levelAt(message, at);
  if (level !== -1) {
    const word = LEVEL_WORDS[level] as readonly [string, Level];
    const stampStart = at + word[0].length + yearLength(message, at + word[0].length);
    const afterStamp = stampEnd(message, stampStart);
    if (afterStamp !== -1 && message.charCodeAt(afterStamp) === 32) {
      // Newer vLLM prints `[file.py:123]`, older prints `file.py:123]`.
      let start = afterStamp + 1;
      let close = message.charCodeAt(start) === 91 ? sourceEnd(message, start + 1) : -1;
      if (close !== -1) start += 1;
      else close = sourceEnd(message, start);
      if (close !== -1) {
        return {
          role,
          pid,
          level: word[1],
          stamp: sliceOr(previous?.stamp, message, stampStart, afterStamp),
          source: sliceOr(previous?.source, message, start, close),
          text: close + 1 === message.length ? '' : message.slice(close + 2),
        };
      }
    }
    // A tagged line whose stamp the paster cut out (`(APIServer pid=1) ERROR [serving.py:830] …`, vllm-project/vllm#51977): the
    // role tag, level word and `[file.py:N]` source are still vLLM's logger format (vllm/logger.py). Only behind a role tag: a
    // bare `ERROR [file.py:N] ` is a common Python logging format of any program.
    const open = at + word[0].length;
    if (role !== null && message.charCodeAt(open) === 91) {
      const close = sourceEnd(message, open + 1);
      if (close !== -1 && isPythonSource(message.slice(open + 1, close))) {
        return {
          role,
          pid,
          level: word[1],
          stamp: null,
          source: sliceOr(previous?.source, message, open + 1, close),
          text: close + 1 === message.length ? '' : message.slice(close + 2),
        };
      }
    }
  }
  if (role === null) return null;
  const uvicorn = levelAt(message, at, true);
  return { role, pid, level: uvicorn === -1 ? null : (LEVEL_WORDS[uvicorn] as readonly [string, Level])[1], stamp: null, source: null, text: message.slice(at) };
}
