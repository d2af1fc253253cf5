// An editor, a chat client or a forum's typographer (Discourse's markdown-it typographer is on by default, blogs' smartypants)
// "smartens" quotes in text that is not fenced as code: `File "/path", line N` becomes `File “/path”, line N`,
// `Failed with result 'exit-code'` becomes `‘exit-code’`, and every rule that knows a line by its straight quotes then reads
// it as plain text (vllm#26898). A typographer turns every straight quote of the text: a paste holding curly quotes of one
// kind and no straight quote of that kind went through one, and all its quotes of that kind are straight again. A paste
// holding both kinds (a log whose own text quotes typographically, fish's `“cmd” terminated by signal`) keeps its curly
// quotes, except around a frame's path, where no Python ever printed them.
const CURLY_FRAME = /File \u201c([^\u201c\u201d\n]*)\u201d, line (?=\d)/g;
const CURLY_DOUBLE = /[\u201c\u201d]/g;
const CURLY_SINGLE = /[\u2018\u2019]/g;
// A typographer turns every quote of the page: the first characters tell, and a long journal is not scanned five times.
const SAMPLE = 65_536;

/** The text with a typographer's quotes made straight again (see above), as its first SAMPLE characters show them; else the same string. */
export function unsmartPaste(text: string): string {
  const head = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  let out = text;
  const doubles = head.indexOf('\u201c') !== -1 || head.indexOf('\u201d') !== -1;
  if (doubles && head.indexOf('"') === -1) out = out.replace(CURLY_DOUBLE, '"');
  else if (out.indexOf('File \u201c') !== -1) out = out.replace(CURLY_FRAME, 'File "$1", line ');
  if ((head.indexOf('\u2018') !== -1 || head.indexOf('\u2019') !== -1) && head.indexOf("'") === -1) out = out.replace(CURLY_SINGLE, "'");
  return out;
}
