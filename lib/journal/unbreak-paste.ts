// A log copied out of a rendered page (a forum post, a wiki, a chat client, a word processor) often comes with its runs of
// spaces turned into no-break spaces: HTML collapses plain spaces, so such renderers write every space but the last of a
// run as U+00A0 (`&nbsp;`), and some whole indents as U+202F or U+2007. Every prefix reader counts plain spaces (vLLM's
// `INFO:     `, a traceback's `  File "…"`, a column-aligned level), so they read nothing there. No program prints these
// spaces to mark its own log structure; they are plain spaces again here.
const UNBREAKABLE = /[\u00a0\u2007\u202f]/g;
// A renderer turns every run of the page: its first characters tell, and a long journal is not scanned three times.
const SAMPLE = 65_536;

/** The text with no-break spaces made plain spaces; a text whose first SAMPLE characters hold none is returned as it is (the same string). */
export function unbreakPaste(text: string): string {
  const head = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  return head.indexOf('\u00a0') === -1 && head.indexOf('\u202f') === -1 && head.indexOf('\u2007') === -1 ? text : text.replace(UNBREAKABLE, ' ');
}
