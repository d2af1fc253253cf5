// An editor or chat client that "smartens" quotes turns a Python frame line's `File "/path", line N` into
// `File “/path”, line N`, and every rule that knows a frame by its straight quotes then reads it as a message (vllm#26898).
const CURLY_FRAME = /File \u201c([^\u201c\u201d\n]*)\u201d, line (?=\d)/g;

/** The text with frame lines' typographic quotes made straight again; other text unchanged (the same string). */
export function unsmartPaste(text: string): string {
  return text.indexOf('File \u201c') === -1 ? text : text.replace(CURLY_FRAME, 'File "$1", line ');
}
