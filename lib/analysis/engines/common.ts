import type { EndRule, LineRule } from './types';

// Lines any server on a GPU host can print: C/C++ runtimes, CUDA, NCCL, the kernel, the shell that ran it.
export const COMMON_ENDS: readonly EndRule[] = [
  { needle: 'core dumped', pattern: /\(core dumped\)/, outcome: 'failed' },
  { needle: 'Segmentation fault', pattern: /^(?:.*\s)?Segmentation fault\b/, outcome: 'failed' },
  { needle: 'Fatal Python error', pattern: /^Fatal Python error: /, outcome: 'failed' },
  { needle: 'terminate called', pattern: /^terminate called (?:after throwing an instance of|without an active exception)/, outcome: 'failed' },
  { needle: 'Aborted', pattern: /^(?:.*\s)?Aborted$/, outcome: 'failed' },
  { needle: 'Killed', pattern: /^(?:.*\s)?Killed$/, outcome: 'failed' },
  // The same word from a shell in a Chinese locale (glibc's zh_CN strsignal for SIGKILL).
  { needle: '已杀死', pattern: /^(?:.*\s)?已杀死$/, outcome: 'failed' },
  { needle: 'Killed process', pattern: /^Out of memory: Killed process \d+/, outcome: 'failed' },
  // absl's failure signal handler (in PyTorch/XLA, Ray): the first line of a process dying on a signal.
  { needle: 'received at time=', pattern: /^\*\*\* SIG[A-Z]+ received at time=/, outcome: 'failed' },
  // PyTorch's NCCL watchdog tears the process down after a timeout or an async CUDA error (TORCH_NCCL_ASYNC_ERROR_HANDLING).
  { needle: 'taking the entire process down', pattern: /we are taking the entire process down/, outcome: 'failed' },
  { needle: 'watchdog thread terminated', pattern: /Process group watchdog thread terminated with exception/, outcome: 'failed' },
  { needle: 'Watchdog caught collective', pattern: /Watchdog caught collective operation timeout/, outcome: 'failed' },
  { needle: 'zsh: ', pattern: /^zsh: (?:abort|segmentation fault|bus error|killed)\s/, outcome: 'failed' },
  // The kernel's report of a native crash: `llama-server[80906]: segfault at 204803fe0 ip … error 4 in libcuda.so…`.
  { needle: 'segfault at', pattern: /\bsegfault at [0-9a-f]+ ip [0-9a-f]+ sp [0-9a-f]+ error \d+/, outcome: 'failed' },
  // uvicorn (vLLM's and SGLang's HTTP server) binds after its lifespan said "startup complete": this port never listened, it shuts down.
  { needle: 'error while attempting to bind', pattern: /\[Errno \d+\] error while attempting to bind on address /, outcome: 'failed' },
];

export const COMMON_CAUSES: readonly LineRule[] = [
  { needle: 'CUDA error', pattern: /\bCUDA error\b(?:: |\s*\(|\s+\d|\s+\/)/ },
  // flashinfer's FLASHINFER_CUDA_CALL: `CUDA Error: an illegal memory access was encountered (CUDA Error: 700…)`.
  { needle: 'CUDA Error: ', pattern: /\bCUDA Error: \S/ },
  // c10::Error's origin line; its message was printed above it (PyTorch's NCCL watchdog, CUDA checks).
  { needle: 'Exception raised from ', pattern: /^Exception raised from \S+ at \S+:\d+ \(most recent call first\):$/ },
  // vLLM's custom kernels: `Cuda error /workspace/csrc/custom_all_reduce.cuh:594 'an illegal memory access was encountered'`.
  { needle: 'Cuda error', pattern: /\bCuda error \S+:\d+ '/ },
  { needle: ' error: ', pattern: /\b(?:ROCm|HIP) error: \S/ },
  // ROCm's BLAS before it aborts the process: `rocBLAS error: Could not initialize Tensile host: No devices found`.
  { needle: 'rocBLAS error: ', pattern: /\brocBLAS error: \S/ },
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
  // Ray's raylet reports a worker process that died under a task.
  { needle: 'A worker died or was killed', pattern: /A worker died or was killed while executing (?:a|the) task/ },
  { needle: 'received at time=', pattern: /^\*\*\* SIG[A-Z]+ received at time=/ },
  // The exception's text on the line after `terminate called after throwing an instance of …`.
  { needle: 'what():', pattern: /^\s*what\(\):\s+\S/ },
  { needle: 'error while attempting to bind', pattern: /\[Errno \d+\] error while attempting to bind on address / },
  // NVSHMEM (DeepEP's transport) reports a failed call as `…/nvshmem/src/host/init/init.cu:1045: non-zero status: 7 nvshmem setup connections failed`.
  { needle: 'non-zero status: ', pattern: /nvshmem\/src\/\S+:\d+: non-zero status: -?\d+ \S/ },
];

/** A kernel GPU fault line: shown on the attempt it hit, beside the server's own error. */
export const GPU_FAULT: LineRule = { needle: 'NVRM: Xid', pattern: /\bNVRM: Xid \(/ };
