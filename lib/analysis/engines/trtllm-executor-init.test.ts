import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { lineSignal } from './rule-sets';
import { TRITON } from './triton';

// TensorRT-LLM's executor/worker.py worker_main: `logger.error(f"Failed to initialize executor on rank {mpi_rank()}: {e}")`, then
// `return`; only the leader (rank 0) hands the error to the proxy, which raises out of the LLM constructor.
// Lines from NVIDIA/TensorRT-LLM#5389 (rank 0) and #3879 (rank 6).
const RANK0 =
  '[06/21/2025-01:30:42] [TRT-LLM] [RANK 0] [E] Failed to initialize executor on rank 0: [TensorRT-LLM][ERROR] Assertion failed: Error occurred when running GEMM! (/src/tensorrt_llm/cpp/tensorrt_llm/kernels/trtllmGenKernels/batchedGemm/KernelRunner.cpp:180)';
const RANK6 =
  '[04/30/2025-14:03:32] [TRT-LLM] [E] Failed to initialize executor on rank 6: [TensorRT-LLM][ERROR] CUDA driver error in cuDriver->cuModuleLoadData(&cuModule, kernelInfo.data): CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered. (/src/tensorrt_llm/cpp/tensorrt_llm/kernels/trtllmGenKernels/blockScaleMoe/gemmCommon.h:741)';

describe("TensorRT-LLM's executor that could not be built", () => {
  it('on rank 0 ends a start and names the cause', () => {
    expect(lineSignal(null, RANK0)).toMatchObject({ end: 'failed', cause: true, startOnly: true });
  });

  it('on another rank names the cause only: that rank returns, and rank 0 may wait on it', () => {
    expect(lineSignal(null, RANK6)).toMatchObject({ end: null, cause: true });
  });

  it('a bare LLM API start that printed it is failed', () => {
    const [a] = analyse(parseLog(RANK0, { year: 2025 }).entries).attempts;
    expect([a?.outcome, a?.fatal?.headline]).toEqual(['failed', RANK0]);
  });

  it("inside Triton's model load it fails that model, not the server (explicit model control keeps it up)", () => {
    const log = [
      'I0410 16:57:01.120000 1 model_lifecycle.cc:473] "loading: tensorrt_llm:1"',
      'I0410 16:57:02.310000 1 python_be.cc:2249] "TRITONBACKEND_ModelInstanceInitialize: tensorrt_llm_0_0 (CPU device 0)"',
      RANK0,
    ].join('\n');
    const [a] = analyse(parseLog(log, { year: 2025 }).entries).attempts;
    expect(a?.engine).toBe(TRITON.id);
    expect(a?.outcome).toBe('running');
    expect(a?.fatal?.headline).toContain('Failed to initialize executor on rank 0');
  });
});
