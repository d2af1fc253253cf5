// A log viewer's expanded JSON record (CloudWatch's or a Logs Insights row opened, `jq .` output) prints one structured
// log record over many lines: `{`, then one `"key": value,` per line, indented, nested objects indented further, then `}`.
// The readers take a JSON record on one line, as the server printed it; a pasted record is often cut before its `}`.
// Only a record whose first key is its time is joined: a pretty-printed config file (`config.json`) is no log line.
const OPEN = /^\{\s*$/;
const PADDED_OPEN = /\{[ \t]+\r?\n/;
const FIRST_KEY = /^\s+"(?:timestamp|@timestamp|time|ts)":\s/;
const MEMBER = /^\s+(?:"(?:[^"\\]|\\.)*":\s|[}\]],?\s*$)/;
const CLOSE = /^[}\]],?\s*$/;

/** One member line, trimmed, with the space after its key's colon taken off: `    "level": "INFO",` → `"level":"INFO",`. */
function compact(line: string): string {
  return line.trim().replace(/^("(?:[^"\\]|\\.)*"):\s+/, '$1:');
}

/** The text with each pretty-printed JSON log record joined back into one line; other text unchanged (the same string). */
export function unprettyJsonPaste(text: string): string {
  // A `{` that ends its line, also padded by a terminal's copy; plain searches first (a 200k-line journal holds none, and a
  // multi-line regex over all of it costs 50 ms), the regex only where a `{ ` or `{\t` is.
  const opens = text.includes('{\n') || text.includes('{\r\n') || ((text.includes('{ ') || text.includes('{\t')) && PADDED_OPEN.test(text));
  if (!opens) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  let joined = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!OPEN.test(line) || !FIRST_KEY.test(lines[i + 1] ?? '')) {
      out.push(line);
      continue;
    }
    let record = '{';
    let j = i + 1;
    while (j < lines.length && MEMBER.test(lines[j]!)) record += compact(lines[j++]!);
    if (j < lines.length && CLOSE.test(lines[j]!)) record += lines[j++]!.trim();
    out.push(record);
    joined = true;
    i = j - 1;
  }
  return joined ? out.join('\n') : text;
}
