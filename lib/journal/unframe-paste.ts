import { visitFirstLines } from './first-lines';

// A log copied out of a terminal UI's framed pane (k9s's log view, a tmux or lazydocker panel) carries the frame's `│ ` before
// every line and padding and `│` after it, which hides every prefix the parsers read at column 0. Only the first lines are sampled.
const SAMPLE_LINES = 50;
const BAR = 0x2502;
const RIGHT_EDGE = / *│ *\r?$/;

/** True when every one of the first non-blank lines starts with the frame's `│`. */
export function isFramedPaste(text: string): boolean {
  let framed = true;
  const sampled = visitFirstLines(text, SAMPLE_LINES, (_, first) => (framed = first === BAR));
  return sampled > 0 && framed;
}

/** The text with the frame's left bar (and one space) and right bar (and its padding) taken off each line; other text unchanged. */
export function unframePaste(text: string): string {
  if (!isFramedPaste(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      let i = 0;
      while (line.charCodeAt(i) === 32) i++;
      if (line.charCodeAt(i) !== BAR) return line;
      const inner = line.slice(line.charCodeAt(i + 1) === 32 ? i + 2 : i + 1);
      return inner.replace(RIGHT_EDGE, '');
    })
    .join('\n');
}
