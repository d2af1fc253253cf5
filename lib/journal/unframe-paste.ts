import { everyFirstLineMarked, stripLineMarks } from './first-lines';

// A log copied from a terminal UI's log pane (k9s's pod logs) carries the pane's frame: `│ ` before each row and the row
// padded to the pane's width, then ` │`. The bar hides every prefix the parsers read at column 0. Only the first lines are
// sampled: one that does not start with the bar ends the test on the spot.
const BAR = 0x2502;
const CLOSING = /\s*\u2502\s*$/;

/** True when every one of the first non-blank lines starts with the box-drawing bar `│`. */
export function isFramedPaste(text: string): boolean {
  return everyFirstLineMarked(text, BAR);
}

/** The text with the frame's `│ ` and the padding up to its closing ` │` taken off each row; other text unchanged (the same string). */
export function unframePaste(text: string): string {
  return isFramedPaste(text) ? stripLineMarks(text, BAR, CLOSING) : text;
}
