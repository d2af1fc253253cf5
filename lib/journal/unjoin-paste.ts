import { composePrefixEnd, KUBECTL_PREFIX, MODAL_VIEW_STAMP } from './bare-line';

// Rust's tracing-subscriber (fmt, its default format) writes one record a line: an RFC 3339 stamp in UTC with its fraction,
// then the level right-aligned in five columns (`2024-01-07T15:04:43.346115Z  INFO text_generation_router: …`). TGI's
// launcher and router, TEI and SGLang's router log so. A log viewer copied by hand (dstack's run dashboard,
// dstackai/dstack#824) may join several such records with a space into one line: a record's stamp and level then stand in
// the middle of another's text, where the program never writes them, and each is put back on a line of its own.
// A terminal's copy keeps the colours tracing gives the level (and dims the stamp): SGR sequences may stand around either.
const SGR = String.raw`(?:\x1b\[[\d;]*m)*`;
const HEAD = String.raw`${SGR}\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{1,9}Z${SGR} {1,2}${SGR} ?(?:INFO|WARN|ERROR|DEBUG|TRACE)${SGR} `;
const JOINED = new RegExp(` (?=${HEAD})`, 'g');
const RECORD = new RegExp(`^${HEAD}`);

// Modal's log view shows a multi-line record as one row, its lines joined with a space (modal-labs/modal-examples#1318). vLLM's
// formatter (NewLineFormatter, vllm/logging_utils/formatter.py) writes the record's prefix again before each line of a message
// (`ERROR 08-04 07:35:11 [core.py:515] `, with the `(EngineCore pid=N) ` tag when one leads), so inside such a row that prefix
// repeats, stamp and source line alike, where the program broke the line: each such line is put back on a line of its own.
const MODAL_RECORD = new RegExp(String.raw`^${MODAL_VIEW_STAMP}((?:\([\w-]+ pid=\d+\) )?${SGR}(?:DEBUG|INFO|WARNING|ERROR|CRITICAL)${SGR} \d\d-\d\d \d\d:\d\d:\d\d \[[\w./-]+:\d+\] )`);

// One scan of the whole text finds either: a tracing record after a space, or a Modal row at a line's start.
const EITHER = new RegExp(` (?=${HEAD})|(?:^|\\n)${MODAL_VIEW_STAMP}`);

/**
 * Where the line's own record begins: at its start, or behind the prefix a log tool put before every line (`docker compose
 * logs`' `name  | `, `kubectl logs --prefix`'s `[pod/…/…] `), which each record split off the line must carry too; else -1.
 */
function recordStart(line: string): number {
  if (RECORD.test(line)) return 0;
  const compose = composePrefixEnd(line);
  if (compose > 0 && RECORD.test(line.slice(compose))) return compose;
  const pod = line.startsWith('[pod/') ? KUBECTL_PREFIX.exec(line) : null;
  return pod !== null && RECORD.test(line.slice(pod[0].length)) ? pod[0].length : -1;
}

function unjoinModalRow(line: string): string {
  // The cheap gate: the view's column bar after its date and time.
  if (line.charCodeAt(21) !== 124) return line;
  const m = MODAL_RECORD.exec(line);
  if (m === null) return line;
  const prefix = m[1] as string;
  const rest = line.slice(m[0].length);
  return rest.includes(' ' + prefix) ? line.slice(0, m[0].length) + rest.split(' ' + prefix).join('\n' + prefix) : line;
}

/** The text with tracing records, or the lines of a vLLM record in one Modal row, split back onto lines of their own; else unchanged (the same string). */
export function unjoinPaste(text: string): string {
  // One scan of the whole text: a record that starts its own line follows a line break, never a space.
  if (!EITHER.test(text)) return text;
  // Only a line that is itself such a record is split: another program's line may quote one.
  let split = false;
  const lines = text.split('\n').map((line) => {
    const at = recordStart(line);
    const prefix = at === -1 ? '' : line.slice(0, at);
    const apart = at === -1 ? unjoinModalRow(line) : prefix + line.slice(at).replace(JOINED, `\n${prefix}`);
    split ||= apart !== line;
    return apart;
  });
  return split ? lines.join('\n') : text;
}
