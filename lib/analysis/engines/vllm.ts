import type { EngineProfile } from './types';

// Strings checked against vLLM logs from 0.5 to 0.27 in public issue threads (lib/journal/__fixtures__/SOURCES.md).
export const VLLM: EngineProfile = {
  id: 'vllm',
  detect: [
    { needle: 'vLLM', pattern: /\bvLLM API server version |\bvLLM is using nccl==|Initializing an? (?:V1 )?LLM engine \(v/ },
    { needle: 'non-default args', pattern: /^non-default args: \{/ },
    { needle: 'vllm', pattern: /\bvllm\.(?:entrypoints|engine|v1|executor|worker)\b|\/vllm\/(?:entrypoints|engine|v1|executor|worker)\// },
  ],
  // Names carry every parallel rank (vllm/v1/executor/multiproc_executor.py), so each exists once per attempt.
  uniqueRole: /^(?:APIServer(?:_\d+)?|EngineCore(?:_DP\d+|_\d+)?|Worker(?:_(?:DP|PP|PCP|TP|DCP|EP)\d+)*|VllmWorker rank=\d+)$/,
  mainRole: /^APIServer$/,
  phases: [
    { phase: 'init', needle: 'LLM engine', pattern: /Initializing an? (?:V1 )?LLM engine/ },
    { phase: 'init', needle: 'world_size=', pattern: /\bworld_size=\d+/ },
    { phase: 'init', needle: 'in world size', pattern: /rank \d+ in world size \d+ is assigned/ },
    { phase: 'init', needle: 'nccl', pattern: /vLLM is using nccl==|Found nccl from library/ },
    { phase: 'init', needle: 'distributed inference', pattern: /Defaulting to use \w+ for distributed inference/ },
    { phase: 'loading_weights', needle: 'to load model', pattern: /Starting to load model/ },
    { phase: 'weights_loaded', needle: 'took', pattern: /Loading (?:model )?weights took [\d.]+|Model loading took [\d.]+ ?GiB/ },
    { phase: 'compile', needle: 'torch.compile t', pattern: /torch\.compile t(?:akes|ook) [\d.]+ ?s/ },
    { phase: 'kv_cache', needle: 'KV cache size', pattern: /GPU KV cache size: [\d,]+ tokens/ },
    { phase: 'kv_cache', needle: 'Maximum concurrency', pattern: /Maximum concurrency for [\d,]+ tokens/ },
    { phase: 'kv_cache', needle: 'blocks:', pattern: /# (?:GPU|cuda) blocks: \d+/ },
    { phase: 'cuda_graphs', needle: 'Graph capturing finished', pattern: /Graph capturing finished in [\d.]+ ?s/ },
    { phase: 'ready', needle: 'Starting vLLM API server', pattern: /Starting vLLM API server/ },
    { phase: 'ready', needle: 'Application startup complete', pattern: /Application startup complete/ },
    { phase: 'ready', needle: 'Uvicorn running on', pattern: /Uvicorn running on \S+/ },
  ],
  startup: [
    { needle: 'vLLM API server version', pattern: /^vLLM API server version \S+/, spawn: true },
    { needle: 'non-default args', pattern: /^non-default args: /, spawn: true },
    { needle: 'args: Namespace(', pattern: /^args: Namespace\(/, spawn: true },
    { needle: 'Starting to load model', pattern: /^Starting to load model / },
  ],
  ends: [
    // The engine core is gone: the API server answers nothing more and shuts down (vllm/v1/engine/exceptions.py).
    { needle: 'EngineDeadError', pattern: /\bEngineDeadError\b/, outcome: 'failed' },
    { needle: 'died unexpectedly', pattern: /\b(?:Engine core proc|Worker proc) \S+ died unexpectedly/, outcome: 'failed' },
    { needle: 'encountered a fatal error', pattern: /EngineCore encountered a fatal error/, outcome: 'failed' },
    { needle: 'Application shutdown complete', pattern: /Application shutdown complete/, outcome: 'stopped' },
    { needle: 'Finished server process', pattern: /Finished server process \[\d+\]/, outcome: 'stopped' },
    { needle: 'Shutting down FastAPI', pattern: /Shutting down FastAPI HTTP server/, outcome: 'stopped' },
  ],
  wrappers: [
    /Engine core initialization failed/,
    /Engine process failed to start/,
    /WorkerProc initialization failed/,
    /Worker failed with error .*please check the stack trace above/i,
    /See (?:the )?(?:root cause|stack trace) above/i,
    /See stack trace \(?above\)? for (?:the )?root cause/i,
    /See stack trace for (?:the )?root cause/i,
    /in a background process/,
    /^(?:[\w.]+\.)?EngineDeadError\b/,
    /EngineCore encountered (?:an issue|a fatal error)/,
    /^(?:EngineCore|WorkerProc) failed to start\.?$/,
    /^SystemExit\b/,
    /^KeyboardInterrupt\b/,
  ],
  causes: [],
  samples: [
    { line: '(APIServer pid=7) INFO 10-28 09:42:53 [api_server.py:1885] vLLM API server version 0.11.0', source: 'gpustack/gpustack#3656', detect: true, startup: true },
    { line: '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...', source: 'DESIGN.md story', phase: 'loading_weights', startup: true },
    { line: '(APIServer pid=1) INFO:     Application startup complete.', source: 'vllm-project/vllm#46169', phase: 'ready' },
    { line: '(APIServer pid=7) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}', source: 'gpustack/gpustack#3656', wrapper: true },
    { line: '(APIServer pid=1) ERROR 05-05 12:36:59 [serving.py:1173] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.', source: 'noonghunna/club-3090#58', detect: true, wrapper: true, end: 'failed' },
  ],
};
