import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';

const pids = (text: string) => parseLog(text, { year: 2024 }).entries.map((e) => [e.seq, e.pid]);

describe('inLoggedOrder (journalctl -r)', () => {
  // ollama/ollama#5938: a restart loop pasted from `journalctl -r`, newest first.
  it('puts a newest-first journal back in the order it was logged', () => {
    const text = [
      'Jul 26 18:32:56 master ollama[3]: Error: b',
      'Jul 26 18:32:56 master ollama[3]: config',
      'Jul 26 18:32:53 master ollama[2]: Error: b',
      'Jul 26 18:32:53 master ollama[2]: config',
      'Jul 26 18:32:50 master ollama[1]: Error: b',
      '',
    ].join('\n');
    expect(pids(text)).toEqual([[0, 1], [1, 2], [2, 2], [3, 3], [4, 3]]);
    expect(parseLog(text, { year: 2024 }).entries.map((e) => e.message)).toEqual(['Error: b', 'config', 'Error: b', 'config', 'Error: b']);
  });

  it('keeps a journal that steps forward even once, or back only once, as printed', () => {
    const forwardOnce = ['Jul 26 18:32:56 h a[1]: x', 'Jul 26 18:32:53 h a[1]: y', 'Jul 26 18:32:54 h a[1]: z', 'Jul 26 18:32:50 h a[1]: w', ''].join('\n');
    expect(pids(forwardOnce).map(([s]) => s)).toEqual([0, 1, 2, 3]);
    expect(parseLog(forwardOnce, { year: 2024 }).entries[0]!.message).toBe('x');
    const backOnce = ['Jul 26 18:32:56 h a[1]: x', 'Jul 26 18:32:53 h a[1]: y', ''].join('\n');
    expect(parseLog(backOnce, { year: 2024 }).entries[0]!.message).toBe('x');
  });

  it('keeps a listing with an unstamped line as printed', () => {
    const text = ['Jul 26 18:32:56 h a[1]: x', 'Traceback (most recent call last):', 'Jul 26 18:32:53 h a[1]: y', 'Jul 26 18:32:50 h a[1]: z', ''].join('\n');
    expect(parseLog(text, { year: 2024 }).entries[0]!.message).toBe('x');
  });
});
