// A log viewer's expanded JSON record (CloudWatch's or a Logs Insights row opened, `jq .` output) prints one structured
// log record over many lines: `{`, then one `"key": value,` per line, indented, nested objects indented further, then `}`.
// The readers take a JSON record on one line, as the server printed it; a pasted record is often cut before its `}`.
// Only a record whose first key is its time is joined: a pretty-printed config file (`config.json`) is no log line.
const OPEN = /^\{\s*$/;
const OPEN_ANYWHERE = /^\{[ \t\r]*$/m;
const FIRST_KEY = /^\s+"(?:timestamp|@timestamp|time|ts)":\s/;
const MEMBER = /^\s+(?:"(?:[^"\\]|\\.)*":\s|[}\]],?\s*$)/;
const CLOSE = /^[}\]],?\s*$/;

/** One member line, trimmed, with the space after its key's colon taken off: `    "level": "INFO",` → `"level":"INFO",`. */
function compact(line: string): string {
  return line.trim().replace(/^("(?:[^"\\]|\\.)*"):\s+/, '$1:');
}

/** The text with each pretty-printed JSON log record joined back into one line; other text unchanged (the same string). */
export function unprettyJsonPaste(text: string): string {
  // A terminal's copy may pad each line with spaces: `{` alone on its line, whatever follows it.
  if (!OPEN_ANYWHERE.test(text)) return text;
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
