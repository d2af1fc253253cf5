// stern, the multi-pod `kubectl logs` tailer, prints `+ <pod> › <container>` when it starts following a container and
// `- <pod> › <container>` when it stops (the container ended, or its pod went away): stern/tail.go printStarting and
// printStopping, `+ <namespace> <pod> › <container>` when it names namespaces. Its default template puts the same names,
// space-separated, before each of that container's lines (`<pod> <container> <line>`).
const STERN_MARK = /^([+-]) (?:([a-z0-9][-a-z0-9]*) )?([a-z0-9][-a-z0-9.]*) › ([a-z0-9][-a-z0-9]*)$/;

/** A container stern followed: the prefix it puts before that container's lines, and its pod (the server the lines are from). */
export interface SternTarget {
  prefix: string;
  pod: string;
}

/** stern's own line that it started (`+`) or stopped (`-`) following a container, with that container's pod; else null. */
export function sternMark(line: string): { sign: '+' | '-'; pod: string } | null {
  const first = line.charCodeAt(0);
  if ((first !== 43 && first !== 45) || !line.includes(' › ')) return null;
  const m = STERN_MARK.exec(line);
  return m === null ? null : { sign: m[1] as '+' | '-', pod: m[3] as string };
}

/** The containers a paste's stern marks name: only their prefixes are taken off (a bare `<word> <word> ` is no prefix). */
export function sternTargets(lines: readonly string[]): SternTarget[] {
  const targets = new Map<string, SternTarget>();
  for (const line of lines) {
    const first = line.charCodeAt(0);
    if ((first !== 43 && first !== 45) || !line.includes(' › ')) continue;
    const m = STERN_MARK.exec(line.trimEnd());
    if (m === null) continue;
    const prefix = `${m[2] === undefined ? '' : `${m[2]} `}${m[3]} ${m[4]} `;
    if (!targets.has(prefix)) targets.set(prefix, { prefix, pod: m[3] as string });
  }
  return [...targets.values()];
}

/** A line of a container stern followed, without stern's prefix, and its pod; stern's own marks keep their text. */
export function sternLine(line: string, targets: readonly SternTarget[]): { text: string; pod: string } | null {
  const mark = sternMark(line);
  if (mark !== null) return { text: line, pod: mark.pod };
  for (const t of targets) {
    if (line.startsWith(t.prefix)) return { text: line.slice(t.prefix.length), pod: t.pod };
    if (line === t.prefix.trimEnd()) return { text: '', pod: t.pod };
  }
  return null;
}
