import { everyFilledLine, offEachLine } from './first-lines';

// nix's progress bar under `--print-build-logs` (`nix build -L`, nixos-rebuild's) prints each line of a derivation's build log
// behind the derivation's name (libmain/progress-bar.cc: `info.name + "> " + lastLine`, ` (post)> ` for a post-build hook's
// line). A build's check phase runs the package's own tests, so a server's own lines (Ollama's Go tests initialising ggml-metal)
// arrive so; the name hides every prefix the parsers read at column 0. Taken off only when every one of the first non-blank
// lines (at least two) carries the same name: a REPL's `mysql> ` before a few lines is no build log. A line that was blank
// in the build (a Go dump's empty separator) keeps the bare `name>` once a paste dropped its trailing space.
const SAMPLE_LINES = 50;
const PREFIX = /^([A-Za-z0-9][\w.+-]{0,63})(?: \(post\))?>(?: |$)/;

/** The one derivation name every one of the first non-blank lines (at least two) starts with, or null. */
function derivationOf(text: string): string | null {
  let name: string | null = null;
  let lines = 0;
  const every = everyFilledLine(text, SAMPLE_LINES, (line) => {
    const m = PREFIX.exec(line);
    if (m === null || (name !== null && m[1] !== name)) return false;
    name = m[1]!;
    lines++;
    return true;
  });
  return every && lines >= 2 ? name : null;
}

/** The text with nix's `name> ` build-log prefix taken off every line that has it; other text unchanged (the same string). */
export function unbuildPaste(text: string): string {
  const first = text.indexOf('>');
  if (first === -1 || first > 80) return text;
  const name = derivationOf(text);
  if (name === null) return text;
  const escaped = name.replace(/[.+-]/g, '\\$&');
  return offEachLine(text, new RegExp(`^${escaped}(?: \\(post\\))?>(?: |$)`));
}
