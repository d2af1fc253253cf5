/** A command's first non-blank output line, trimmed and cut at 300 characters: what an error message quotes. */
export function firstLine(text: string): string | null {
  const line = text
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  return line ? line.slice(0, 300) : null;
}
