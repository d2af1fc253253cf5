import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { detectPhases, withDurations } from './detect-phases';
import { splitAttempts } from './split-attempts';
import { viewLines } from './line-view';
import { VLLM } from './engines/vllm';
import { LLAMACPP } from './engines/llamacpp';

function phasesOf(text: string) {
  const { entries } = parseLog(text, { year: 2025 });
  const { attempts } = splitAttempts(entries);
  return detectPhases(entries, viewLines(entries), attempts[0]!, VLLM.phases);
}

// Each line verbatim from a public thread (repo #issue), several vLLM versions.
const MARKERS: Array<[string, string, string]> = [
  ['init', 'vllm-project/vllm #11721', 'INFO 01-03 18:47:35 core.py:48] Initializing an LLM engine (v0.6.4.post2.dev364+gea7bd68d1.d20241214) with config: model=\'deepseek-ai/DeepSeek-V3\''],
  ['init', 'vllm-project/vllm #42510', "(EngineCore_DP0 pid=929042) INFO 05-13 16:41:31 [core.py:97] Initializing a V1 LLM engine (v0.14.1) with config: model='/root/.cache/x'"],
  ['init', 'runpod-workers/worker-vllm #276', '(EngineCore_DP0 pid=469) INFO 03-11 17:57:10 [parallel_state.py:1234] world_size=1 rank=0 local_rank=0 distributed_init_method=tcp://127.0.0.1:54953 backend=nccl'],
  ['init', 'mlcommons/inference #2267', 'INFO 07-18 12:26:11 pynccl.py:63] vLLM is using nccl==2.20.5'],
  ['loading_weights', 'pytorch/serve #3343', 'INFO 10-07 22:54:57 model_runner.py:1014] Starting to load model meta-llama/Llama-3.2-3B-Instruct...'],
  ['loading_weights', 'QwenLM/Qwen3-VL #1477', '(Worker_TP3_EP3 pid=35672) INFO 09-25 10:53:35 [gpu_model_runner.py:2338] Starting to load model /data/models/Qwen3-VL-235B-A22B-Instruct...'],
  ['weights_loaded', 'vllm-project/vllm #12569', 'INFO 01-30 03:18:12 gpu_model_runner.py:848] Loading model weights took 67.7229 GB'],
  ['weights_loaded', 'vllm-project/vllm #18730', 'INFO 05-23 09:31:22 [loader.py:458] Loading weights took 38.52 seconds'],
  ['weights_loaded', 'vllm-project/vllm #18730', 'INFO 05-23 09:31:24 [gpu_model_runner.py:1347] Model loading took 18.1450 GiB and 40.766484 seconds'],
  ['compile', 'vllm-project/vllm #12569', 'INFO 01-30 03:19:13 monitor.py:31] torch.compile takes 54.73 s in total'],
  ['compile', 'vllm-project/vllm #48214', '(EngineCore pid=542) INFO 07-08 22:40:03 [monitor.py:53] torch.compile took 16.27 s in total'],
  ['kv_cache', 'vllm-project/vllm #28228', '(EngineCore_DP0 pid=26283) INFO 11-06 10:51:48 [kv_cache_utils.py:1229] GPU KV cache size: 75,840 tokens'],
  ['kv_cache', 'vllm-project/vllm #12569', 'INFO 01-30 03:19:14 kv_cache_utils.py:398] Maximum concurrency for 2048 tokens per request: 10.79x'],
  ['kv_cache', 'vllm-project/vllm #12569', 'INFO 01-30 03:19:14 kv_cache_utils.py:395] # GPU blocks: 1381'],
  ['cuda_graphs', 'zai-org/GLM-V #204', '(EngineCore_DP0 pid=188893) INFO 10-21 09:12:04 [gpu_model_runner.py:3480] Graph capturing finished in 7 secs, took 0.95 GiB'],
  ['ready', 'vllm-project/vllm #30749', '(APIServer pid=84002) INFO 12-16 06:49:33 [api_server.py:1333] Starting vLLM API server 0 on http://0.0.0.0:8000'],
  ['ready', 'vllm-project/vllm #6194', 'INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)'],
  ['ready', 'vllm-project/vllm #15915', 'INFO:     Application startup complete.'],
];

describe('detectPhases', () => {
  it.each(MARKERS)('%s from %s', (phase, _source, line) => {
    const marks = phasesOf(line);
    // One line, no start seen: the attempt began before the window, so no spawn is invented.
    expect(marks.map((m) => m.name)).toEqual([phase]);
    expect(marks[0]!.line).toBe(line.trimEnd());
  });

  it('reads a marker through terminal colour codes (vllm-project/vllm #33756)', () => {
    const marks = phasesOf('\x1b[0;36m(APIServer pid=31)\x1b[0;0m INFO 02-03 19:00:05 [api_server.py:946] Starting vLLM API server 0 on http://0.0.0.0:8000');
    expect(marks.map((m) => m.name)).toEqual(['ready']);
  });

  it('a line that only mentions a phase word is no marker', () => {
    const marks = phasesOf(
      [
        'INFO 01-30 03:18:25 backends.py:577] Using cache directory: /home/x/.cache/vllm/torch_compile_cache/2b70b500a6/rank_0 for vLLM\'s torch.compile',
        "INFO 01-30 03:18:25 backends.py:585] Dynamo bytecode transform time: 12.88 s",
      ].join('\n'),
    );
    expect(marks.map((m) => m.name)).toEqual([]);
  });

  it('spawned at the server\'s first line when systemd\'s Started line is not in the window (vllm-project/vllm #46169)', () => {
    const marks = phasesOf(
      [
        '(APIServer pid=1) INFO 06-25 10:00:00 [utils.py:253] non-default args: {\'model\': \'Qwen/Qwen3-0.6B\'}',
        '(Worker pid=90) INFO 06-25 10:00:30 [gpu_model_runner.py:2338] Starting to load model Qwen/Qwen3-0.6B...',
      ].join('\n'),
    );
    expect(marks.map((m) => [m.name, m.seq, m.sincePreviousUs])).toEqual([
      ['spawned', 0, null],
      ['loading_weights', 1, 30e6],
    ]);
  });

  it('keeps the first proving line per phase, in order of appearance, with durations between them', () => {
    const log = [
      '(Worker_TP0 pid=26347) INFO 11-06 10:50:00 [gpu_model_runner.py:2338] Starting to load model /m...',
      '(Worker_TP1 pid=26348) INFO 11-06 10:50:01 [gpu_model_runner.py:2338] Starting to load model /m...',
      '(Worker_TP0 pid=26347) INFO 11-06 10:51:39 [monitor.py:34] torch.compile takes 11.68 s in total',
      '(EngineCore_DP0 pid=26283) INFO 11-06 10:51:48 [kv_cache_utils.py:1229] GPU KV cache size: 75,840 tokens',
      '(EngineCore_DP0 pid=26283) INFO 11-06 10:51:58 [gpu_model_runner.py:3480] Graph capturing finished in 7 secs, took 0.95 GiB',
    ].join('\n');
    const marks = phasesOf(log);
    expect(marks.map((m) => [m.name, m.seq])).toEqual([
      ['loading_weights', 0],
      ['compile', 2],
      ['kv_cache', 3],
      ['cuda_graphs', 4],
    ]);
    expect(marks.map((m) => m.sincePreviousUs)).toEqual([null, 99e6, 9e6, 10e6]);
  });
});

describe('detectPhases with a dry run before the load (llama.cpp --fit)', () => {
  const phases = (lines: string[]) => {
    const { entries } = parseLog(lines.join('\n'), { year: 2026 });
    const { attempts } = splitAttempts(entries);
    return detectPhases(entries, viewLines(entries), attempts[0]!, LLAMACPP.phases, LLAMACPP.rehearsal).map((m) => [m.name, m.seq]);
  };
  // TheTom/llama-cpp-turboquant#28: the fit's context fails, the fit says so, then the real load begins.
  const FIT = [
    "srv    load_model: loading model '../models/GLM-4.7-Flash-Q4_K_M.gguf'",
    'common_init_result: fitting params to device memory, for bugs during this step try to reproduce them with -fit off, or provide --verbose logs if the bug only occurs with -fit on',
    'llama_init_from_model: K cache type turbo4 with block size 128 does not divide n_embd_head_k=576',
    'llama_params_fit: encountered an error while trying to fit params to free device memory: failed to create llama_context from model',
    'llama_params_fit: fitting params to free memory took 1.71 seconds',
    'llama_model_load_from_file_impl: using device CUDA0 (NVIDIA GeForce RTX 3080) (0000:15:00.0) - 19830 MiB free',
  ];

  it('a context the dry run built does not prove the weights loaded', () => {
    expect(phases(FIT)).toEqual([['loading_weights', 0]]);
  });

  it('the line that begins the dry run proves the load began, and the end does not take that back (ggml-org/llama.cpp#25126)', () => {
    expect(phases(FIT.slice(1))).toEqual([['loading_weights', 0]]);
  });

  it("the real load's context after the dry run does (ggml-org/llama.cpp#5930)", () => {
    expect(phases([...FIT, 'llama_new_context_with_model: n_ctx      = 2048'])).toEqual([
      ['loading_weights', 0],
      ['weights_loaded', 6],
    ]);
  });

  it('without the end line (a trace line in newer builds) the context after the start stands (ggml-org/llama.cpp#23281)', () => {
    expect(
      phases([
        "0.00.229.749 I srv    load_model: loading model '/data/Models/Qwen3.6-27B-UD-Q4_K_XL.gguf'",
        '0.00.229.787 I common_init_result: fitting params to device memory ...',
        '0.13.127.894 W llama_context: n_ctx_seq (131072) < n_ctx_train (262144) -- the full capacity of the model will not be utilized',
      ]),
    ).toEqual([
      ['loading_weights', 0],
      ['weights_loaded', 2],
    ]);
  });
});

describe('withDurations', () => {
  it('a mark whose line came after the next mark\'s gives that next mark no duration, never a negative one', () => {
    const mark = (name: 'ready' | 'failed', at: number, seq: number) => ({ name, at, seq, line: '', sincePreviousUs: null });
    expect(withDurations([mark('ready', 5_000_000, 8), mark('failed', 2_000_000, 7)]).map((m) => m.sincePreviousUs)).toEqual([null, null]);
  });
});
