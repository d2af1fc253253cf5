import type { JournalEntry, Level } from '@/lib/journal/types';
import { ENGINES } from './engines';
import type { EnginePrefix } from './engines/types';

/** What the rules look at, per entry position: the text without any engine prefix, its role and level. */
export interface LineViews {
  text: string[];
  role: Array<string | null>;
  level: Array<Level | null>;
  /** 1 where the line is a child's the server relays and outlives (`EnginePrefix.child`), 2 where a host logs it for the engine it runs in-process (`EnginePrefix.hosted`). */
  child: Uint8Array;
  /** The process id the engine's prefix printed (`EnginePrefix.pid`), 0 where none. */
  pid: Int32Array;
  /** 1 where the line is a record a supervisor relays from its child's structured log (`EnginePrefix.relay`). */
  relay: Uint8Array;
  /** Ray's dedup count (` [repeated 4x across cluster]`) where it ended the line, taken off `text`. */
  rayRepeat: Array<string | undefined>;
}

const PREFIXED = ENGINES.filter((e) => e.prefix);

function engineLine(message: string): EnginePrefix | null {
  let found: EnginePrefix | null = null;
  for (let k = 0; k < PREFIXED.length && found === null; k++) found = PREFIXED[k]!.prefix!(message);
  return found;
}

// A progress display that prints dots with no newline (llama.cpp's loader prints one per part of the model it has read) leaves
// them in front of whatever line is printed next: that line's own text starts after them. Three or more, glued to the text.
const GLUED_PROGRESS_DOTS = /^\.{3,}(?=[^.\s])/;

function withoutProgressDots(text: string): string {
  if (text.charCodeAt(0) !== 46) return text;
  const dots = GLUED_PROGRESS_DOTS.exec(text);
  return dots === null ? text : text.slice(dots[0].length);
}

// Ray's log monitor folds a line other processes printed too into one and appends how often (` [repeated 4x across
// cluster]`, ray/_private/ray_logging.py): the count is Ray's, not the server's text, and would hide a line's end from rules.
const RAY_REPEATED = / \[repeated \d+x across cluster\]$/;

function withoutRayRepeat(text: string, counts: Array<string | undefined>, i: number): string {
  const found = RAY_REPEATED.exec(text);
  if (found === null) return text;
  counts[i] = found[0];
  return text.slice(0, found.index);
}

// Python 3.11+ prints the tracebacks inside an exception group behind a margin, `| ` after two spaces per nesting depth
// (traceback.py, _ExceptionPrintContext.emit; starlette's middleware re-raises a request's error in one, vllm-project/vllm#6689):
// the margin is Python's, the rules read the frame or exception line printed inside it.
const EXCEPTION_GROUP_MARGIN = /^(?: {2})+\|(?: |$)/;

function withoutGroupMargin(text: string): string {
  if (text.charCodeAt(0) !== 32) return text;
  const margin = EXCEPTION_GROUP_MARGIN.exec(text);
  return margin === null ? text : text.slice(margin[0].length);
}

export function viewLines(entries: readonly JournalEntry[]): LineViews {
  const n = entries.length;
  const text = new Array<string>(n);
  const role = new Array<string | null>(n);
  const level = new Array<Level | null>(n);
  const child = new Uint8Array(n);
  const pid = new Int32Array(n);
  const relay = new Uint8Array(n);
  const rayRepeat = new Array<string | undefined>(n);
  for (let i = 0; i < n; i++) {
    const entry = entries[i]!;
    const vllm = entry.vllm;
    if (vllm) {
      // A bare process tag (SkyPilot's `(task, pid=12148) `) before another engine's own line: that line's prefix follows the tag.
      const tagged = vllm.level === null && vllm.stamp === null ? engineLine(vllm.text) : null;
      text[i] = withoutGroupMargin(tagged ? tagged.text : vllm.text);
      role[i] = tagged?.role ?? vllm.role;
      level[i] = tagged ? tagged.level : vllm.level;
      if (tagged?.child) child[i] = 1;
      if (text[i]!.endsWith(' across cluster]')) text[i] = withoutRayRepeat(text[i]!, rayRepeat, i);
      continue;
    }
    const message = withoutProgressDots(entry.message);
    const found = engineLine(message);
    text[i] = withoutGroupMargin(found ? found.text : message);
    if (text[i]!.endsWith(' across cluster]')) text[i] = withoutRayRepeat(text[i]!, rayRepeat, i);
    role[i] = found ? found.role : null;
    level[i] = found ? found.level : null;
    if (found?.child) child[i] = 1;
    else if (found?.hosted) child[i] = 2;
    if (found?.pid !== undefined) pid[i] = found.pid;
    if (found?.relay) relay[i] = 1;
  }
  return { text, role, level, child, pid, relay, rayRepeat };
}
