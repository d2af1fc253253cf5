import { unparsedEntry } from './entry';
import type { JournalEntry } from './types';

/** The identifier of the lines of a pasted `systemctl status` block; with a space, so no journal line (`systemctl[123]: …`) is one. */
export const SYSTEMCTL_IDENTIFIER = 'systemctl status';

// `● x.service - Description` (`×` failed since systemd 248, `○` inactive, `↻` reloading, `*` without UTF-8).
const HEADER = /^[●×○↻*] (\S+\.(?:service|socket|target|timer|mount|scope|slice|path))(?: - .*)?$/;
const HEADER_MARKS: ReadonlySet<number> = new Set([0x25cf, 0xd7, 0x25cb, 0x21bb, 42]);
const FIELD =
  /^\s*(Loaded|Active|Process|Main PID|Tasks|Memory|CPU|CGroup|Docs|TriggeredBy|Triggers|Drop-In|Status|Duration|IP|IO|Mem peak|Swap peak|Invocation|Listen|Accepted|Connected|Warning|Notice):(?: (.*))?$/;
const TREE_MARKS: ReadonlySet<number> = new Set([0x251c, 0x2514, 0x2502]);
// `(code=exited, status=1/FAILURE)`; a signal shows as `(code=killed, signal=ABRT)`.
const EXIT = /\(code=(\w+), (?:status|signal)=([^)\s]+)\)/;
const PROCESS = /^(\d+) (Exec\w+)=/;
const MAIN_PID = /^(\d+)\b/;
const RESULT = /\(Result: ([\w-]+)\)/;
const STATE = /^([\w-]+)(?: \(([\w-]+)\))?/;

// A paste can shift the header alone by a space or two (the selection or the code fence began a column early); its fields
// keep systemctl's own indentation.
const HEADER_SHIFT = /^ {1,2}(?=\S)/;

export function isStatusHeader(line: string): boolean {
  const head = line.charCodeAt(0) === 32 ? line.replace(HEADER_SHIFT, '') : line;
  return HEADER_MARKS.has(head.charCodeAt(0)) && head.charCodeAt(1) === 32 && HEADER.test(head);
}

/** A line that belongs to the block a header opened: a field, the CGroup tree, or an indented continuation. */
export function isStatusLine(line: string): boolean {
  const first = line.trimStart().charCodeAt(0);
  return FIELD.test(line) || TREE_MARKS.has(first) || line.charCodeAt(0) === 32;
}

/**
 * The lines of one `systemctl status` block as entries of systemd's state *after* the journal tail printed below it:
 * the main PID (and how it exited) and failed control processes carry fields the analyser reads like systemd's own lines.
 */
export function statusEntries(lines: readonly string[], firstSeq: number, ts: number | null): JournalEntry[] {
  const unit = HEADER.exec((lines[0] ?? '').replace(HEADER_SHIFT, ''))?.[1] ?? null;
  const fields = lines.map((line) => FIELD.exec(line));
  const result = fields.flatMap((f) => (f?.[1] === 'Active' ? (RESULT.exec(f[2] ?? '')?.[1] ?? []) : []))[0];
  const exitShown = fields.some((f) => (f?.[1] === 'Main PID' || f?.[1] === 'Process') && EXIT.test(f[2] ?? ''));
  return lines.map((line, i) => {
    const entry = unparsedEntry(firstSeq + i, line.trim());
    entry.parsed = true;
    entry.ts = ts;
    entry.identifier = SYSTEMCTL_IDENTIFIER;
    entry.unit = unit;
    const field = fields[i];
    const value = field?.[2] ?? '';
    const exit = EXIT.exec(value);
    const own: Record<string, string> = {};
    if (result !== undefined) own.UNIT_RESULT = result;
    if (field?.[1] === 'Main PID') {
      const pid = MAIN_PID.exec(value)?.[1];
      if (pid !== undefined) own.MAIN_PID = pid;
      if (exit) Object.assign(own, { COMMAND: 'ExecStart', EXIT_CODE: exit[1]!, EXIT_STATUS: exit[2]! });
    } else if (field?.[1] === 'Process' && exit) {
      const process = PROCESS.exec(value);
      // The main process's own line repeats what `Main PID:` says.
      if (process && process[2] !== 'ExecStart') Object.assign(own, { COMMAND: process[2]!, EXIT_CODE: exit[1]!, EXIT_STATUS: exit[2]! });
    } else if (field?.[1] === 'Active') {
      const state = STATE.exec(value);
      if (state) Object.assign(own, { ACTIVE_STATE: state[1]!, ...(state[2] ? { SUB_STATE: state[2] } : {}), ...(exitShown ? { EXIT_SHOWN: '1' } : {}) });
    }
    entry.fields = own;
    return entry;
  });
}
