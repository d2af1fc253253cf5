import { describe, expect, it } from 'vitest';
import { parseText } from './parse-text';

// glibc's de_AT names January `Jän` in LC_TIME's abmon (localedata/locales/de_AT), the other eleven as de_DE does.
describe('short lines in an Austrian German locale', () => {
  it('reads `Jän` as January (ollama/ollama#2189)', () => {
    const text = [
      'Jän 25 15:58:43 OS ollama[192151]: 2024/01/25 15:58:43 gpu.go:104: Radeon GPU detected',
      'Jän 25 15:59:27 OS ollama[192151]: 2024/01/25 15:59:27 ext_server_common.go:136: Initializing internal llama server',
      'Jän 25 15:59:27 OS ollama[192151]: free(): invalid pointer',
    ].join('\n');
    const log = parseText(text, { year: 2024 });
    expect(log.format).toBe('short');
    expect(log.unparsed).toBe(0);
    expect(log.entries.map((e) => [new Date(e.ts! / 1000).toISOString().slice(5, 10), e.identifier, e.pid])).toEqual([
      ['01-25', 'ollama', 192151],
      ['01-25', 'ollama', 192151],
      ['01-25', 'ollama', 192151],
    ]);
  });
});
