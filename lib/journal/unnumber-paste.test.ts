import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { isEditorNumberedPaste, isLineNumberedPaste, unnumberPaste } from './unnumber-paste';

const GREPPED = [
  '9:Feb 26 17:41:22 gpu-1 python3.12[409240]: (EngineCore_DP0 pid=409240) ValueError: Free memory on device cuda:0',
  '67:Feb 26 17:41:24 gpu-1 systemd[1669]: vllm.service: Main process exited, code=exited, status=1/FAILURE',
  '--',
  '70-Feb 26 17:41:29 gpu-1 systemd[1669]: vllm.service: Scheduled restart job, restart counter is at 2740.',
  '',
].join('\n');

describe('unnumberPaste', () => {
  it("takes off `grep -n`'s rising line numbers (`N:`, a context line's `N-`) and its `--` separators, so the journal stamps are read again", () => {
    expect(unnumberPaste(GREPPED)).toBe(
      [
        'Feb 26 17:41:22 gpu-1 python3.12[409240]: (EngineCore_DP0 pid=409240) ValueError: Free memory on device cuda:0',
        'Feb 26 17:41:24 gpu-1 systemd[1669]: vllm.service: Main process exited, code=exited, status=1/FAILURE',
        'Feb 26 17:41:29 gpu-1 systemd[1669]: vllm.service: Scheduled restart job, restart counter is at 2740.',
        '',
      ].join('\n'),
    );
    const parsed = parseLog(GREPPED, { year: 2026 });
    expect(parsed.format).toBe('short');
    expect(parsed.entries.map((e) => [e.identifier, e.pid])).toEqual([['python3.12', 409240], ['systemd', 1669], ['systemd', 1669]]);
  });

  // ggml-org/llama.cpp#27597: `grep -n` over a short-iso journal, so a digit (the year) follows grep's `:`.
  it("takes off `grep -n`'s numbers before ISO-stamped lines, and leaves an ISO-stamped log's own dates alone", () => {
    const iso = [
      '61:2026-08-15T18:31:23.492084+05:00 host docker/llamacpp-1[1683]: parse: error parsing grammar: unknown escape',
      '609:2026-08-15T18:31:23.544256+05:00 host docker/llamacpp-1[1683]: 20.42.493.373 E srv    send_error: task id = 360',
      '',
    ].join('\n');
    expect(isLineNumberedPaste(iso)).toBe(true);
    const parsed = parseLog(iso, { year: 2026 });
    expect(parsed.format).toBe('short-iso');
    expect(parsed.entries.map((e) => e.pid)).toEqual([1683, 1683]);
    expect(isLineNumberedPaste('2026-08-15T18:31:23+05:00 host a[1]: x\n2026-08-15T18:31:24+05:00 host a[1]: y\n')).toBe(false);
    expect(isLineNumberedPaste('12:2026 was a year\n13:34:56 INFO x\n')).toBe(false);
  });

  it('leaves alone a log whose lines start with a clock or a date, numbers that do not rise, and a single numbered line', () => {
    const clock = '12:23:29 INFO starting\n12:23:30 INFO loading\n';
    expect(isLineNumberedPaste(clock)).toBe(false);
    const dates = '2024-02-03 09:54:56,181\tINFO worker.py:1724 -- Started\n2024-02-03 09:54:57,181\tINFO worker.py:1724 -- Connected\n';
    expect(isLineNumberedPaste(dates)).toBe(false);
    expect(isLineNumberedPaste('9:a\n3:b\n')).toBe(false);
    expect(unnumberPaste('9:Feb 26 17:41:22 gpu-1 vllm[1]: x\n')).toBe('9:Feb 26 17:41:22 gpu-1 vllm[1]: x\n');
  });

  // sgl-project/sglang#32182: a log copied from vim with `:set number`, its file message on top.
  const VIM = [
    '"2.log" 16498L, 2947832B',
    '16433 [2026-07-23 15:23:26 DP2 TP2 EP2] Scheduler hit an exception: Traceback (most recent call last):',
    '16434   File "/usr/local/src/sglang/python/sglang/srt/managers/scheduler.py", line 4656, in run_scheduler_process',
    '16435     scheduler.run_event_loop()',
  ].join('\n');

  it("takes off an editor's right-aligned line numbers (vim, `cat -n`) and vim's file message, keeping each line's own indent", () => {
    expect(unnumberPaste(VIM)).toBe(
      [
        '[2026-07-23 15:23:26 DP2 TP2 EP2] Scheduler hit an exception: Traceback (most recent call last):',
        '  File "/usr/local/src/sglang/python/sglang/srt/managers/scheduler.py", line 4656, in run_scheduler_process',
        '    scheduler.run_event_loop()',
      ].join('\n'),
    );
    expect(unnumberPaste('     1\tINFO a\n     2\tINFO b\n')).toBe('INFO a\nINFO b\n');
    const [first] = parseLog(VIM, { year: 2026 }).entries;
    expect(first!.message).toContain('Scheduler hit an exception');
    expect(first!.message.startsWith('16433')).toBe(false);
  });

  it('leaves alone lines that start with a number not followed by a blank, or numbers that do not rise', () => {
    expect(isEditorNumberedPaste('12:23:29 INFO starting\n12:23:30 INFO loading\n')).toBe(false);
    expect(isEditorNumberedPaste('2024-02-03 09:54:56 INFO a\n2024-02-03 09:54:57 INFO b\n')).toBe(false);
    expect(isEditorNumberedPaste('9 a\n3 b\n')).toBe(false);
    expect(isEditorNumberedPaste('1 only one line\n')).toBe(false);
  });
});
