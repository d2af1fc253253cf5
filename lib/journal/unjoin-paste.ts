import { composePrefixEnd, KUBECTL_PREFIX } from './bare-line';

// Rust's tracing-subscriber (fmt, its default format) writes one record a line: an RFC 3339 stamp in UTC with its fraction,
// then the level right-aligned in five columns (`2024-01-07T15:04:43.346115Z  INFO text_generation_router: …`). TGI's
// launcher and router, TEI and SGLang's router log so. A log viewer copied by hand (dstack's run dashboard,
// dstackai/dstack#824) may join several such records with a space into one line: a record's stamp and level then stand in
// the middle of another's text, where the program never writes them, and each is put back on a line of its own. On a
// terminal the same format dims the stamp and colours the level (ANSI SGR sequences around them), and this runs before
// the parser drops those: a colour code may stand before the stamp and on either side of the level's padding.
const SGR = '(?:\\x1b\\[[0-9;]*m)?';
const STAMP_LEVEL = `${SGR}\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{1,9}Z${SGR} ${SGR}(?: ${SGR}(?:INFO|WARN)|ERROR|DEBUG|TRACE)${SGR} `;
const JOINED = new RegExp(` (?=${STAMP_LEVEL})`, 'g');
const RECORD = new RegExp(`^${STAMP_LEVEL}`);

/** The prefix a log tool writes before each line it relays (compose's `name  | `, `kubectl logs --prefix`'s `[pod/…/c] `), or ''. */
function toolPrefix(line: string): string {
  const pod = line.startsWith('[pod/') ? KUBECTL_PREFIX.exec(line) : null;
  if (pod) return pod[0];
  const end = composePrefixEnd(line);
  return end > 0 ? line.slice(0, end) : '';
}

/** The text with tracing records joined onto one line split back onto lines of their own; else unchanged (the same string). */
export function unjoinPaste(text: string): string {
  // One scan of the whole text: a record that starts its own line follows a line break, never a space.
  JOINED.lastIndex = 0;
  if (!JOINED.test(text)) return text;
  // Only a line that is itself such a record is split: another program's line may quote one.
  let split = false;
  // Behind a log tool's prefix the records are the same server's, and each split one gets the prefix back.
  const lines = text.split('\n').map((line) => {
    const prefix = toolPrefix(line);
    const record = prefix === '' ? line : line.slice(prefix.length);
    if (!RECORD.test(record)) return line;
    const apart = record.replace(JOINED, () => `\n${prefix}`);
    split ||= apart !== record;
    return prefix + apart;
  });
  return split ? lines.join('\n') : text;
}
