import { firstFilledLine } from './first-lines';

// Markdown's inline code used for a block: the reporter opens a backtick before the log's first character and closes it after
// the last one (`` `tritonserver --model-repository … `` … `` …8002` ``), so the first line starts with a backtick and the last
// may end with one. The backtick hides the prefix (or the command) the parsers read at column 0. A line with a second backtick
// holds a span of its own (`` `x` ``), and a fence (three backticks) is another thing: both are left alone.
const TICK = 96;

function lone(line: string): boolean {
  return line.indexOf('`') === line.lastIndexOf('`') && line.indexOf('```') === -1;
}

/** The text without an inline-code backtick opened at its first line's start and closed at its last line's end; else unchanged (the same string). */
export function untickPaste(text: string): string {
  // Most input starts with no backtick: its first line tells, before any split of the whole text.
  if (firstFilledLine(text)?.charCodeAt(0) !== TICK) return text;
  const lines = text.split('\n');
  let first = 0;
  while (first < lines.length && (lines[first] as string).trim() === '') first++;
  const head = lines[first];
  if (head === undefined || head.charCodeAt(0) !== TICK || head.length < 2 || head.charCodeAt(1) === TICK) return text;
  if (!lone(head)) return wholeSpan(lines, first) ?? text;
  lines[first] = head.slice(1);
  let last = lines.length - 1;
  while (last > first && (lines[last] as string).trim() === '') last--;
  const tail = (lines[last] as string).trimEnd();
  if (last > first && tail.endsWith('`') && lone(tail)) lines[last] = tail.slice(0, -1);
  return lines.join('\n');
}

/**
 * A one-line paste in inline code: the reporter's backtick opens before the log's first character and closes after its last on
 * the same line (`` `2024-06-08T09:34:21Z ERROR … Server error: transport error` ``, text-generation-inference#2043). Only a
 * text whose one filled line is that one span (two backticks, at its ends) is read so; a span inside a longer paste is its own.
 */
function wholeSpan(lines: string[], first: number): string | null {
  const line = (lines[first] as string).trimEnd();
  const last = line.length - 1;
  if (last < 2 || line.charCodeAt(last) !== TICK || line.indexOf('`', 1) !== last) return null;
  for (let i = first + 1; i < lines.length; i++) if ((lines[i] as string).trim() !== '') return null;
  lines[first] = line.slice(1, last);
  return lines.join('\n');
}
