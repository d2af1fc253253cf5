import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// slog's text handler prints time, level, source, msg in that order: a paste that cut the leading keys still starts with
// `source=<file>.go:<n> msg=` (ollama/ollama#13726, indented as a markdown block).
const engine = (lines: string[]) => readAttempts(lines)[0]!.engine;

describe("Ollama's slog line without its time and level", () => {
  it('is still Ollama, indented or not', () => {
    expect(engine(['    source=images.go:499 msg="total blobs: 26"'])).toBe('ollama');
    expect(engine(['source=images.go:506 msg="total unused blobs removed: 0"'])).toBe('ollama');
  });

  it('needs the Go source file and msg right after it', () => {
    expect(engine(['source=main.py:12 msg="hello"'])).not.toBe('ollama');
  });
});
