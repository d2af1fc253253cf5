/** A year-less wall-clock time: month 0–11, day, hours, minutes, seconds, microseconds. */
export type WallTime = [month: number, day: number, h: number, m: number, s: number, micros: number];

/** glog's prefix: `I1216 02:12:33.624737 179 model_lifecycle.cc:473] …` (Triton Inference Server). */
export interface GlogPrefix {
  /** `I`, `W`, `E` or `F`. */
  letter: string;
  /** `1216 02:12:33.624737`, as printed. */
  stamp: string;
  /** The stamp as a time, or null when it names no real date (month 13). */
  wall: WallTime | null;
  /** Where the message starts (after the `]` and one space). */
  end: number;
}

// Docker Desktop's log view puts its own `YYYY-MM-DD HH:MM:SS ` before the prefix.
const GLOG = /^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?([IWEF])((\d\d)(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{6})) +\d+ [\w.-]+:\d+\] ?/;

function isLevelLetter(c: number): boolean {
  return c === 73 || c === 87 || c === 69 || c === 70;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The glog prefix of a line, or null; two character tests rule out almost every other line before the regex. */
export function readGlogPrefix(text: string): GlogPrefix | null {
  const at = isDigit(text.charCodeAt(0)) && text.charCodeAt(4) === 45 ? 20 : 0;
  if (!isLevelLetter(text.charCodeAt(at)) || !isDigit(text.charCodeAt(at + 1))) return null;
  const m = GLOG.exec(text);
  if (m === null) return null;
  const [month, day, h, min, s] = [Number(m[3]) - 1, Number(m[4]), Number(m[5]), Number(m[6]), Number(m[7])];
  const real = month >= 0 && month <= 11 && day >= 1 && day <= 31 && h <= 23 && min <= 59 && s <= 60;
  return { letter: m[1]!, stamp: m[2]!, wall: real ? [month, day, h, min, s, Number(m[8])] : null, end: m[0].length };
}

/** The time of a glog prefix, or null. */
export function glogWallTime(text: string): WallTime | null {
  return readGlogPrefix(text)?.wall ?? null;
}
