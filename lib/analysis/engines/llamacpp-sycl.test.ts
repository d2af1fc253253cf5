import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// ggml-sycl's catch prints the runtime's error, where it was caught, the op, then exit(1). Real lines: the error from
// ggml-org/llama.cpp#7777, the catch and op lines from Raudbjorn/ggml-llama.cpp's SYCL graph crash notes.
const CRASH = [
  'Native API failed. Native API returns: -5 (PI_ERROR_OUT_OF_RESOURCES) -5 (PI_ERROR_OUT_OF_RESOURCES)',
  'Exception caught at file:ggml/src/ggml-sycl/ggml-sycl.cpp, line:5335',
  'Error OP FLASH_ATTN_EXT',
];

describe('llama.cpp on SYCL', () => {
  it("ends the attempt at ggml-sycl's catch line and names the runtime's error as the cause", () => {
    const [attempt, ...more] = analyse(parseLog(CRASH.join('\n')).entries).attempts;
    expect(more).toEqual([]);
    expect([attempt!.engine, attempt!.outcome]).toEqual(['llamacpp', 'failed']);
    expect(attempt!.fatal?.headline).toContain('PI_ERROR_OUT_OF_RESOURCES');
  });

  // oneAPI 2025's Unified Runtime names the adapter instead (ggml-org/llama.cpp#27198), and ggml aborts from a header.
  it("names the runtime's error in its newer wording, ggml's abort from common.hpp after it", () => {
    const lines = [
      'slot launch_slot_: id  3 | task 0 | processing task, is_child = 0',
      'level_zero backend failed with error: 20 (UR_RESULT_ERROR_DEVICE_LOST)',
      '/usr/src/llama.cpp/ggml/src/ggml-sycl/../ggml-sycl/common.hpp:155: SYCL error',
    ];
    const [attempt] = analyse(parseLog(lines.join('\n')).entries).attempts;
    expect([attempt!.engine, attempt!.outcome]).toEqual(['llamacpp', 'failed']);
    expect(attempt!.fatal?.headline).toContain('UR_RESULT_ERROR_DEVICE_LOST');
  });
});
