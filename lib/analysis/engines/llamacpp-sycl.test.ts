import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml-sycl's catch prints the runtime's error, where it was caught, the op, then exit(1). Real lines: the error from
// ggml-org/llama.cpp#7777, the catch and op lines from Raudbjorn/ggml-llama.cpp's SYCL graph crash notes.
const CRASH = [
  'Native API failed. Native API returns: -5 (PI_ERROR_OUT_OF_RESOURCES) -5 (PI_ERROR_OUT_OF_RESOURCES)',
  'Exception caught at file:ggml/src/ggml-sycl/ggml-sycl.cpp, line:5335',
  'Error OP FLASH_ATTN_EXT',
];

describe('llama.cpp on SYCL', () => {
  it("ends the attempt at ggml-sycl's catch line and names the runtime's error as the cause", () => {
    const [attempt, ...more] = readAttempts(CRASH);
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
    const [attempt] = readAttempts(lines);
    expect([attempt!.engine, attempt!.outcome]).toEqual(['llamacpp', 'failed']);
    expect(attempt!.fatal?.headline).toContain('UR_RESULT_ERROR_DEVICE_LOST');
  });

  // CHECK_TRY_ERROR's catch printed an empty exception text, then ggml_sycl_error names the call that failed (ggml-org/llama.cpp#9612).
  const CHECK_TRY = [
    'Exception caught at file:/home/user/src/llama.cpp/ggml/src/ggml-sycl.cpp, line:3438, func:operator()',
    'SYCL error: CHECK_TRY_ERROR(dpct::gemm_batch( *main_stream, ne01, ne11, ne10, alpha, cu_compute_type)): Meet error in this line code!',
    '  in function ggml_sycl_mul_mat_batched_sycl at /home/user/src/llama.cpp/ggml/src/ggml-sycl.cpp:3438',
    '/home/user/src/llama.cpp/ggml/src/ggml-sycl/common.hpp:107: SYCL error',
  ];
  it("names ggml_sycl_error's failed call when the runtime's own text is empty", () => {
    const [attempt] = analyse(parseLog(CHECK_TRY.join('\n')).entries).attempts;
    expect([attempt!.engine, attempt!.outcome]).toEqual(['llamacpp', 'failed']);
    expect(attempt!.fatal?.headline).toContain('SYCL error: CHECK_TRY_ERROR(dpct::gemm_batch(');
  });

  // The runtime's error, printed before the catch (ggml-org/llama.cpp#10184), stays the cause: the same tier, printed first.
  it("keeps the runtime's error before ggml_sycl_error's line as the cause", () => {
    const lines = ['Native API failed. Native API returns: -999 (Unknown PI error) -999 (Unknown PI error)', ...CHECK_TRY];
    const [attempt] = readAttempts(lines);
    expect(attempt!.fatal?.headline).toContain('Unknown PI error');
  });

  // ggml-org/llama.cpp#22885: two Arc GPUs in one Level Zero context, every device allocation refused while the model loads.
  it("names ggml-sycl's refused allocation, not the allocator's and loader's reports of it", () => {
    const alloc = "ggml_backend_sycl_buffer_type_alloc_buffer: can't allocate 427970304 Bytes of memory on device";
    const lines = [alloc, 'alloc_tensor_range: failed to allocate SYCL0 buffer of size 427970304', 'llama_model_load: error loading model: unable to allocate SYCL0 buffer'];
    const [attempt] = readAttempts(lines);
    expect([attempt!.outcome, attempt!.fatal?.headline]).toEqual(['failed', alloc]);
  });
});
