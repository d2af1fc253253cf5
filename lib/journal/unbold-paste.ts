// Markdown's strong emphasis used on a pasted line: a reporter who pastes a log unfenced into an issue bolds the line that matters,
// most often the exception a traceback ends on (`**ModuleNotFoundError: No module named 'flashinfer'**`, text-generation-inference#2522).
// The asterisks are the reporter's, not the server's: with them the line no longer starts with the exception's name, and the
// traceback reads as cut before its exception. Only a line that is bold as a whole is taken back: CommonMark opens emphasis
// only on `**` followed by a non-space and closes it only on `**` after one, so a banner (`** ComfyUI startup time: …`,
// `*** WARNING ***`) or a line of asterisks is left as it is, and so is a line with any other asterisk in it.
const BOLD_LINE = /^\*\*([^*\s](?:[^*\n]*[^*\s])?)\*\*([ \t\r]*)$/gm;
// A reporter's bold on the words that end a line (`… cudaMalloc **failed: out of memory**`, ollama/ollama#9674): the span
// opens after a space or tab, closes the line, and nothing before it on the line is an asterisk. Such a span is taken back too; one in
// the middle of a line (`the **error** was here`) is left alone, as is a line with any other asterisk before the span.
const BOLD_TAIL = /^([^*\n]*[ \t])\*\*([^*\s](?:[^*\n]*[^*\s])?)\*\*([ \t\r]*)$/gm;

/** The text with each line that is Markdown bold as a whole (`**X**`), or bold at its end (`… **X**`), put back; else unchanged. */
export function unboldPaste(text: string): string {
  // Most input has no `**` at all: one search tells, before the line-by-line patterns.
  if (text.indexOf('**') === -1) return text;
  return text
    .replace(BOLD_LINE, (_line: string, inner: string, tail: string) => inner + tail)
    .replace(BOLD_TAIL, (_line: string, head: string, inner: string, tail: string) => head + inner + tail);
}
