import { describe, expect, it } from 'vitest';
import { llamacppPrefix } from './llamacpp-prefix';

// Real lines; sources in __fixtures__/engines/llamacpp/SOURCES.md and the profile's samples.
const rows: Array<[string, { text: string; level: string | null; stamp: string | null } | null]> = [
  ['0.10.929.932 I srv  llama_server: model loaded', { text: 'llama_server: model loaded', level: 'info', stamp: '0.10.929.932' }],
  ['1.22.756.116 E   current device: 0, in function ggml_cuda_mul_mat_cublas_impl at llamacpp/ggml/src/ggml-cuda/ggml-cuda.cu:1554', { text: '  current device: 0, in function ggml_cuda_mul_mat_cublas_impl at llamacpp/ggml/src/ggml-cuda/ggml-cuda.cu:1554', level: 'error', stamp: '1.22.756.116' }],
  ['[56285] 0.54.236.075 E CUDA error: an illegal memory access was encountered', { text: 'CUDA error: an illegal memory access was encountered', level: 'error', stamp: '0.54.236.075' }],
  ['slot launch_slot_: id  0 | task 0 | processing task', { text: 'launch_slot_: id  0 | task 0 | processing task', level: null, stamp: null }],
  ['srv    load_model: loading model \'model-CoT-Q4_K_M.gguf\'', { text: 'load_model: loading model \'model-CoT-Q4_K_M.gguf\'', level: null, stamp: null }],
  ['INFO [                    main] model loaded | tid="134791170093056" timestamp=1781180104', { text: 'model loaded | tid="134791170093056" timestamp=1781180104', level: 'info', stamp: null }],
  // That format's server_log() pads the level to four (`%4s`): its ERR lines open with a space (ik_llama.cpp#756, #2173).
  [' ERR [              load_model] unable to load model | tid="131404752666624" timestamp=1756967078 model="/m.gguf"', { text: 'unable to load model | tid="131404752666624" timestamp=1756967078 model="/m.gguf"', level: 'error', stamp: null }],
  ['  ERR [ nested] not the padded level', null],
  ['{"function":"load_model","level":"ERR","line":447,"model":"phixtral-4x2_8odd.Q8_0.gguf","msg":"unable to load model","tid":"9442720","timestamp":1714935621}', { text: 'unable to load model', level: 'error', stamp: null }],
  ['{"timestamp":1698069462,"level":"ERROR","function":"load_model","line":558,"message":"unable to load model","model":"models/7B/ggml-model-f16.gguf"}', { text: 'unable to load model', level: 'error', stamp: null }],
  ['[46009] /home/llamacpp/llama.cpp-b9568/ggml/src/ggml-cuda/fattn.cu:579: fatal error', { text: '/home/llamacpp/llama.cpp-b9568/ggml/src/ggml-cuda/fattn.cu:579: fatal error', level: null, stamp: null }],
  ['0.40.048.527 E srv    operator(): http client error: Failed to read connection', { text: 'operator(): http client error: Failed to read connection', level: 'error', stamp: '0.40.048.527' }],
  // A supervisor's prefix before log.cpp's stamp (Lemonade), and the terminal's Ctrl-C echo before the shutdown notice.
  ['[lemonade-server-app-1] 2026-08-02 18:00:30.700 [Info] (Process) 0.04.413.371 E cmn  common_init_: failed to load model \'/opt/m.gguf\'', { text: "common_init_: failed to load model '/opt/m.gguf'", level: 'error', stamp: '0.04.413.371' }],
  ['2026-09-10 21:30:13.494 [Info] (Process) 0.03.231.923 I cmn          init: llama threadpool init, n_threads = 16', { text: 'init: llama threadpool init, n_threads = 16', level: 'info', stamp: '0.03.231.923' }],
  ['^Csrv    operator(): operator(): cleaning up before exit...', { text: 'operator(): operator(): cleaning up before exit...', level: null, stamp: null }],
  // Docker Model Runner relays its llama.cpp child through slog, every line at INFO (docker/model-runner#729): the child's text,
  // no level; a slog line with `source=` is Ollama's own, not relayed.
  ['time=2026-03-03T21:36:20.133Z level=INFO msg="llama_model_load: error loading model: unable to allocate CUDA0 buffer"', { text: 'llama_model_load: error loading model: unable to allocate CUDA0 buffer', level: null, stamp: null }],
  ['time=2026-03-03T21:36:21.070Z level=INFO msg="common_init_from_params: failed to load model \'/m/model.gguf\'"', { text: "common_init_from_params: failed to load model '/m/model.gguf'", level: null, stamp: null }],
  ['time=2024-08-16T07:56:25.539+10:00 level=INFO source=routes.go:1172 msg="Listening on 127.0.0.1:11434 (version 0.3.6)"', null],
  // LM Studio indents the lines of one record under its own stamp line (llama.cpp#24343); other indented lines stay as they are.
  ['\t\t\t\t\t\t\t0.00.951.597 I srv    operator(): operator(): cleaning up before exit...', { text: 'operator(): operator(): cleaning up before exit...', level: 'info', stamp: '0.00.951.597' }],
  // Timestamps off, no source tag: the level letter before a function's name (llama.cpp#23469, #25126); not before a sentence.
  ['E load_backend: failed to find ggml_backend_init in llama.cpp/build/libggml-cpu.so', { text: 'load_backend: failed to find ggml_backend_init in llama.cpp/build/libggml-cpu.so', level: 'error', stamp: null }],
  ['I common_init_result: fitting params to device memory ...', { text: 'common_init_result: fitting params to device memory ...', level: 'info', stamp: null }],
  ['I tried: the same flags', null],
  // Jan's llama.cpp extension tags each line of its router's stdout, its log view the level before (janhq/jan#8236).
  ["INFO [llamacpp-router stdout] [45979] 0.01.047.215 E ggml_backend_cuda_buffer_type_alloc_buffer: allocating 36864.00 MiB on device 0: cudaMalloc failed: out of memory", { text: 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 36864.00 MiB on device 0: cudaMalloc failed: out of memory', level: 'error', stamp: '0.01.047.215' }],
  ['INFO [llamacpp-router stdout] main: model loaded', { text: 'main: model loaded', level: null, stamp: null }],
  ['INFO [some other tag] main: model loaded', null],
  ['  current device: 0, in function ggml_backend_cuda_synchronize at /root/llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:2780', null],
  ['^C^C^C^C^C^C^C^C^C', null],
  ['2024-07-19T08:45:39.529413Z  INFO text_generation_launcher: Args { model_id: "x" }', null],
  ['llama_model_load: error loading model: unable to allocate CUDA0 buffer', null],
  ['I llama.cpp build info: ', null],
  ['[GIN] 2025/04/14 - 20:20:32 | 200 |    4.2413769s |       127.0.0.1 | POST     "/api/generate"', null],
  // The old text format behind a relaying program's tag (llama.cpp#9173): its ` | tid=` tail proves it the server's; without it, no.
  ['llama-server [falcon-7b:2048:6]: INFO [   launch_slot_with_task] slot is processing task | tid="139875768709120" timestamp=1724618632 id_slot=3 id_task=658', { text: 'slot is processing task | tid="139875768709120" timestamp=1724618632 id_slot=3 id_task=658', level: 'info', stamp: null }],
  ['worker: INFO [main] started', null],
  // adb logcat's threadtime prefix before an Android app's llama.cpp lines and bionic's own (llama.cpp#8965).
  ['08-10 16:06:09.108 30852 30926 E LLama-android: llama_load_model_from_file: failed to load model', { text: 'llama_load_model_from_file: failed to load model', level: 'error', stamp: null }],
  ['08-10 16:06:09.132 30852 30926 F libc    : exiting due to SIG_DFL handler for signal 11, ucontext 0x7317ea5e20', { text: 'exiting due to SIG_DFL handler for signal 11, ucontext 0x7317ea5e20', level: 'critical', stamp: null }],
  ['08-10 16:06:09 tail of something', null],
];

describe('llamacppPrefix: Android logcat', () => {
  it('names the process id logcat prints', () => {
    expect(llamacppPrefix('08-10 16:06:09.108 30852 30926 E LLama-android: llama_load_model_from_file: failed to load model')?.pid).toBe(30852);
  });
});

describe('llamacppPrefix', () => {
  it.each(rows)('%s', (line, want) => {
    const got = llamacppPrefix(line);
    expect(got && { text: got.text, level: got.level, stamp: got.stamp }).toEqual(want);
  });
});

describe('llamacppPrefix: a router child', () => {
  it("marks the lines the router relays after a model instance's `[port] ` tag (padded to five), and no other", () => {
    expect(llamacppPrefix('[46009] /home/llamacpp/llama.cpp-b9568/ggml/src/ggml-cuda/fattn.cu:579: fatal error')?.child).toBe(true);
    expect(llamacppPrefix("[44039] E gguf_init_from_file: failed to open GGUF file 'mistral-7b-v0.1.Q8_0.gguf' (errno No such file or directory)")?.child).toBe(true);
    expect(llamacppPrefix('[ 8081] 0.00.013.219 I cmn  common_param: common_params_print_info: verbosity = 4')?.child).toBe(true);
    expect(llamacppPrefix('INFO [llamacpp-router stdout] [45979] 0.00.116.142 I srv load_model: loading model \'/m/model.gguf\'')?.child).toBe(true);
    expect(llamacppPrefix('0.40.048.527 E srv    operator(): http client error: Failed to read connection')?.child).toBeUndefined();
    expect(llamacppPrefix('[lemonade-server-app-1] 2026-08-02 18:00:30.700 [Info] (Process) 0.04.413.371 E cmn  common_init_: failed to load model \'/opt/m.gguf\'')?.child).toBeUndefined();
  });
});
