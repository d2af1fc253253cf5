/** ssh joins argv into one string for the remote login shell: single-quote every word so the shell sees argv unchanged. */
export function shellQuote(argv: readonly string[]): string {
  return argv.map(quoteWord).join(' ');
}

function quoteWord(word: string): string {
  if (word.includes('\0')) throw new Error('NUL cannot be passed through a shell');
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
