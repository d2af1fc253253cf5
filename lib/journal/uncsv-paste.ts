// A log console's CSV download (CloudWatch's "Download as CSV" of a log stream) puts the event's time in epoch milliseconds
// and a comma before every message, and quotes the message the CSV way when it holds a quote or a comma (`"…""…"""`). The
// column hides every prefix the parsers read at column 0. Only the first lines are sampled: one without the column ends the
// test on the spot; a header row (`timestamp,message`) may come first.
const SAMPLE_LINES = 50;
const EPOCH_MS_COLUMN = /^(\d{13}),/;
const HEADER_ROW = /^"?@?timestamp"?,"?@?message"?$/i;

/** True when each of the first non-blank lines (a header row aside) starts with a 13-digit epoch-ms column. */
export function isCsvExportPaste(text: string): boolean {
  let sampled = 0;
  for (let start = 0; start < text.length && sampled < SAMPLE_LINES; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trimEnd();
    start = end + 1;
    if (line === '' || (sampled === 0 && HEADER_ROW.test(line))) continue;
    if (!EPOCH_MS_COLUMN.test(line)) return false;
    sampled++;
  }
  return sampled >= 2;
}

/** One CSV field as written: a quoted one loses its quotes and its doubled inner quotes; an unquoted one stays. */
function fieldValue(field: string): string {
  if (field.length < 2 || field.charCodeAt(0) !== 34 || field.charCodeAt(field.length - 1) !== 34) return field;
  return field.slice(1, -1).replaceAll('""', '"');
}

/**
 * The text with each row turned into an ISO stamp and the message (the shape `docker logs -t` prints, so the stamp is read
 * as the line's time), the header row dropped; other text unchanged (the same string).
 */
export function uncsvPaste(text: string): string {
  if (!isCsvExportPaste(text)) return text;
  return text
    .split('\n')
    .filter((line, i) => !(i === 0 && HEADER_ROW.test(line.trimEnd())))
    .map((line) => {
      const m = EPOCH_MS_COLUMN.exec(line);
      if (m === null) return line;
      // A terminal copy's trailing blanks (or a CRLF file's `\r`) follow the field's closing quote.
      const field = line.slice(m[0].length).trimEnd();
      return `${new Date(Number(m[1])).toISOString()} ${fieldValue(field)}`;
    })
    .join('\n');
}
