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
  { needle: 'zsh: ', pattern: /^zsh: (?:abort|segmentation fault|bus error|killed)\s/, outcome: 'failed' },
  // The kernel's report of a native crash: `llama-server[80906]: segfault at 204803fe0 ip … error 4 in libcuda.so…`.
  { needle: 'segfault at', pattern: /\bsegfault at [0-9a-f]+ ip [0-9a-f]+ sp [0-9a-f]+ error \d+/, outcome: 'failed' },
];

export const COMMON_CAUSES: readonly LineRule[] = [
  { needle: 'CUDA error', pattern: /\bCUDA error\b(?:: |\s*\(|\s+\d)/ },
  { needle: ' error: ', pattern: /\b(?:ROCm|HIP) error: \S/ },
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
  // The exception's text on the line after `terminate called after throwing an instance of …`.
  { needle: 'what():', pattern: /^\s*what\(\):\s+\S/ },
];

/** A kernel GPU fault line: shown on the attempt it hit, beside the server's own error. */
export const GPU_FAULT: LineRule = { needle: 'NVRM: Xid', pattern: /\bNVRM: Xid \(/ };
