import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { isTsvExportPaste, untsvPaste } from './untsv-paste';

// Grafana's "Download logs" text file of an SGLang pod (sgl-project/sglang#25887): epoch ms, a tab, the ISO time, a tab, the
// entry, and the blank line the container line's own newline leaves after each row.
const EXPORT = [
  '1779264164793\t2026-05-20T08:02:44.793Z\t[2026-05-20 08:02:44] INFO:     10.42.0.190:54466 - "POST /v1/chat/completions HTTP/1.1" 200 OK',
  '',
  '1779264164797\t2026-05-20T08:02:44.797Z\t[2026-05-20 08:02:44 PP0 ATTN_CP7 TP7] Scheduler hit an exception: Traceback (most recent call last):',
  '',
  '1779264164797\t2026-05-20T08:02:44.797Z\t  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 3616, in run_scheduler_process',
  '',
].join('\n');

describe('untsvPaste', () => {
  it('turns each row into its ISO stamp and the entry, the blank lines between rows dropped, so the line is read again', () => {
    expect(untsvPaste(EXPORT)).toBe(
      [
        '2026-05-20T08:02:44.793Z [2026-05-20 08:02:44] INFO:     10.42.0.190:54466 - "POST /v1/chat/completions HTTP/1.1" 200 OK',
        '2026-05-20T08:02:44.797Z [2026-05-20 08:02:44 PP0 ATTN_CP7 TP7] Scheduler hit an exception: Traceback (most recent call last):',
        '2026-05-20T08:02:44.797Z   File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 3616, in run_scheduler_process',
      ].join('\n'),
    );
    const entries = parseLog(EXPORT, { year: 2026 }).entries;
    expect(entries.map((e) => e.ts)).toEqual([1779264164793000, 1779264164797000, 1779264164797000]);
    expect(entries[2]!.message).toContain('  File "/sgl-workspace/');
  });

  it("keeps Grafana's meta lines before the first row and leaves other text alone", () => {
    const withMeta = 'Common labels: {"app":"sglang"}\nLine limit: "1000 (2 returned)"\n\n\n' + EXPORT;
    expect(isTsvExportPaste(withMeta)).toBe(true);
    expect(untsvPaste(withMeta).startsWith('Common labels: {"app":"sglang"}\nLine limit: "1000 (2 returned)"\n\n\n2026-05-20T08:02:44.793Z [')).toBe(true);
    // A line without the columns after the first row, one row alone, or a 10-digit number are no export.
    const mixed = '1779264164793\t2026-05-20T08:02:44.793Z\ta\nINFO 05-20 08:02:44 [x.py:1] b\n1779264164794\t2026-05-20T08:02:44.794Z\tc\n';
    expect(isTsvExportPaste(mixed)).toBe(false);
    expect(untsvPaste(mixed)).toBe(mixed);
    expect(isTsvExportPaste('1779264164793\t2026-05-20T08:02:44.793Z\ta\n')).toBe(false);
    expect(isTsvExportPaste('1779264164\t2026-05-20T08:02:44.793Z\ta\n1779264165\t2026-05-20T08:02:45.793Z\tb\n')).toBe(false);
  });
});
