import { describe, expect, it } from 'vitest';
import { composePrefixEnd, engineStampMicros, isImagePullLine, isServerCommandPrompt, isShellInput, looksLikeCompose, shellCommand, splitBareLine, splitMessageWrapper, uvicornServerPid } from './bare-line';

const us = (iso: string) => Date.parse(iso) * 1000;

// Real lines from public threads; the source is named beside each.
describe('composePrefixEnd / splitBareLine: docker compose logs', () => {
  it.each([
    ['eap-llm-server-on-arc  | ERROR 11-08 11:01:29 [multiproc_executor.py:135] Worker proc VllmWorker-3 died unexpectedly, shutting down executor.', 'eap-llm-server-on-arc', 'intel/llm-scaler#154'],
    ['vllm-sm120  | (Worker_TP0_EP0 pid=635) INFO 06-19 14:45:12 [multiproc_executor.py:790] Parent process exited, terminating worker queues', 'vllm-sm120', 'vllm-project/vllm#41834'],
    ['runner-llm-1  | INFO 12-20 00:49:35 config.py:887] Defaulting to use mp for distributed inference', 'runner-llm-1', 'livepeer/ai-runner#230'],
    // `pm2 logs` names an app by its id and name, padded, before the same ` | ` (lib/API/Log.js).
    ['0|pv_scheduler  | Saved slot 2753074044803 to pv_slot_2753074044803.ggsq, took 32.709 ms', '0|pv_scheduler', 'ggml-org/llama.cpp#9173'],
  ])('%s', (line, service) => {
    const bare = splitBareLine(line, true);
    expect(bare.service).toBe(service);
    expect(bare.text).toBe(line.slice(line.indexOf(' | ') + 3));
    expect(bare.containerTs).toBeNull();
  });

  // A llama-stack deployment guide's paste (code corpus): podman-compose's `up` brackets the service and pads it to the longest name.
  it("podman-compose's `[service] | ` prefix names the service; a logger's `[LEVEL] | ` column does not", () => {
    const line = '[text-generation-inference] | 2024-10-15T18:56:33.864143Z  INFO text_generation_router::server: router/src/server.rs:2353: Connected';
    expect(looksLikeCompose([line, '[llamastack]                | INFO:     Started server process [1]'])).toBe(true);
    const bare = splitBareLine(line, true);
    expect(bare.service).toBe('text-generation-inference');
    expect(bare.text).toBe(line.slice('[text-generation-inference] | '.length));
    expect(splitBareLine('[ollama]     |', true).text).toBe('');
    expect(composePrefixEnd('[INFO]    | model loaded')).toBe(-1);
    expect(composePrefixEnd('[2025-04-23 21:31:41] | x')).toBe(-1);
  });

  it('an empty compose line (trailing blank trimmed) is an empty message', () => {
    expect(composePrefixEnd('vllm-sm120  |')).toBe('vllm-sm120  |'.length);
  });

  it.each([
    'Loading safetensors checkpoint shards: 100% Completed | 3/3 [01:04<00:00, 22.60s/it]',
    'INFO:     Started server process [1]',
    '(APIServer pid=1) INFO 08-26 11:10:00 [api_server.py:682] Starting vLLM server on http://0.0.0.0:8000',
    '| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |',
    'Error: ShardCannotStart',
    'a|b  | not pm2: the id is a number',
  ])('is not a compose prefix: %s', (line) => {
    expect(composePrefixEnd(line)).toBe(-1);
  });

  it('only when most lines carry one (a tqdm bar or a table alone is not compose output)', () => {
    const compose = ['eap-llm-server-on-arc  | INFO:     127.0.0.1:48802 - "GET /health HTTP/1.1" 200 OK', 'eap-llm-server-on-arc  | ERROR 11-08 11:01:30 [core.py:502] EngineCore encountered a fatal error.'];
    expect(looksLikeCompose(compose)).toBe(true);
    expect(looksLikeCompose(['INFO:     Started server process [1]', 'INFO:     Waiting for application startup.', 'vllm  | a line that only looks prefixed'])).toBe(false);
    expect(looksLikeCompose([])).toBe(false);
  });
});

describe("splitBareLine: a log viewer's gutter, a CRI log file, a wrapper's Python logging", () => {
  // janhq/cortex.cpp#45: Jan's dev runner numbers the commands it runs, llama.cpp's nitro is `[1] `.
  it("a process runner's `[N] ` on most lines is taken off like a compose prefix; a lone job notice is not", () => {
    const lines = ['[1] stderr: gguf_init_from_file: invalid magic number 0a8a0280', '[1] ', "[1] llama_init_from_gpt_params: error: failed to load model '/m.bin'"];
    expect(looksLikeCompose(lines)).toBe(true);
    expect(splitBareLine(lines[2]!, true).text).toBe("llama_init_from_gpt_params: error: failed to load model '/m.bin'");
    expect(splitBareLine('[1] ', true).text).toBe('');
    expect(looksLikeCompose(['[1] 846', 'INFO 06-02 14:09:55 [__init__.py:243] Automatically detected platform cuda.', 'INFO 06-02 14:09:57 [api_server.py:1289] vLLM API server version 0.9.0'])).toBe(false);
    expect(composePrefixEnd('[2025-04-23 21:31:41 TP2] Scheduler hit an exception')).toBe(-1);
  });

  it("LocalAI's relay of its gRPC backend's output is taken off: the text is llama.cpp's (mudler/LocalAI#771, #5216)", () => {
    const relayed = '10:10AM DBG GRPC(ggml-gpt4all-j-127.0.0.1:45957): stderr gguf_init_from_file: invalid magic characters lmgg.';
    expect(splitBareLine(relayed, false).text).toBe('gguf_init_from_file: invalid magic characters lmgg.');
    const json = '1:59PM DBG GRPC(ibm-granite_granite-3.3-2b-instruct-127.0.0.1:36571): stdout {"timestamp":1745071171,"level":"INFO"}';
    expect(splitBareLine(json, false).text).toBe('{"timestamp":1745071171,"level":"INFO"}');
    expect(splitBareLine('10:10AM DBG GRPC(ggml-gpt4all-j-127.0.0.1:45957): stderr ', false).text).toBe('');
    // LocalAI's own lines stay whole.
    expect(splitBareLine('1:59PM INF [llama-cpp] Loads OK', false).text).toBe('1:59PM INF [llama-cpp] Loads OK');
  });

  it("a sidecar manager's chunk relay (`[Name]: <RFC 3339> <pid> stderr: `) is taken off, its time kept (sgl-project/sglang#3385)", () => {
    const relayed = '[SglangSidecar]: 2025-02-07T21:37:23.710Z 1 stderr: [2025-02-07 13:37:23] ERROR:    Exception in ASGI application';
    expect(splitBareLine(relayed, false)).toEqual({ text: '[2025-02-07 13:37:23] ERROR:    Exception in ASGI application', service: null, containerTs: Date.UTC(2025, 1, 7, 21, 37, 23) * 1000 + 710000 });
    // Behind a container's stamp and inside a journal message, too (vllm-project/vllm#9818's `[VllmSidecar <id>]: …`).
    const vllm = '[VllmSidecar kooEr8Ccal1cqylW5f5cz]: 2024-11-13T03:15:08.672Z 1 stdout: CRITICAL 11-12 19:15:08 launcher.py:99] MQLLMEngine is already dead, terminating server process';
    expect(splitBareLine(`2024-11-13T03:15:08.700000000Z ${vllm}`, false).text).toBe('CRITICAL 11-12 19:15:08 launcher.py:99] MQLLMEngine is already dead, terminating server process');
    expect(splitMessageWrapper(vllm)?.text).toBe('CRITICAL 11-12 19:15:08 launcher.py:99] MQLLMEngine is already dead, terminating server process');
    // A bracketed name without the relay's time, pid and stream is no such relay.
    const own = '[Router (Python)]: 2025-01-09 00:28:10 - ERROR - Error starting router';
    expect(splitBareLine(own, false).text).toBe(own);
    expect(splitBareLine('[INFO]: 2025-02-07T21:37:23Z started', false).text).toBe('[INFO]: 2025-02-07T21:37:23Z started');
  });

  it("Tabby's supervisor relay of its llama-server child is taken off, its stamp kept as the line's time (TabbyML/tabby#2719)", () => {
    const relayed = '2024-07-24T07:25:28.289123Z  WARN llama_cpp_server::supervisor: crates/llama-cpp-server/src/supervisor.rs:111: <embedding>: llama_model_loader: Dumping metadata keys/values. Note: KV overrides do not apply in this output.';
    expect(splitBareLine(relayed, false)).toEqual({ text: 'llama_model_loader: Dumping metadata keys/values. Note: KV overrides do not apply in this output.', service: null, containerTs: Date.UTC(2024, 6, 24, 7, 25, 28) * 1000 + 289123 });
    // The supervisor's own record, and TGI's (the same `tracing` shape), stay whole.
    const own = '2024-07-24T07:25:28.289106Z  WARN llama_cpp_server::supervisor: crates/llama-cpp-server/src/supervisor.rs:99: llama-server <embedding> exited with status code -1';
    expect(splitBareLine(own, false).text).toBe(own);
    const tgi = '2024-03-06T17:53:31.149443Z ERROR text_generation_launcher: Shard 0 failed to start';
    expect(splitBareLine(tgi, false).text).toBe(tgi);
  });

  it("FastChat's stream loggers re-logging the engine's stdout and stderr are taken off, with no level of their own (lm-sys/FastChat#3049)", () => {
    const line = '2024-02-15 16:04:21 | INFO | stdout | router init state: Traceback (most recent call last):';
    expect(splitBareLine(line, false)).toEqual({ text: 'router init state: Traceback (most recent call last):', service: null, containerTs: Date.UTC(2024, 1, 15, 16, 4, 21) * 1000 });
    expect(splitMessageWrapper(line)).toEqual({ text: 'router init state: Traceback (most recent call last):', priority: null, logger: null });
    // FastChat's own loggers speak for FastChat: their lines stay whole.
    const own = '2024-02-15 16:04:21 | INFO | model_worker | Register to controller';
    expect(splitBareLine(own, false).text).toBe(own);
  });

  it("Docker Desktop's log view row (`YYYY-MM-DD HH:MM:SS.mmm | `) is taken off and times the line; loguru's own `| LEVEL |` line is kept", () => {
    const row = '2026-04-19 12:09:18.295 | (APIServer pid=1) INFO 04-19 10:09:18 [utils.py:299] ';
    expect(splitBareLine(row, false)).toEqual({ text: '(APIServer pid=1) INFO 04-19 10:09:18 [utils.py:299] ', service: null, containerTs: Date.UTC(2026, 3, 19, 12, 9, 18) * 1000 + 295000 });
    expect(splitBareLine('2026-04-19 17:01:17.382 | usage: vllm [-h] [-v]', false).text).toBe('usage: vllm [-h] [-v]');
    const loguru = '2025-05-23 03:12:20.499 | INFO     | text_generation_server.utils.import_utils:<module>:80 - Detected system ipex';
    expect(splitBareLine(loguru, false).text).not.toBe('INFO     | text_generation_server.utils.import_utils:<module>:80 - Detected system ipex');
  });

  it("Docker Desktop's log view stamp (`YYYY-MM-DD HH:MM:SS `) is taken off and times the line; a table's `| ` after it is not (ollama/ollama#9562)", () => {
    const line = '2025-03-06 23:36:39 ggml_backend_cuda_buffer_type_alloc_buffer: allocating 3257.82 MiB on device 0: cudaMalloc failed: out of memory';
    expect(splitBareLine(line, false)).toEqual({ text: line.slice(20), service: null, containerTs: Date.UTC(2025, 2, 6, 23, 36, 39) * 1000 });
    // Behind docker's own stamp, docker's (UTC) time is kept.
    expect(splitBareLine(`2025-03-07T05:36:39.000000000Z ${line}`, false)).toEqual({ text: line.slice(20), service: null, containerTs: Date.UTC(2025, 2, 7, 5, 36, 39) * 1000 });
    expect(splitBareLine('2024-02-15 16:04:21 | INFO | model_worker | Register to controller', false).text).toBe('2024-02-15 16:04:21 | INFO | model_worker | Register to controller');
    // In a journal message the journal's own time stands; the stamp still comes off.
    expect(splitMessageWrapper(line)?.text).toBe(line.slice(20));
  });

  it("Dynamo's Rust logger relaying an engine's Python logger is taken off, its stamp and level kept (ai-dynamo/dynamo#939, #1595)", () => {
    const worker = '2025-05-05T08:39:59.234Z ERROR multiproc_worker_utils._run_worker_process: Exception in worker VllmWorkerProcess while processing method determine_num_available_blocks.';
    expect(splitBareLine(worker, false)).toEqual({ text: 'Exception in worker VllmWorkerProcess while processing method determine_num_available_blocks.', service: null, containerTs: Date.UTC(2025, 4, 5, 8, 39, 59) * 1000 + 234000, priority: 3, relayTarget: 'multiproc_worker_utils._run_worker_process' });
    const info = '2025-08-05T10:33:30.183Z  INFO sighandler.signal: Got signal SIG_HUP   ';
    expect(splitBareLine(info, false)).toMatchObject({ text: 'Got signal SIG_HUP   ', priority: 6 });
    // Behind a container's stamp (its time kept), and inside a journal message.
    expect(splitBareLine(`2025-05-05T08:40:00.000000000Z ${worker}`, false)).toMatchObject({ text: worker.slice(worker.indexOf('Exception')), containerTs: Date.UTC(2025, 4, 5, 8, 40, 0) * 1000, priority: 3 });
    expect(splitMessageWrapper(worker)).toEqual({ text: worker.slice(worker.indexOf('Exception')), priority: 3, logger: null, relayTarget: 'multiproc_worker_utils._run_worker_process' });
    // A Rust target (`::`, no dot) is TGI's or the supervisor's own record: it stays whole.
    const tgi = '2024-03-06T17:53:31.149443Z ERROR text_generation_router::server: router/src/server.rs:1234: Webserver Crashed';
    expect(splitBareLine(tgi, false).text).toBe(tgi);
  });

  it("a nameless `  | ` gutter is taken off like a compose prefix, with no service (vllm-project/vllm#6042)", () => {
    const line = '  | ERROR 07-01 13:54:43 multiproc_worker_utils.py:120] Worker VllmWorkerProcess pid 1159 died, exit code: -6';
    expect(splitBareLine(line, true)).toEqual({ text: line.slice(4), service: null, containerTs: null });
    expect(looksLikeCompose([line, '  | INFO 07-01 13:54:43 multiproc_worker_utils.py:123] Killing local vLLM worker processes'])).toBe(true);
    expect(composePrefixEnd('  |')).toBe(3);
  });

  it.each(['|   0  NVIDIA H100 80GB HBM3          On  | 00000000:18:00.0 Off |                    0 |', '   |x', '    return fn(obj)'])('is not a gutter: %s', (line) => {
    expect(composePrefixEnd(line)).toBe(-1);
  });

  it("a CI runner's `[ISO] ` stamp, behind the gutter or alone, is the line's time (vllm-project/vllm#8204)", () => {
    const line = "  | [2024-09-05T00:38:34Z] ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 44319): [errno 98] address already in use";
    expect(splitBareLine(line, true)).toEqual({ text: line.slice(27), service: null, containerTs: us('2024-09-05T00:38:34Z') });
    expect(splitBareLine('[2024-09-05T00:38:34Z] INFO:     Started server process [60858]', false).text).toBe('INFO:     Started server process [60858]');
    // SGLang's own stamp has a space, not a `T`, and stays for its prefix reader.
    expect(splitBareLine('[2025-10-16 09:06:10 TP5] Load weight begin. avail mem=137.29 GB', false).containerTs).toBeNull();
  });

  it("a log console's table row `  | <time> | <message>`: the bar after the time is the console's column (aws-samples/aws-genai-llm-chatbot#7)", () => {
    const line = '  | 2023-07-12T16:57:37.802+02:00 | NotImplementedError: sharded is not supported for this model rank=0';
    expect(splitBareLine(line, true)).toEqual({ text: 'NotImplementedError: sharded is not supported for this model rank=0', service: null, containerTs: us('2023-07-12T16:57:37.802+02:00') });
    // Behind `docker logs -t` alone (no gutter), a table the process printed keeps its bar: a row of triton-inference-server/server#3786 behind a constructed stamp.
    expect(splitBareLine('2024-01-10T21:30:54.920681000Z | <redacted> | 1       | READY |', false).text).toBe('| <redacted> | 1       | READY |');
  });

  it('the stream and tag of a CRI container log line go with its time (sgl-project/sglang#8336)', () => {
    const bare = splitBareLine('2025-07-25T07:53:08.217488644+08:00 stdout F   File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 2769, in run_scheduler_process', false);
    expect(bare.text).toBe('  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 2769, in run_scheduler_process');
    expect(bare.containerTs).toBe(us('2025-07-24T23:53:08.217Z') + 488);
  });

  it("a log console's time column, a tab before the line, goes with its time (sgl-project/sglang#7639)", () => {
    const bare = splitBareLine('2025-07-01T00:57:53+08:00\t[2025-06-30 16:57:53 DP7 TP7] Scheduler hit an exception: Traceback (most recent call last):', false);
    expect(bare.text).toBe('[2025-06-30 16:57:53 DP7 TP7] Scheduler hit an exception: Traceback (most recent call last):');
    expect(bare.containerTs).toBe(us('2025-06-30T16:57:53Z'));
  });

  it("a wrapper's `asctime - name - level - ` prefix: off, its local time kept, the server's own line behind it (allenai/olmocr#105)", () => {
    const bare = splitBareLine('2025-03-08 02:04:48,697 - __main__ - INFO - [2025-03-08 02:04:48] Received sigquit from a child proces. It usually means the child failed.', false, 60 * 60_000);
    expect(bare).toEqual({ text: '[2025-03-08 02:04:48] Received sigquit from a child proces. It usually means the child failed.', service: '__main__', containerTs: us('2025-03-08T01:04:48.697Z'), priority: 6, logger: '__main__' });
    expect(splitBareLine('2025-03-08 02:04:48,880 - __main__ - ERROR - Ended up starting the sglang server more than 5 times, cancelling pipeline', false).priority).toBe(3);
    expect(splitBareLine('2025-03-08 02:04:48,697 - __main__ - INFO -     obj, end = self.raw_decode(s, idx=_w(s, 0).end())', false).text).toBe('    obj, end = self.raw_decode(s, idx=_w(s, 0).end())');
    expect(splitBareLine('2025-03-08 02:04:48,697 - __main__ - INFO -', false).text).toBe('');
  });

  it("a formatter's own `asctime` with microseconds and a zone (GPUStack 2): the same prefix, timed by its zone (gpustack/gpustack#3969)", () => {
    const line = '2025-12-20 04:38:00.262558+08:00 - gpustack.worker.serve_manager - ERROR - Error provisioning model instance Qwen3-nntL6: Failed to get vLLM backend image';
    // The zone the line names wins over the printing clock's offset given for zone-less stamps.
    expect(splitBareLine(line, false, 60 * 60_000)).toEqual({ text: 'Error provisioning model instance Qwen3-nntL6: Failed to get vLLM backend image', service: 'gpustack.worker.serve_manager', containerTs: us('2025-12-19T20:38:00.262Z') + 558, priority: 3, logger: 'gpustack.worker.serve_manager' });
    expect(splitBareLine('2025-12-20 04:37:58.559317-05:30 - gpustack.worker.backends.base - INFO - Model files are ready.', false).containerTs).toBe(us('2025-12-20T10:07:58.559Z') + 317);
    // Microseconds without a zone are local time, as `,ms` is.
    expect(splitBareLine('2025-12-20 04:37:58.559317 - gpustack.worker.backends.base - INFO - Model files are ready.', false, 60 * 60_000).containerTs).toBe(us('2025-12-20T03:37:58.559Z') + 317);
  });

  it("the logger's name is the line's identifier: vLLM's own loggers in an application's format name vLLM (vllm-project/vllm#23517)", () => {
    const bare = splitBareLine('2025-11-02 13:17:04,315 - vllm.v1.engine.core_client - ERROR - Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.', false);
    expect([bare.text, bare.service, bare.priority]).toEqual(['Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.', 'vllm.v1.engine.core_client', 3]);
    // Behind `docker compose logs` the service names the line; the logger is still kept.
    const composed = splitBareLine('server-1  | 2025-11-02 13:17:04,315 - vllm.v1.engine.core_client - ERROR - Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.', true);
    expect([composed.service, composed.logger]).toEqual(['server-1', 'vllm.v1.engine.core_client']);
  });

  it("KServe's `asctime.msecs pid name level [file:func():line] ` prefix and its uvicorn loggers': off, level and logger kept (kserve/kserve#3769, #5056; huggingfaceserver README)", () => {
    const bare = splitBareLine('2024-07-01 07:28:04.488 1 kserve ERROR [__main__.py:<module>():254] Failed to start model server: integer division or modulo by zero', false);
    expect(bare).toEqual({ text: 'Failed to start model server: integer division or modulo by zero', service: 'kserve', containerTs: us('2024-07-01T07:28:04.488Z'), priority: 3, logger: 'kserve' });
    const uvicorn = splitBareLine('2024-01-08 06:32:08.801 uvicorn.error INFO:     Started server process [75012]', false);
    expect([uvicorn.text, uvicorn.logger, uvicorn.priority]).toEqual(['Started server process [75012]', 'uvicorn.error', 6]);
    // A stamp with milliseconds before another format's text is left alone.
    expect(splitBareLine('2026-05-08 11:50:25.741 [Error] (Router) Failed to load model: vllm-server failed to start within timeout', false).text).toBe('2026-05-08 11:50:25.741 [Error] (Router) Failed to load model: vllm-server failed to start within timeout');
  });

  it("Ray's own `asctime<TAB>LEVEL file:line -- ` prefix: off, its local time and level kept, the file names no service or logger (vllm-project/vllm#1111)", () => {
    const line = '2023-09-20 11:38:09,990\tWARNING worker.py:2058 -- A worker died or was killed while executing a task by an unexpected system error.';
    expect(splitBareLine(line, false, 60 * 60_000)).toEqual({ text: 'A worker died or was killed while executing a task by an unexpected system error.', service: null, containerTs: us('2023-09-20T10:38:09.990Z'), priority: 4 });
    expect(splitBareLine('2024-02-03 09:54:56,181\tINFO worker.py:1724 -- Started a local Ray instance.', false).priority).toBe(6);
    // Behind docker compose's prefix the service stays the compose service's.
    expect(splitBareLine('vllm-1  | 2024-02-03 09:54:56,181\tERROR worker.py:1724 -- Unhandled error', true)).toMatchObject({ text: 'Unhandled error', service: 'vllm-1', priority: 3 });
    // In a journal message: the same prefix comes off, with its level.
    expect(splitMessageWrapper('2024-05-08 14:22:55,479\tINFO worker.py:1564 -- Connecting to existing Ray cluster at address: 10.0.0.204:6379...')).toEqual({ text: 'Connecting to existing Ray cluster at address: 10.0.0.204:6379...', priority: 6, logger: null });
    // A tab after a stamp without Ray's `file:line -- ` is not Ray's prefix.
    expect(splitBareLine('2024-02-03 09:54:56,181\tINFO something else', false).text).toBe('2024-02-03 09:54:56,181\tINFO something else');
  });

  it("Ray's prefix with its tab copied as one space (vllm-project/vllm#1725, #5495): off, with its level", () => {
    expect(splitBareLine('2023-11-20 09:55:13,313 INFO worker.py:1642 -- Started a local Ray instance.', false)).toMatchObject({ text: 'Started a local Ray instance.', service: null, priority: 6 });
    // Without the level word and a Python file's `name.py:N -- ` right after, a space after the stamp is no Ray prefix.
    expect(splitBareLine('2023-11-20 09:55:13,313 INFO something -- else', false).text).toBe('2023-11-20 09:55:13,313 INFO something -- else');
  });

  it("Xinference's `asctime name pid levelname-8 ` prefix: off, level and logger kept, the message's own spaces too (xorbitsai/inference#2440, #3091)", () => {
    const bare = splitBareLine('2024-10-15 01:55:07,541 vllm.worker.model_runner 75563 INFO     Starting to load model /usr/models/glm-4-9b-chat...', false);
    expect(bare).toEqual({ text: 'Starting to load model /usr/models/glm-4-9b-chat...', service: 'vllm.worker.model_runner', containerTs: us('2024-10-15T01:55:07.541Z'), priority: 6, logger: 'vllm.worker.model_runner' });
    const warned = splitBareLine('2025-03-19 08:22:23,438 xinference.core.worker 27 WARNING  Process 172.20.109.228:38427 is down.', false);
    expect([warned.text, warned.logger, warned.priority]).toEqual(['Process 172.20.109.228:38427 is down.', 'xinference.core.worker', 4]);
    // A short logger name is padded to twelve; a frame line logged behind the prefix keeps its indentation.
    expect(splitBareLine('2025-03-19 08:22:23,438 __main__     27 ERROR      File "x.py", line 1, in <module>', false).text).toBe('  File "x.py", line 1, in <module>');
  });

  it("a harness's `[ISO] ` stamp behind GitHub Actions' or docker's stamp comes off too; the outer time is kept (sgl-project/sglang#3932)", () => {
    const bare = splitBareLine('2025-05-14T09:30:00.0010000Z [2025-02-27T16:30:43.48675097Z] [rank3]:[E227 16:30:43.526290891 ProcessGroupNCCL.cpp:1785] [PG ID 2 PG GUID 3 Rank 3] Exception (either an error or timeout) detected by watchdog at work: 32', false);
    expect([bare.text.slice(0, 9), bare.containerTs]).toEqual(['[rank3]:[', us('2025-05-14T09:30:00.001Z')]);
  });

  it("a process's colour code that lost its ESC comes off behind `docker logs -t`'s stamp too (vllm-project/vllm#5484)", () => {
    const bare = splitBareLine('2024-06-13T09:30:00.000000000Z [36m(RayWorkerWrapper pid=4009) [rank1]:[E ProcessGroupNCCL.cpp:563] [Rank 1] Watchdog caught collective operation timeout', false);
    expect(bare.text).toBe('(RayWorkerWrapper pid=4009) [rank1]:[E ProcessGroupNCCL.cpp:563] [Rank 1] Watchdog caught collective operation timeout');
  });

  it("vLLM's `ERROR 05-11 11:39:27 …` behind `docker logs -t`'s stamp is vLLM's level and stamp, not TGI's tracing level: the stamp comes off", () => {
    const bare = splitBareLine('2025-05-11T11:39:27.123456789Z ERROR 05-11 11:39:27 [utils.py:291] RuntimeError: Process ApiServer_0 (PID: 359) died with exit code 1', false);
    expect(bare).toEqual({ text: 'ERROR 05-11 11:39:27 [utils.py:291] RuntimeError: Process ApiServer_0 (PID: 359) died with exit code 1', service: null, containerTs: us('2025-05-11T11:39:27.123Z') + 456 });
  });
});

describe('splitBareLine: container time stamps', () => {
  it('docker logs -t, nanoseconds in UTC (vllm-project/vllm#23926)', () => {
    const bare = splitBareLine('2025-08-29T09:49:52.956583878Z (APIServer pid=21)   File "/usr/lib/python3.12/asyncio/runners.py", line 118, in run', false);
    expect(bare).toEqual({ text: '(APIServer pid=21)   File "/usr/lib/python3.12/asyncio/runners.py", line 118, in run', service: null, containerTs: us('2025-08-29T09:49:52.956Z') + 583 });
  });

  it('a stamp with a zone offset (vllm-project/vllm#24107)', () => {
    const bare = splitBareLine('2025-09-02T08:04:02.878085941-07:00 (EngineCore_0 pid=309) ERROR 09-02 08:04:02 [core.py:702]     self._process_engine_step()', false);
    expect(bare.containerTs).toBe(us('2025-09-02T15:04:02.878Z') + 85);
    expect(bare.text.startsWith('(EngineCore_0 pid=309) ERROR')).toBe(true);
  });

  it('docker -t over a non-vLLM process (huggingface/text-generation-inference#2763)', () => {
    const bare = splitBareLine('2024-11-20T14:37:16.307700574Z     shard_uds_path: "/tmp/text-generation-server",', false);
    expect(bare).toMatchObject({ text: '    shard_uds_path: "/tmp/text-generation-server",', containerTs: us('2024-11-20T14:37:16.307Z') + 700 });
  });

  it("TGI's own ISO stamp is the engine's, not a container prefix: kept in the text (huggingface/text-generation-inference#1627)", () => {
    const line = '2024-03-06T17:53:31.149443Z ERROR text_generation_launcher: Shard 0 failed to start';
    expect(splitBareLine(line, false)).toEqual({ text: line, service: null, containerTs: null });
  });
});

describe('splitBareLine: Ray colour codes whose ESC was lost in a paste', () => {
  it.each([
    [
      '[36m(RayWorkerWrapper pid=4009) [rank1]:[E ProcessGroupNCCL.cpp:583] [Rank 1] To avoid data inconsistency, we are taking the entire process down.',
      '(RayWorkerWrapper pid=4009) [rank1]:[E ProcessGroupNCCL.cpp:583] [Rank 1] To avoid data inconsistency, we are taking the entire process down.',
      'vllm-project/vllm#5484',
    ],
    [
      ' [36m(RayWorkerVllm pid=4773) [0m [pod-name]:4773:4773 [1] NCCL INFO cudaDriverVersion 12010',
      '(RayWorkerVllm pid=4773) [pod-name]:4773:4773 [1] NCCL INFO cudaDriverVersion 12010',
      'vllm-project/vllm#2734',
    ],
    ['[1;36m(VllmWorker rank=0 pid=226) ', '(VllmWorker rank=0 pid=226) ', 'vllm-project/vllm#19483'],
    // vLLM resets its tag's colour with `[0;0m`, not `[0m`.
    [
      '[1;36m(EngineCore_DP0 pid=149)[0;0m ERROR 12-08 22:23:04 [core.py:842] torch.AcceleratorError: HIP error: invalid device function',
      '(EngineCore_DP0 pid=149) ERROR 12-08 22:23:04 [core.py:842] torch.AcceleratorError: HIP error: invalid device function',
      'gpustack/gpustack#3786',
    ],
  ])('%s', (line, text) => {
    expect(splitBareLine(line, false).text).toBe(text);
  });

  it.each(['[2025-12-09 02:28:15] INFO:     127.0.0.1:35976 - "POST /generate HTTP/1.1" 200 OK', '[rank0]:   File "x.py", line 1', ' [5m] not a colour before a tag'])('left alone: %s', (line) => {
    expect(splitBareLine(line, false).text).toBe(line);
  });
});

describe("engineStampMicros: an engine's own stamp", () => {
  it.each([
    ['2024-03-06T17:53:22.335714Z  INFO download: text_generation_launcher: Successfully downloaded weights.', us('2024-03-06T17:53:22.335Z') + 714, 'huggingface/text-generation-inference#1627'],
    ['2024-03-06T17:53:31.052367Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', us('2024-03-06T17:53:31.052Z') + 367, 'huggingface/text-generation-inference#1627'],
    ['time=2024-07-09T14:52:26.684+02:00 level=INFO source=server.go:604 msg="waiting for server to become available" status="llm server not responding"', us('2024-07-09T12:52:26.684Z'), 'ollama/ollama#5571'],
    ['[2025-12-09 02:28:12 TP0] Prefill batch, #new-seq: 1, #new-token: 1025, #cached-token: 0, token usage: 0.00, #running-req: 0, #queue-req: 0,', us('2025-12-09T02:28:12Z'), 'sgl-project/sglang#14193'],
    ['[2025-12-09 02:28:15] INFO:     127.0.0.1:35976 - "POST /generate HTTP/1.1" 200 OK', us('2025-12-09T02:28:15Z'), 'sgl-project/sglang#14193'],
    ['[Router (Rust)] 2025-03-08 02:33:09 - INFO - Worker http://0.0.0.0:31000 health check is pending with error: error sending request for url (http://0.0.0.0:31000/health)', us('2025-03-08T02:33:09Z'), 'sgl-project/sglang#4208'],
    ["[Router (Python)] 2025-01-09 00:28:10 - ERROR - Error starting router: argument 'worker_urls': 'NoneType' object cannot be converted to 'Sequence'", us('2025-01-09T00:28:10Z'), 'sgl-project/sglang#2796'],
    ['{"timestamp":"2024-02-13T22:17:59.304895Z","level":"WARN","fields":{"message":"`trust_remote_code` is set. Trusting that model `/model` do not contain malicious code."},"target":"text_generation_launcher"}', us('2024-02-13T22:17:59.304Z') + 895, 'huggingface/text-generation-inference#1559'],
    ['{"timestamp":1711089418,"level":"INFO","function":"server_cli","line":2594,"message":"HTTP server listening","port":"8080","hostname":"127.0.0.1"}', us('2024-03-22T06:36:58Z'), 'mozilla-ai/llamafile#297'],
    ['INFO [                    main] model loaded | tid="134791170093056" timestamp=1781180104', us('2026-06-11T12:15:04Z'), 'ikawrakow/ik_llama.cpp#1952'],
    [' ERR [                    main] server init failed | tid="140058534156608" timestamp=1784864033 error="MTP speculative context initialization failed"', us('2026-07-24T03:33:53Z'), 'ikawrakow/ik_llama.cpp#2173'],
    ['INFO [      log_server_request] request | tid="0x368162a0aa00" timestamp=1725256058 remote_addr="127.0.0.1" remote_port=40365 status=503 method="GET" path="/" params={}', us('2024-09-02T05:47:38Z'), 'ggml-org/llama.cpp#9271'],
  ])('%s', (line, ts) => {
    expect(engineStampMicros(line, 0)).toBe(ts);
  });

  // tqdm redraws with `\r` and no newline: SGLang's next line lands right after the bar's rate field.
  it.each([
    ["DeepGEMM warmup:   2%|█▌                                                                        | 11/512 [01:09<57:05,  6.84s/it][2025-12-22 11:36:30 TP1 EP1] Scheduler hit an exception: Traceback (most recent call last):", us('2025-12-22T11:36:30Z'), 'sgl-project/sglang#15598'],
    [" 96%|█████████▌| 22/23 [00:13<00:00,  2.05it/s][2025-03-12 08:52:40 DP0 TP0] max_total_num_tokens=935444, chunked_prefill_size=8192, max_prefill_tokens=16384, max_running_requests=4097, context_len=32768", us('2025-03-12T08:52:40Z'), 'sgl-project/sglang#4339'],
  ])('a line printed onto a tqdm bar keeps its stamp: %s', (line, ts) => {
    expect(engineStampMicros(line, 0)).toBe(ts);
  });

  it("the old server text format's epoch is read only behind its own level and function", () => {
    expect(engineStampMicros('slot is processing task | tid="139638925832192" timestamp=1747317449 id_slot=0', 0)).toBeNull();
    expect(engineStampMicros('INFO: request | tid="1" timestamp=1747317449', 0)).toBeNull();
  });

  it('a bar alone, or brackets not after a rate field, give no stamp', () => {
    expect(engineStampMicros('Capturing batches (bs=64 avail_mem=13.97 GB):   0%|          | 0/11 [00:21<?, ?it/s]', 0)).toBeNull();
    expect(engineStampMicros('list [a][2025-03-12 08:52:40 TP0] is no bar', 0)).toBeNull();
  });

  it("SGLang's zone-less stamp is the printing clock's local time", () => {
    expect(engineStampMicros('[2025-12-09 02:28:15] INFO:     127.0.0.1:35976 - "POST /generate HTTP/1.1" 200 OK', 60 * 60_000)).toBe(us('2025-12-09T01:28:15Z'));
  });

  it.each([
    '[rank1]:[E1209 02:28:15.281862353 ProcessGroupNCCL.cpp:2057] [PG ID 2 PG GUID 3 Rank 1] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered',
    'llm_load_tensors: ggml ctx size =    0.32 MiB',
    '2024-02-03 09:54:56,181\tINFO worker.py:1724 -- Started a local Ray instance.',
    'Error: ShardCannotStart',
    '[2025-13-09 02:28:15] month 13 is no time',
    '[Router (Rust)] started on 0.0.0.0:30000',
  ])('no engine stamp: %s', (line) => {
    expect(engineStampMicros(line, 0)).toBeNull();
  });
});

describe('uvicornServerPid', () => {
  it.each([
    ['INFO:     Started server process [1]', 1, 'zai-org/GLM-V#100'],
    ['(APIServer pid=188747) INFO:     Started server process [188747]', 188747, 'constructed: the same line behind a vLLM role tag'],
  ])('%s', (line, pid) => {
    expect(uvicornServerPid(line)).toBe(pid);
  });

  it.each(['INFO:     Finished server process [1]', 'INFO:     Started server process []', 'INFO:     Application startup complete.'])('no pid: %s', (line) => {
    expect(uvicornServerPid(line)).toBeNull();
  });
});

describe('isServerCommandPrompt: a pasted terminal starts a server again', () => {
  it.each([
    ['(my_venv) raaf@server1:~/text-generation-inference$ text-generation-launcher --model-id tiiuae/falcon-7b-instruct', 'huggingface/text-generation-inference#1627'],
    ['root@tgi-deployment-596cc7bb98-wcg72:/usr/src# text-generation-launcher --env', 'huggingface/text-generation-inference#1156'],
    [
      '(h2ollm) ubuntu@cloudvm:~/h2ogpt$ sudo docker run --gpus device=4 --shm-size 2g -e NCCL_SHM_DISBLAE=1 -e TRANSFORMERS_CACHE="/.cache/" -p 6112:80 -v $HOME/.cache:/.cache/ -v $PWD/data:/data ghcr.io/huggingface/text-generation-inference:0.8.2 --model-id h2oai/h2ogpt-oasst1-falcon-40b --max-input-length 2048 --max-total-tokens 3072 --quantize bitsandbytes --sharded false',
      'h2oai/h2ogpt#295',
    ],
    ['$ python3 -m vllm.entrypoints.openai.api_server --model /root/opt-125m --served-model-name modelx --log-level info -h', 'vllm-project/vllm#3109'],
    ['root@1cccece5c83c:~# tritonserver --model-repository ./triton/', 'triton-inference-server/server#8578'],
    // FastDeploy's serving image: Triton's binary renamed fastdeployserver.
    ['root@CPUOCRMKLDNN:/opt/tritonserver/FastDeploy/examples# fastdeployserver --model-repository=/ocr_serving/models', 'PaddlePaddle/PaddleOCR#9427'],
    ['$ python -m sglang_router.launch_router', 'sgl-project/sglang#2796'],
    // ipex-llm's vLLM image runs vLLM's server from its own copy of the entrypoint.
    ['root@docker-desktop:/llm# python -m ipex_llm.vllm.cpu.entrypoints.openai.api_server --served-model-name qwen2.5-1.5b --port 8000', 'intel/ipex-llm#12960'],
    // Constructed: SGLang's own CLI (`sglang serve`, the launcher of sgl-project/sglang#18653 and gpustack/gpustack#3848) behind a prompt.
    ['user@gpu-01:~$ sglang serve --model-path Tongyi-MAI/Z-Image-Turbo --port 30000', 'constructed'],
    // A venv inside conda's base: two environment names before the prompt.
    ['(env) (base) [opc@ol8ray-1 ray-vllm]$ python -m vllm.entrypoints.openai.api_server --model Phind/Phind-CodeLlama-34B-v2 --tensor-parallel-size 4', 'ray-project/ray#45179'],
    // Constructed in the shapes above (no real one found): a vllm serve prompt with env assignments, a set -x trace.
    ['user@gpu-01:~$ CUDA_VISIBLE_DEVICES=0,1 vllm serve Qwen/Qwen3-0.6B --tensor-parallel-size 2', 'constructed'],
    ['+ exec python3 -m sglang.launch_server --model-path Qwen/Qwen3-0.6B --tp 2', 'constructed'],
    // bash's default prompt (`\s-\v\$ `) running llama.cpp's RPC backend server.
    ['bash-5.1$ rpc-server 0.0.0.0 50052', 'ggml-org/llama.cpp#7293'],
    // Windows: cmd's default `$P$G` prompt, PowerShell's `PS <path>> `, the server behind a `.\` path; starship's `❯`.
    ['C:\\Users\\allowdin>ollama serve', 'ollama/ollama#7803'],
    ['PS C:\\Users\\*****\\Downloads\\llama-b4474-bin-win-cuda-cu12.4-x64> .\\llama-server.exe -m "F:\\Phi-3.5-MoE-instruct\\Phi-3.5-MoE-16x4.1B-instruct-IQ4_XS.gguf" -ngl 99 -fa -sm none -mg 1', 'ggml-org/llama.cpp#11259'],
    ['\u276f ollama serve 2>&1 | % ToString | tee-object serve.log', 'ollama/ollama#12640'],
    // A prompt cut down to its working directory (`\w\$ `, or user@host trimmed by the reporter).
    ['~$ python3 -m sglang.launch_server --model-path liuhaotian/llava-v1.5-7b --tokenizer-path llava-hf/llava-1.5-7b-hf --port 30000', 'sgl-project/sglang#138'],
    // zsh's default prompt on macOS (`%n@%m %1~ %# `).
    ['fcaruso@Fabrizios-Mac-mini ~ % ollama serve', 'ollama/ollama#2372'],
    // llama.cpp's CLI, which loads the model in its own process.
    ['[dogunbound@dog-arch bin]$ ./llama-cli -m ~/.cache/huggingface/hub/models--unsloth--MiniMax-H3-GGUF/minimax_h3_fl2va_pruned-Q8_0.gguf -mg 0 -sm none -c 520000', 'ggml-org/llama.cpp#28050'],
  ])('%s', (line) => {
    expect(isServerCommandPrompt(line)).toBe(true);
  });

  it.each([
    ["root@vllm:~# journalctl -u vllm -n 200 --no-pager | grep -B40 'root cause above'", 'community-scripts/ProxmoxVED#2047'],
    ['[pkoppa@rhods-client ~]$ oc exec -it tgi-deployment-596cc7bb98-wcg72 -- bash', 'huggingface/text-generation-inference#1156'],
    ['(text-generation-inference) tammosta@SEA-1801247735:~/text-generation-inference$ export DISABLE_CUSTOM_KERNELS=true', 'huggingface/text-generation-inference#1451'],
    ['(APIServer pid=1) INFO 08-26 11:10:00 [api_server.py:682] Starting vLLM server on http://0.0.0.0:8000', 'noonghunna/club-3090#1107'],
    ['[2025-12-09 02:28:15] INFO:     127.0.0.1:35976 - "POST /generate HTTP/1.1" 200 OK', 'sgl-project/sglang#14193'],
    ['# GPU blocks: 27798, # CPU blocks: 2048', 'constructed in the shape of a V0 KV cache line'],
    // A script of the user's own: what it runs is not visible.
    ['bash-5.1$ ll_startrpc', 'ggml-org/llama.cpp#7293'],
    // A Windows path in a server's own line, and a cmd prompt running something else.
    ["C:\\Users\\lavan\\win-x64\\External\\Models\\phi-3.5-mini-instruct.gguf (version GGUF V3 (latest))", 'ggml-org/llama.cpp#18546'],
    ['C:\\Users\\me>ollama run llama3', 'constructed: a client, not the server'],
    // A home-relative path in a program's own message is no prompt: no `$ ` or `# ` after it.
    ['~/.cache/huggingface/hub/models--Qwen--Qwen3-0.6B: no such file or directory', 'constructed'],
    ["fcaruso@Fabrizios-Mac-mini ~ % osascript -e 'tell app \"Ollama\" to quit'", 'ollama/ollama#2372'],
  ])('not a server start: %s', (line) => {
    expect(isServerCommandPrompt(line)).toBe(false);
  });
});

describe('isServerCommandPrompt: a server command pasted without its prompt', () => {
  it.each([
    ['text-generation-launcher --model-id=facebook/opt-6.7b', 'huggingface/text-generation-inference#3001'],
    ['./llama-server -hf stduhpf/google-gemma-3-12b-it-qat-q4_0-gguf-small --host 192.168.1.68 --port 8080', 'ggml-org/llama.cpp#12939'],
    ['python -m vllm.entrypoints.openai.api_server --served-model-name Qwen1.5-7B-Chat --model  /models--Qwen--Qwen1.5-7B-Chat', 'QwenLM/Qwen3#295'],
    ['vllm serve zai-org/GLM-4.5V --tensor_parallel_size 4', 'zai-org/GLM-V#126'],
    // llama.cpp's command-line programs load the model in their own process as the server does: a new process too.
    ['./llama-completion -fa on --fit off -ngl all -b 512 -ub 64 -c 65536 -ctk q5_0 -ctv q4_0 --top-k 20 -m ../Tiel-Coder-35B-A3B-UD-IQ4_XS.gguf ', 'ggml-org/llama.cpp#27849'],
    // RamaLama's serve and run start the server's container; its global options come before the subcommand.
    ['ramalama --runtime vllm serve huggingface://google/translategemma-27b-it', 'containers/ramalama#758'],
    ['ramalama --runtime vllm run huggingface://google/translategemma-27b-it', 'containers/ramalama#758'],
    ['ramalama serve --port 8081 granite', 'constructed from ramalama serve --help'],
  ])('starts the server: %s', (line) => {
    expect(isServerCommandPrompt(line)).toBe(true);
  });

  it.each([
    // A program's own message names it before a colon; `--version` prints the name and a version; no option, no command.
    ['tritonserver: error while loading shared libraries: libdcgm.so.3: cannot open shared object file', 'constructed in the loader\'s shape'],
    ['text-generation-launcher 2.0.4', 'constructed in the shape of --version'],
    ['llama-server', 'constructed'],
    ['  text-generation-launcher --model-id /model', 'indented: left to the prompt rules'],
    // RamaLama's subcommands that start no server, and a subcommand with nothing after it.
    ['ramalama --runtime vllm pull huggingface://google/translategemma-27b-it', 'constructed'],
    ['ramalama list', 'constructed'],
    ['ramalama serve', 'constructed'],
  ])('not a start: %s', (line) => {
    expect(isServerCommandPrompt(line)).toBe(false);
  });
});

describe('isServerCommandPrompt / shellCommand: a server command pasted as one inline-code span', () => {
  it('starts the server, and the command is what lies between the backticks', () => {
    const line = '`python3 -m sglang.launch_server --model-path /ssd2/model/deepseek-ai/DeepSeek-V3.2 --tp 8 --dp 8 --enable-dp-attention`';
    expect(isServerCommandPrompt(line)).toBe(true);
    expect(shellCommand(line)).toBe('python3 -m sglang.launch_server --model-path /ssd2/model/deepseek-ai/DeepSeek-V3.2 --tp 8 --dp 8 --enable-dp-attention');
  });

  it.each([
    // A span inside a sentence, a span of another command, a span opened but not closed on the line: no start.
    ['`vllm serve` fails with --tp 2', 'constructed'],
    ['`pip install sglang[all] --upgrade`', 'constructed'],
    ['`python3 -m sglang.launch_server --tp 8', 'constructed: the span continues on later lines, left to untickPaste'],
  ])('not a start: %s', (line) => {
    expect(isServerCommandPrompt(line)).toBe(false);
  });
});

describe("isServerCommandPrompt: SGLang's test harness echoing the server command it starts", () => {
  it.each([
    ['command=python3 -m sglang.launch_server --model-path meta-llama/Llama-3.2-1B-Instruct --host 127.0.0.1 --port 8000', 'sgl-project/sglang#5813'],
    ['command=/usr/bin/python3 -m sglang.launch_server --model-path Qwen/Qwen2.5-7B --tp 2 --port 21000', 'constructed in the shape of popen_launch_server with sys.executable'],
  ])('starts the server: %s', (line) => {
    expect(isServerCommandPrompt(line)).toBe(true);
  });

  it.each([
    // The same harness runs benchmarks and other tools: no server, no start.
    ['command=python3 -m sglang.bench_offline_throughput --num-prompts 1 --dataset-name random', 'constructed in the shape of test_bench_offline_throughput'],
    ['command=make -C /src test', 'constructed'],
  ])('not a start: %s', (line) => {
    expect(isServerCommandPrompt(line)).toBe(false);
  });
});

describe("splitBareLine: a container's name before vLLM's tag", () => {
  it('one name before a `(Role pid=N)` tag is taken off as the service (kserve/kserve#4657)', () => {
    const bare = splitBareLine("kserve-container (EngineCore_0 pid=58) RuntimeError: Error building extension 'sampling':", false);
    expect([bare.service, bare.text]).toEqual(['kserve-container', "(EngineCore_0 pid=58) RuntimeError: Error building extension 'sampling':"]);
  });

  it("a launcher's stamp and level before the tag are taken off, with no service (lemonade-sdk/vllm-rocm#5)", () => {
    const bare = splitBareLine('2026-06-09 14:01:54.604 [Info] (Process) (APIServer pid=42406)     return func(*args, **kwargs)', false);
    expect([bare.service, bare.text]).toEqual([null, '(APIServer pid=42406)     return func(*args, **kwargs)']);
  });

  it('a tag glued to the text before it, or a `(pid=N)` that is no tag, keeps the line whole', () => {
    expect(splitBareLine('EngineCore failed to start.(EngineCore_DP0 pid=2) ERROR x', false).text).toBe('EngineCore failed to start.(EngineCore_DP0 pid=2) ERROR x');
    expect(splitBareLine('port 44319 is used by process psutil.Process(pid=60914, name=x)', false).text).toBe('port 44319 is used by process psutil.Process(pid=60914, name=x)');
  });
});

// msys2/MINGW-packages#20882: MSYS2's and Git Bash's two-line prompt, its first line without a command.
describe("isShellInput: the user's own typing in a pasted terminal", () => {
  it.each(['herna@SurfacePro9 CLANGARM64 /c/M_P/mingw-w64-ollama', 'user@DESKTOP-1 MINGW64 ~/src (main)', '$ ollama.exe serve', ''])('%j is shell input', (line) => {
    expect(isShellInput(line)).toBe(true);
  });

  // ollama/ollama#8623: AutoDL's container terminal draws a rule with its name above the prompt.
  it.each(['+--------------------------------------------------AutoDL--------------------------------------------------------+', '=============================='])('%j, a drawn rule, counts with it', (line) => {
    expect(isShellInput(line)).toBe(true);
  });

  // sgl-project/sglang#16624, huggingface/text-generation-inference#2238: the reproduction's variables, set without a prompt.
  it.each(['export SGLANG_ENABLE_SPEC_V2=1', 'export CUDA_VISIBLE_DEVICES="0,1"', 'model=HuggingFaceH4/zephyr-7b-beta', 'volume=$PWD/data'])('%j, a variable set, counts with it', (line) => {
    expect(isShellInput(line)).toBe(true);
  });

  it.each(['herna@SurfacePro9 said CLANGARM64 is slow', 'llama_model_loader: - type q6_K:  226 tensors', '== Triton Inference Server ==', '+---------+---------+--------+', 'time=2025-01-01T10:00:00.000Z level=INFO source=routes.go:1 msg=x', 'NCCL_DEBUG=INFO NCCL_IB_DISABLE=1', 'exported=3 files'])('%j is not', (line) => {
    expect(isShellInput(line)).toBe(false);
  });
});

// huggingface/text-generation-inference#1930 (docker pull before the run), #2238 (docker run pulling the image).
describe("isImagePullLine: the container client's pull of the image a server is run from", () => {
  it.each([
    'docker pull ghcr.io/huggingface/text-generation-inference:latest',
    'latest: Pulling from huggingface/text-generation-inference',
    '2.0.4: Pulling from huggingface/text-generation-inference',
    'aece8493d397: Already exists ',
    '4f4fb700ef54: Pull complete ',
    'Digest: sha256:00d7f1cf3c6fce0a48ff9f2e0451cfa60a06fb48447d60dc6034f4e69443fd3e',
    'Status: Image is up to date for ghcr.io/huggingface/text-generation-inference:latest',
    'Status: Downloaded newer image for ghcr.io/huggingface/text-generation-inference:latest',
    "Unable to find image 'ghcr.io/huggingface/text-generation-inference:2.0.4' locally",
    'ghcr.io/huggingface/text-generation-inference:latest',
  ])('%j is', (line) => {
    expect(isImagePullLine(line)).toBe(true);
  });

  it.each(['localhost:8080', 'INFO text_generation_launcher: Starting download process.', 'docker run --gpus all ghcr.io/huggingface/text-generation-inference:latest', 'Digest: mismatch', 'Status: 200'])('%j is not', (line) => {
    expect(isImagePullLine(line)).toBe(false);
  });
});

// triton-inference-server/server#7016: Triton on GKE, rows copied from Google Cloud Logging's console.
describe("splitBareLine: Google Cloud Logging's severity and time before each row", () => {
  it('takes off the severity and the nanosecond UTC time, which times the line; the server\'s own stamp stays', () => {
    const bare = splitBareLine('ERROR 2024-03-20T12:09:36.741721156Z 2024-03-20T12:09:36Z I 58 server.cc:677]', false);
    expect(bare.text).toBe('2024-03-20T12:09:36Z I 58 server.cc:677]');
    expect(bare.containerTs).toBe(us('2024-03-20T12:09:36.741Z') + 721);
    expect(splitBareLine('INFO 2024-03-20T12:09:07.685054971Z == Triton Inference Server ==', false).text).toBe('== Triton Inference Server ==');
  });

  it('`{}`, an entry with an empty payload, is an empty line', () => {
    expect(splitBareLine('INFO 2024-03-20T12:09:07.687105838Z {}', false).text).toBe('');
  });

  it.each(['INFO 03-20 12:09:07 [api_server.py:682] Starting vLLM server', 'WARNING 2024-03-20 12:09:07,123 root: disk', 'Info 2024-03-20T12:09:07.685Z text'])('leaves %j as it is', (line) => {
    expect(splitBareLine(line, false).text).toBe(line);
  });
});

// vllm-project/vllm#29049: Logs Explorer rows with a summary field the user added (`[resource.labels.containerName: vllm] `).
describe("splitBareLine: Logs Explorer's summary-field chips after the row's time", () => {
  it('takes the chips off with the severity and time; the container they name is the service', () => {
    const bare = splitBareLine('INFO 2025-11-19T20:16:36.096625454Z [resource.labels.containerName: vllm] Traceback (most recent call last):', false);
    expect(bare.text).toBe('Traceback (most recent call last):');
    expect(bare.service).toBe('vllm');
    expect(bare.containerTs).toBe(us('2025-11-19T20:16:36.096Z') + 625);
  });

  it('a pod chip names the service before a container chip; several chips go together', () => {
    const bare = splitBareLine('ERROR 2025-11-19T20:16:36Z [resource.labels.containerName: vllm] [resource.labels.podName: vllm-7d9f5c-x2k4] RuntimeError: x', false);
    expect(bare.text).toBe('RuntimeError: x');
    expect(bare.service).toBe('vllm-7d9f5c-x2k4');
  });

  it.each([
    'INFO 2024-03-20T12:09:07.685Z [2024-03-20 12:09:07 TP0] Load weight begin.',
    'INFO 2024-03-20T12:09:07.685Z [core.py:842] text',
    'INFO 2024-03-20T12:09:07.685Z [Router (Rust)] 2025-03-08 02:33:09 - INFO - x',
  ])('an engine\'s own bracket after the time stays: %j', (line) => {
    expect(splitBareLine(line, false).text).toBe(line.slice(line.indexOf('Z ') + 2));
  });
});

// stern's default template puts `<pod> <container> ` before each line (llm-d/llm-d#391): the pod is the server.
describe("splitBareLine: a log tailer's `<pod> <container> ` before vLLM's tag", () => {
  it('names the pod as the service', () => {
    const line = 'ms-pd-llm-d-modelservice-prefill-6458459f69-9j89m vllm (APIServer pid=1) (EngineCore_DP0 pid=73) [rank0]:W1207 22:10:35.487000 73 torch/_inductor/codegen/triton_combo_kernel.py:110] [0/0] ComboKernels: 1 large pointwise nodes are separated';
    const bare = splitBareLine(line, false);
    expect(bare.service).toBe('ms-pd-llm-d-modelservice-prefill-6458459f69-9j89m');
    expect(bare.text.startsWith('(APIServer pid=1) ')).toBe(true);
  });

  it('a lone container name stays the service', () => {
    expect(splitBareLine('kserve-container (EngineCore_0 pid=58) INFO 03-05 10:00:00 [core.py:77] Initializing a V1 LLM engine', false).service).toBe('kserve-container');
  });
});
