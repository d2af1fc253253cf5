// Rust's tracing-subscriber (fmt, its default format) writes one record a line: an RFC 3339 stamp in UTC with its fraction,
// then the level right-aligned in five columns (`2024-01-07T15:04:43.346115Z  INFO text_generation_router: …`). TGI's
// launcher and router, TEI and SGLang's router log so. A log viewer copied by hand (dstack's run dashboard,
// dstackai/dstack#824) may join several such records with a space into one line: a record's stamp and level then stand in
// the middle of another's text, where the program never writes them, and each is put back on a line of its own.
const JOINED = / (?=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{1,9}Z (?: INFO| WARN|ERROR|DEBUG|TRACE) )/g;
const RECORD = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{1,9}Z (?: INFO| WARN|ERROR|DEBUG|TRACE) /;

/** The text with tracing records joined onto one line split back onto lines of their own; else unchanged (the same string). */
export function unjoinPaste(text: string): string {
  // One scan of the whole text: a record that starts its own line follows a line break, never a space.
  JOINED.lastIndex = 0;
  if (!JOINED.test(text)) return text;
  // Only a line that is itself such a record is split: another program's line may quote one.
  let split = false;
  const lines = text.split('\n').map((line) => {
    if (!RECORD.test(line)) return line;
    const apart = line.replace(JOINED, '\n');
    split ||= apart !== line;
    return apart;
  });
  return split ? lines.join('\n') : text;
}
