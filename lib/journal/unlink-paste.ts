// A chat client or editor that turns what it copies into Markdown autolinks what looks like a phone number or a mail
// address: a log line's stamp `[2025-11-19 14:41:27]` comes out as `[[2025-11-19 14](tel:2025-11-19 14):41:27]` (sglang#13591).
// The link's text and its target are the same characters, so the link is the client's, not the log's: the text alone is what
// the server wrote. A link whose target differs from its text is the log's own and is left alone.
const AUTOLINK = /\[([^[\]\n]{1,80})\]\((?:tel|mailto):([^)\n]{1,80})\)/g;

/** The text with autolinks whose target repeats their text (`[X](tel:X)`, `[X](mailto:X)`) put back to X; else unchanged (the same string). */
export function unlinkPaste(text: string): string {
  if (text.indexOf('](tel:') === -1 && text.indexOf('](mailto:') === -1) return text;
  return text.replace(AUTOLINK, (link: string, shown: string, target: string) => (shown === target ? shown : link));
}
