import { everyFilledLine, everyFirstLineMarked, firstFilledLine, stripLineMarks } from './first-lines';

// A log copied from a terminal UI's log pane (k9s's pod logs) carries the pane's frame: `│ ` before each row and the row
// padded to the pane's width, then ` │`. The bar hides every prefix the parsers read at column 0. Only the first lines are
// sampled: one that does not start with the bar ends the test on the spot.
const BAR = 0x2502;
const CLOSING = /\s*\u2502\s*$/;
const PIPE = 0x7c;

/** True when every one of the first non-blank lines starts with the box-drawing bar `│`. */
export function isFramedPaste(text: string): boolean {
  return everyFirstLineMarked(text, BAR);
}

// A log copied from a web console's log table (QwenLM/Qwen3-VL#1756) keeps the table's cells: `  |   | <line> |  `, the same
// empty leading cells (an expander's, a row number's) before every line and the cell's closing border after it. Read as such
// only when every one of the first lines opens with the very same run of empty cells and closes with ` |`: a table a program
// printed (Triton's model status table, nvidia-smi's) has text in its first column on a row's first line, or `+---+` rules.
const TABLE_OPEN = /^ *\|(?: *\|)+ */;
const TABLE_CLOSE = / +\| *\r?$/;
const TABLE_SAMPLE = 50;

/** The empty leading cells every one of the first non-blank lines opens with, when each also closes with ` |`; else null. */
export function tableCells(text: string): string | null {
  let cells: string | null = null;
  const framed = everyFilledLine(text, TABLE_SAMPLE, (line) => {
    cells ??= TABLE_OPEN.exec(line)?.[0] ?? null;
    return cells !== null && line.startsWith(cells) && TABLE_CLOSE.test(line);
  });
  return framed ? cells : null;
}

/** Each row's leading cells and closing ` |` taken off; a row without them (a blank line) is kept as it is. */
function untable(text: string, cells: string): string {
  return text
    .split('\n')
    .map((line) => (line.startsWith(cells) ? line.slice(cells.length).replace(TABLE_CLOSE, '') : line))
    .join('\n');
}

// k9s puts the container's name and one space before each row when the pod runs several containers (internal/dao/log_item.go
// Render: `<container> ` unless SingleContainer), the same name on every row of one container's view. Only a compound name (a
// `-` or a digit in it: `kserve-container`, `ias-sdep-1`) is read so: a plain word (`slot`, `main`) may be the log's own.
const CONTAINER = /^[a-z0-9]+(?:-[a-z0-9]+)*(?= \S)/;
const COMPOUND = /[-0-9]/;
const NAME_SAMPLE = 50;

/** The container name k9s put before each of the first (at least two) unframed rows, with its space; else null. */
export function k9sContainerName(text: string): string | null {
  let name: string | null = null;
  let rows = 0;
  const same = everyFilledLine(text, NAME_SAMPLE, (line) => {
    if (name === null) {
      const m = CONTAINER.exec(line);
      if (m === null || !COMPOUND.test(m[0])) return false;
      name = `${m[0]} `;
    }
    rows++;
    return line.startsWith(name) && line.charCodeAt(name.length) !== 32;
  });
  return same && rows >= 2 ? name : null;
}

function unframeRows(text: string): string {
  const rows = stripLineMarks(text, BAR, CLOSING);
  const name = k9sContainerName(rows);
  if (name === null) return rows;
  return rows
    .split('\n')
    .map((line) => (line.startsWith(name) ? line.slice(name.length) : line))
    .join('\n');
}

// A selection dragged from inside the pane's first row loses that row's opening `│ ` but keeps its padding and closing ` │`
// (huggingface/text-generation-inference#531): read so only when the row ends in padding and the bar and every row after it
// is framed.
const PADDED_CLOSING = / {2,}\u2502\s*$/;

/** The text after a first row cut inside the frame, with that row unframed, when the rest is a framed pane; else null. */
function unframeCutFirstRow(text: string): string | null {
  const first = firstFilledLine(text);
  if (first === null || first.trimStart().charCodeAt(0) === BAR || !PADDED_CLOSING.test(first)) return null;
  const at = text.indexOf(first) + first.length;
  const rest = text.slice(at);
  if (!isFramedPaste(rest)) return null;
  return text.slice(0, at - first.length) + first.replace(CLOSING, '') + unframeRows(rest);
}

/**
 * The text with the frame's `│ ` and the padding up to its closing ` │` taken off each row (and the container's name k9s puts
 * before it), or a console table's `| … |` cells; other text unchanged (the same string).
 */
export function unframePaste(text: string): string {
  if (isFramedPaste(text)) return unframeRows(text);
  const cut = unframeCutFirstRow(text);
  if (cut !== null) return cut;
  if (!everyFirstLineMarked(text, PIPE)) return text;
  const cells = tableCells(text);
  return cells === null ? text : untable(text, cells);
}
