import type { EndRule, LineRule } from './types';

// Lines any server on a GPU host can print: C/C++ runtimes, CUDA, NCCL, the kernel, the shell that ran it.
export const COMMON_ENDS: readonly EndRule[] = [
  { needle: 'core dumped', pattern: /\(core dumped\)/, outcome: 'failed' },
  { needle: 'Segmentation fault', pattern: /^(?:.*\s)?Segmentation fault\b/, outcome: 'failed' },
  { needle: 'Fatal Python error', pattern: /^Fatal Python error: /, outcome: 'failed' },
  { needle: 'terminate called', pattern: /^terminate called (?:after throwing an instance of|without an active exception)/, outcome: 'failed' },
  { needle: 'Aborted', pattern: /^(?:.*\s)?Aborted$/, outcome: 'failed' },
  { needle: 'Killed', pattern: /^(?:.*\s)?Killed$/, outcome: 'failed' },
  { needle: 'Killed process', pattern: /^Out of memory: Killed process \d+/, outcome: 'failed' },
];

export const COMMON_CAUSES: readonly LineRule[] = [
  { needle: 'CUDA error', pattern: /\bCUDA error\b(?:: |\s*\(|\s+\d)/ },
  { needle: 'CUBLAS_STATUS_', pattern: /\bCUBLAS_STATUS_[A-Z_]+/ },
  { needle: 'CUDNN_STATUS_', pattern: /\bCUDNN_STATUS_[A-Z_]+/ },
  { needle: 'out of memory', pattern: /\b(?:cudaMalloc failed: out of memory|CUDA out of memory|CUDA_ERROR_OUT_OF_MEMORY)/ },
  { needle: 'no kernel image', pattern: /no kernel image is available for execution on the device/ },
  { needle: 'NCCL', pattern: /\bNCCL (?:error|WARN)\b|ncclUnhandledCudaError|ncclSystemError|ncclInternalError|ncclInvalidUsage|ncclRemoteError/ },
  { needle: 'Watchdog', pattern: /Watchdog caught collective operation timeout/ },
  { needle: 'Xid', pattern: /\bNVRM: Xid \(/ },
  { needle: 'panicked at', pattern: /\bpanicked at\b/ },
  { needle: 'Fatal error', pattern: /\bFatal error\b/ },
  { needle: 'Assertion', pattern: /Assertion `.+' failed/ },
];

/** A kernel GPU fault line: shown on the attempt it hit, beside the server's own error. */
export const GPU_FAULT: LineRule = { needle: 'NVRM: Xid', pattern: /\bNVRM: Xid \(/ };
