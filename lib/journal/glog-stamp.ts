/** A year-less wall-clock time: month 0–11, day, hours, minutes, seconds, microseconds. */
export type WallTime = [month: number, day: number, h: number, m: number, s: number, micros: number];

// glog's `I1216 02:12:33.624737 179 model_lifecycle.cc:473] …` (Triton Inference Server), behind Docker Desktop's `YYYY-MM-DD HH:MM:SS ` or not.
const GLOG = /^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?[IWEF](\d\d)(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{6}) +\d+ [\w.-]+:\d+\]/;

function isLevelLetter(c: number): boolean {
  return c === 73 || c === 87 || c === 69 || c === 70;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The time of a glog prefix, or null; two character tests rule out almost every other line. */
export function glogWallTime(text: string): WallTime | null {
  const at = isDigit(text.charCodeAt(0)) && text.charCodeAt(4) === 45 ? 20 : 0;
  if (!isLevelLetter(text.charCodeAt(at)) || !isDigit(text.charCodeAt(at + 1))) return null;
  const m = GLOG.exec(text);
  if (m === null) return null;
  const [month, day, h, min, s] = [Number(m[1]) - 1, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
  if (month < 0 || month > 11 || day < 1 || day > 31 || h > 23 || min > 59 || s > 60) return null;
  return [month, day, h, min, s, Number(m[6])];
}
