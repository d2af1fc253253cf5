import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { isTaskLabelledPaste, unlabelPaste } from './unlabel-paste';

// `srun --label` output of one task (sgl-project/sglang#4096): every line behind `0: `.
const LABELLED = [
  '0: [rank0]:[W305 03:55:35.235035264 socket.cpp:462] [c10d]',
  '0: [2025-03-05 03:55:55 TP0] Scheduler hit an exception: Traceback (most recent call last):',
  '0:   File "/sgl-workspace/sglang/python/sglang/srt/model_executor/model_runner.py", line 463, in init_weights_update_group',
  '',
].join('\n');

describe('unlabelPaste', () => {
  it("takes srun's task labels off, so SGLang's stamp and the traceback's indentation are read again", () => {
    expect(unlabelPaste(LABELLED).split('\n')[1]).toBe('[2025-03-05 03:55:55 TP0] Scheduler hit an exception: Traceback (most recent call last):');
    expect(unlabelPaste(LABELLED).split('\n')[2]).toMatch(/^ {2}File "/);
    expect(parseLog(LABELLED, { year: 2025 }).entries.every((e) => !e.message.startsWith('0:'))).toBe(true);
  });

  it('reads interleaved tasks, right-aligned labels included', () => {
    expect(isTaskLabelledPaste(' 1: b\n10: c\n 1: d\n')).toBe(true);
  });

  it("leaves alone a clock at column 0, grep's rising numbers, a single labelled line and a log where some line has no label", () => {
    expect(isTaskLabelledPaste('12:23:29 INFO a\n12:23:30 INFO b\n')).toBe(false);
    expect(isTaskLabelledPaste('3: a\n7: b\n9: c\n')).toBe(false);
    expect(isTaskLabelledPaste('0: only one\n')).toBe(false);
    expect(isTaskLabelledPaste('0: a\nplain\n0: b\n')).toBe(false);
    const text = 'plain\n0: a\n';
    expect(unlabelPaste(text)).toBe(text);
  });
});
