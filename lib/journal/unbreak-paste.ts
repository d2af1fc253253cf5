// A log copied out of a rendered page (a forum post, a wiki, a chat client, a word processor) often comes with its runs of
// spaces turned into no-break spaces: HTML collapses plain spaces, so such renderers write every space but the last of a
// run as U+00A0 (`&nbsp;`), and some whole indents as U+202F or U+2007. Every prefix reader counts plain spaces (vLLM's
// `INFO:     `, a traceback's `  File "…"`, a column-aligned level), so they read nothing there. No program prints these
// spaces to mark its own log structure; they are plain spaces again here.
const UNBREAKABLE = /[\u00a0\u2007\u202f]/g;

/** The text with no-break spaces made plain spaces; a text without any is returned as it is (the same string). */
export function unbreakPaste(text: string): string {
  // Three scans for a character are cheaper than a replace over a text (a 200k-line journal) that holds none.
  return text.indexOf('\u00a0') === -1 && text.indexOf('\u202f') === -1 && text.indexOf('\u2007') === -1 ? text : text.replace(UNBREAKABLE, ' ');
}
