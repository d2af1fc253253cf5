import type { BareLine } from './bare-line';
import { MONTH_INDEX } from './line-shapes';

// A dashboard's container log view copied row by row (triton-inference-server/server#4504, #4331, a Triton container on an
// Azure VM): the viewer's local weekday, month, day, year and 12-hour time, a column bar, then the container's line
// (`Mon, May 30 2022 7:56:26 pm | == Triton Inference Server ==`). The view's, not the container's: the line starts after it.
const DATED_VIEW_ROW = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}) (\d{4}) (\d{1,2}):(\d\d):(\d\d) ([ap]m) \| ?/;

/** The row's line and its time (the viewer's wall clock, less `offsetMs`), or null when the line is no such row. */
export function datedViewRow(line: string, offsetMs: number): BareLine | null {
  if (line.charCodeAt(3) !== 44 || line.charCodeAt(4) !== 32) return null;
  const m = DATED_VIEW_ROW.exec(line);
  if (m === null) return null;
  const hour = (Number(m[4]) % 12) + (m[7] === 'pm' ? 12 : 0);
  const micros = (Date.UTC(Number(m[3]), MONTH_INDEX[m[1]!]!, Number(m[2]), hour, Number(m[5]), Number(m[6])) - offsetMs) * 1000;
  return { text: line.slice(m[0].length), service: null, containerTs: Number.isSafeInteger(micros) && micros >= 0 ? micros : null };
}
