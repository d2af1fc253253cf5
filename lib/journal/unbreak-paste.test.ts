import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse } from '@/lib/analysis';
import { parseLog } from './parse-log';
import { unbreakPaste } from './unbreak-paste';

// A real log (vllm-project/vllm#30641) as a rendered page gives it back: every space of a run but its last a no-break space.
const FIXTURE = path.join(__dirname, '..', 'analysis', '__fixtures__', 'engines', 'vllm', 'vllm-30641-v011-gguf-deepseek-apiserver-non-default-args-then-runpy-traceback-cut.log');
const rendered = (text: string) => text.replace(/ {2,}/g, (run) => '\u00a0'.repeat(run.length - 1) + ' ').replace(/^ /gm, '\u00a0');

describe('unbreakPaste', () => {
  it('makes no-break spaces (U+00A0, U+2007, U+202F) plain spaces', () => {
    expect(unbreakPaste('a\u00a0\u00a0 b\u202fc\u2007d')).toBe('a   b c d');
  });

  it('returns a text without them as the same string', () => {
    const text = 'INFO:     Started server process [1]\n  File "x.py", line 1, in f';
    expect(unbreakPaste(text)).toBe(text);
  });

  it("a rendered page's copy reads as the log does: the traceback's frames, its cut, the attempt's end", () => {
    const plain = readFileSync(FIXTURE, 'utf8');
    const copy = rendered(plain);
    expect(copy).not.toBe(plain);
    const read = (text: string) =>
      analyse(parseLog(text, { year: 2025 }).entries).attempts.map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null, end: a.endSeq, pid: a.mainPid, errors: a.errors.map((e) => e.headline) }));
    expect(read(copy)).toEqual(read(plain));
    expect(read(copy)[0]?.errors.join('\n')).toContain('Traceback cut before its exception line');
  });
});

describe('unbreakPaste on a long text', () => {
  it('decides from the first 64 KiB and turns the whole text', () => {
    const long = 'a\u00a0 b\n' + 'x'.repeat(70_000) + '\nc\u00a0\u00a0 d';
    expect(unbreakPaste(long).endsWith('c   d')).toBe(true);
    const clean = 'x'.repeat(70_000) + '\nc d';
    expect(unbreakPaste(clean)).toBe(clean);
  });
});
