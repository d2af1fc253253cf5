import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// CANN's error manager prints an error as its code, then `[PID: n]` and its own stamp (`EE1001: [PID: 34898]
// 2025-09-17-06:54:37.316.433 The argument is invalid.Reason: …`); torch_npu appends those lines, after PTA_ERROR's
// `[ERROR] … ERR00100 PTA call acl api failed.`, to the message of the RuntimeError it raises (NPU_CHECK_ERROR).
const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null, errors: a.errors.length }));

describe("CANN's error manager line", () => {
  it('names the cause when the RuntimeError above it is cut off (sgl-project/sglang#10554)', () => {
    const [a] = read([
      '[ERROR] 2025-09-17-06:54:37 (PID:34898, Device:0, RankID:-1) ERR00100 PTA call acl api failed.',
      "EE1001: [PID: 34898] 2025-09-17-06:54:37.316.433 The argument is invalid.Reason: coreDim=123408 can't be greater than UINT16_MAX.",
      '        Solution: 1.Check the input parameter range of the function. 2.Check the function invocation relationship.',
    ]);
    expect(a!.fatal).toContain("coreDim=123408 can't be greater than UINT16_MAX");
  });

  it("is the RuntimeError's own message under it: the exception stays the cause and the last words (vllm-project/vllm-ascend#3046)", () => {
    const got = read([
      'RuntimeError: arange_out_op_api:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:36 NPU function error: call aclnnArange failed, error code is 561103',
      '[ERROR] 2025-09-19-14:34:08 (PID:5625, Device:0, RankID:-1) ERR00100 PTA call acl api failed.',
      'EZ9999: Inner Error!',
      'EZ9999: [PID: 5625] 2025-09-19-14:34:08.166.059 Parse dynamic kernel config fail.',
      '        TraceBack (most recent call last):',
      '       AclOpKernelInit failed opType',
    ]);
    expect(got).toEqual([{ outcome: 'failed', fatal: expect.stringContaining('NPU function error: call aclnnArange failed'), errors: 1 }]);
  });

  it('needs the code, the PID and the stamp at the start of the line', () => {
    for (const line of [
      'EZ9999: Inner Error!',
      'EE1001: [PID: 34898] The argument is invalid.',
      'INFO 09-17 06:54:37 [worker.py:12] saw EE1001: [PID: 34898] 2025-09-17-06:54:37.316.433 in an earlier run',
      'E12345: [PID: 34898] 2025-09-17-06:54:37.316.433 not a CANN code',
    ]) {
      expect(read([line])[0]!.fatal, line).toBeNull();
    }
  });
});
