const utf8 = new TextDecoder('utf-8');

// CSI sequences (colours, cursor moves), OSC sequences (titles, links), and two-byte escapes.
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;
// The same colour codes with the ESC byte written out: rsyslog's control-character escaping (`#033[2m`, on by default, what
// CloudWatch and syslog files of a journal show), viewers that print the byte's name (`ESC[2m`) and ones that print it in
// caret notation (`^[[0;36m`: `cat -v`, vim, a terminal copy of `less`), and the legacy Windows console (conhost without VT
// processing), which draws the ESC byte as its code-page-437 glyph `←` (`←[0mllama_params_fit: …`).
// A paste whose ESC bytes were decoded as invalid text shows each as U+FFFD, the replacement character (`�[34m2.53.771.327�[0m
// �[32mI �[0mslot …`, llama-server's coloured stamps from a Windows console), at the line's start or behind a tool's prefix
// (`docker compose logs`' `name  | `, journalctl's).
const SPELLED_SGR = /(?:#033|ESC|\^\[|←|\ufffd)\[[0-9;]*m/g;
// The same codes with the ESC byte lost: a browser drops the control byte when `docker logs -t` or a TTY's output is pasted
// into an issue, leaving `[36m(RayWorkerWrapper pid=4773)[0m`, `[32mINFO[0m`. Taken off only on a line that also holds a
// reset (`[0m`, `[0;0m`), as every coloured span ends with one: a lone `[5m]` in a message is text.
const BARE_SGR = /\[\d{1,3}(?:;\d{1,3})*m/g;
// Some pastes turn the lost byte into a space instead (` [36m(RayWorkerVllm pid=4773) [0m [pod]…`): where every code on the line
// follows a space, that space is the byte's and goes with it.
const SPACED_BARE_SGR = / ?\[\d{1,3}(?:;\d{1,3})*m/g;

// A paste can keep a line's first code and lose the rest with the ESC bytes: tracing dims its time stamp (`\e[2m2024-…Z\e[0m`),
// so `[2m2024-08-11T10:36:18.314852Z  INFO …` is such a line. A code glued to a date at the start of a line is never text.
const LEADING_BARE_SGR = /^\[\d{1,3}(?:;\d{1,3})*m(?=\d{4}-\d\d-\d\d[T ])/;

function stripBareSgr(text: string): string {
  for (const m of text.matchAll(BARE_SGR)) if (m.index! > 0 && text.charCodeAt(m.index! - 1) !== 32) return text.replace(BARE_SGR, '');
  return text.replace(SPACED_BARE_SGR, '');
}
// rsyslog writes a carriage return the same way (`#015`): a line that ended in `\r\n`, or a progress bar's redraws.
const SPELLED_CR = /#015/g;
// Caret notation writes it `^M` (`cat -v` of a `\r\n` file); in a line of caret-spelled colour codes every `^M` is one.
const CARET_CR = /\^M/g;

// tmux in copy mode draws its scroll position (`[offset/history size]`) over the pane's top right corner, so the first line of a
// screen copied from it ends, after the padding to the pane's width, in `[82/746]`: a screen mark, not the line's text.
const TMUX_POSITION = / {8,}\[\d+\/\d+\]$/;

// VTE terminals' (GNOME Terminal, Tilix) "Copy as HTML" writes each colour as `<font color="#2AA1B3"><b>…</b></font>`.
const HTML_COLOUR = /<font color="#[0-9A-Fa-f]{6}">|<\/font>|<\/?[bu]>/g;

/** What a terminal would show: colour codes removed, `\r`-overwritten segments reduced to the last non-empty one. */
export function cleanTerminalText(text: string): string {
  const hasEsc = text.indexOf('\x1b') !== -1;
  const hasCr = text.indexOf('\r') !== -1;
  // One scan for rsyslog's `#0nn` escapes on every line; the codes are looked for only where one is.
  const octal = text.indexOf('#0');
  const spelled =
    (octal !== -1 && text.indexOf('#033[', octal) !== -1) ||
    text.indexOf('ESC[') !== -1 ||
    text.indexOf('^[[') !== -1 ||
    text.indexOf('←[') !== -1 ||
    // a one-byte (Latin-1) string cannot hold U+FFFD, so V8 answers this one without a scan on nearly every line
    text.indexOf('\ufffd[') !== -1;
  const bare = !hasEsc && !spelled && (text.indexOf('[0m') !== -1 || text.indexOf('[0;0m') !== -1);
  const leadingBare = !hasEsc && !spelled && !bare && text.charCodeAt(0) === 91 && LEADING_BARE_SGR.test(text);
  const spelledCr = octal !== -1 && text.indexOf('#015', octal) !== -1;
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  const caretCr = text.charCodeAt(end - 1) === 77 && text.charCodeAt(end - 2) === 94;
  const html = text.indexOf('<font color="#') !== -1;
  const tmux = text.charCodeAt(end - 1) === 93 && TMUX_POSITION.test(text.slice(0, end));
  if (tmux) return cleanTerminalText(text.slice(0, end).replace(TMUX_POSITION, ''));
  if (!hasEsc && !hasCr && !spelled && !spelledCr && !caretCr && !html && !bare && !leadingBare) return text;
  let plain = caretCr && !spelled ? `${text.slice(0, end - 2)}\r${text.slice(end)}` : text;
  if (spelled) plain = plain.replace(SPELLED_SGR, '');
  if (caretCr && spelled) plain = plain.replace(CARET_CR, '\r');
  if (spelledCr) plain = plain.replace(SPELLED_CR, '\r');
  if (html) plain = plain.replace(HTML_COLOUR, '');
  if (bare) plain = stripBareSgr(plain);
  if (leadingBare) plain = plain.replace(LEADING_BARE_SGR, '');
  if (hasEsc) plain = plain.replace(ANSI, '');
  return hasCr || spelledCr || caretCr ? collapseCarriageReturns(plain) : plain;
}

function collapseCarriageReturns(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.indexOf('\r') === -1) continue;
    const segments = line.split('\r');
    let shown = '';
    for (let j = segments.length - 1; j >= 0; j--) {
      const segment = segments[j] as string;
      if (segment.trim() !== '') {
        shown = segment;
        break;
      }
    }
    lines[i] = shown;
  }
  return lines.join('\n');
}

/** A journal field value as text: a string, a byte array (not valid UTF-8, or holding control bytes), or null. */
export function decodeFieldValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '';
    const head: unknown = value[0];
    // A field set twice in one entry arrives as an array of values.
    if (typeof head === 'string' || Array.isArray(head)) return decodeFieldValue(head);
    return utf8.decode(Uint8Array.from(value as number[]));
  }
  return null;
}
