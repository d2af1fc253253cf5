import { everyFilledLine } from './first-lines';

// Grafana's "Download logs" as text (Explore and the panel inspector; downloadLogsModelAsTxt in
// public/app/features/inspector/utils/download.ts) writes the result's meta lines (`<label>: <JSON value>`), two newlines,
// then one row per log line: `row.timeEpochMs + '\t' + dateTime(row.timeEpochMs).toISOString() + '\t' + row.entry + '\n'`.
// A container's line keeps its own newline in the entry, so a blank line follows each row. The two columns hide every
// prefix the parsers read at column 0. Only the first lines are sampled: before the first row only meta lines may come;
// after it, a non-blank line without the columns ends the test on the spot (sgl-project/sglang#25887).
const SAMPLE_LINES = 50;
const ROW = /^(\d{13})\t(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\t/;
const META_LINE = /^[^\t]+: \S/;

/** True when the first non-blank lines, after any meta lines, all start with the epoch-ms and ISO columns (two rows at least). */
export function isTsvExportPaste(text: string): boolean {
  let rows = 0;
  const every = everyFilledLine(text, SAMPLE_LINES, (line) => {
    const trimmed = line.trimEnd();
    if (ROW.test(trimmed)) {
      rows++;
      return true;
    }
    return rows === 0 && META_LINE.test(trimmed);
  });
  return every && rows >= 2;
}

/**
 * The text with each row turned into its ISO stamp and the entry (the shape `docker logs -t` prints, so the stamp is read
 * as the line's time) and the blank lines the entries' own newlines left between rows dropped; other text unchanged (the
 * same string). Meta lines before the first row stay as they are.
 */
export function untsvPaste(text: string): string {
  if (!isTsvExportPaste(text)) return text;
  let seenRow = false;
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const m = ROW.exec(line);
    if (m !== null) {
      seenRow = true;
      out.push(`${m[2]} ${line.slice(m[0].length)}`);
    } else if (!(seenRow && line.trim() === '')) out.push(line);
  }
  return out.join('\n');
}
