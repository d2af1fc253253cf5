import { describe, expect, it } from 'vitest';
import { dedentPaste, pasteIndent } from './dedent-paste';

describe('dedentPaste', () => {
  it("takes off the indent every line of the paste shares (a 4-space code block, ollama/ollama#7654's compose paste)", () => {
    const text = '    time=2024-11-13T17:36:49.865Z level=INFO source=sched.go:449 msg="loaded runners" count=1\n\n      indented deeper\n';
    expect(pasteIndent(text)).toBe(4);
    expect(dedentPaste(text)).toBe('time=2024-11-13T17:36:49.865Z level=INFO source=sched.go:449 msg="loaded runners" count=1\n\n  indented deeper\n');
  });

  it('leaves text alone when one of the first lines starts at column 0, or the shared indent is a traceback frame\'s', () => {
    const journal = 'Feb 20 23:37:52 llm-two vllm[1]: x\n        continuation\n';
    expect(dedentPaste(journal)).toBe(journal);
    const frames = '  File "/opt/vllm/x.py", line 3, in f\n    raise RuntimeError("boom")\n';
    expect(dedentPaste(frames)).toBe(frames);
    expect(pasteIndent('{"MESSAGE":"x"}\n'.repeat(3))).toBe(0);
    expect(pasteIndent('   \n\n')).toBe(0);
  });
});
