import { describe, expect, it } from 'vitest';
import { SHELL_IDENTIFIER } from './bare-line';
import { detectFormat } from './detect-format';
import { parseLog } from './parse-log';

const us = (iso: string) => Date.parse(iso) * 1000;

// Bare output as people paste it; every line is real unless marked, the thread is named beside each block.
describe('parseLog on bare output of any engine', () => {
  // intel/llm-scaler#154
  const compose = [
    'eap-llm-server-on-arc  | INFO:     127.0.0.1:48802 - "GET /health HTTP/1.1" 200 OK',
    'eap-llm-server-on-arc  | ERROR 11-08 11:01:29 [multiproc_executor.py:135] Worker proc VllmWorker-3 died unexpectedly, shutting down executor.',
    'eap-llm-server-on-arc  | ERROR 11-08 11:01:30 [core.py:502] EngineCore encountered a fatal error.',
  ];

  it('docker compose logs: prefix off, service kept as identifier, vLLM parts and stamps read', () => {
    const log = parseLog(compose.join('\n'), { year: 2025 });
    expect(log.format).toBe('vllm');
    expect(log.entries.map((e) => e.identifier)).toEqual(['eap-llm-server-on-arc', 'eap-llm-server-on-arc', 'eap-llm-server-on-arc']);
    expect(log.entries[0]).toMatchObject({ message: 'INFO:     127.0.0.1:48802 - "GET /health HTTP/1.1" 200 OK', ts: null });
    expect(log.entries[1]).toMatchObject({ ts: us('2025-11-08T11:01:29Z'), vllm: { level: 'error', source: 'multiproc_executor.py:135', text: 'Worker proc VllmWorker-3 died unexpectedly, shutting down executor.' } });
  });

  it('docker compose logs in colour (the codes compose prints on a terminal)', () => {
    const coloured = compose.map((l) => l.replace('eap-llm-server-on-arc  |', '\x1b[36meap-llm-server-on-arc  |\x1b[0m'));
    const log = parseLog(coloured.join('\n'), { year: 2025 });
    expect(log.format).toBe('vllm');
    expect(log.entries[2]).toMatchObject({ identifier: 'eap-llm-server-on-arc', message: 'ERROR 11-08 11:01:30 [core.py:502] EngineCore encountered a fatal error.', ts: us('2025-11-08T11:01:30Z') });
  });

  it('a pasted TGI terminal: ISO stamps timed, not taken for journal lines; the prompt that starts the launcher again is marked', () => {
    // huggingface/text-generation-inference#1627, the thread's prose line between the two runs left out.
    const text = [
      '2024-03-06T17:53:22.335714Z  INFO download: text_generation_launcher: Successfully downloaded weights.',
      '2024-03-06T17:53:22.336246Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0',
      '2024-03-06T17:53:31.052367Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:',
      ' rank=0',
      '2024-03-06T17:53:31.052444Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 4 rank=0',
      'Error: ShardCannotStart',
      '2024-03-06T17:53:31.149443Z ERROR text_generation_launcher: Shard 0 failed to start',
      '2024-03-06T17:53:31.149481Z  INFO text_generation_launcher: Shutting down shards',
      '(my_venv) raaf@server1:~/text-generation-inference$ text-generation-launcher --model-id tiiuae/falcon-7b-instruct',
      '2024-03-06T18:02:08.913559Z  INFO text_generation_launcher: Runtime environment:',
    ].join('\n');
    expect(detectFormat(text)).toBe('cat');
    const log = parseLog(text);
    expect(log.unparsed).toBe(0);
    expect(log.entries.map((e) => e.ts)).toEqual([
      us('2024-03-06T17:53:22.335Z') + 714,
      us('2024-03-06T17:53:22.336Z') + 246,
      us('2024-03-06T17:53:31.052Z') + 367,
      null,
      us('2024-03-06T17:53:31.052Z') + 444,
      null,
      us('2024-03-06T17:53:31.149Z') + 443,
      us('2024-03-06T17:53:31.149Z') + 481,
      null,
      us('2024-03-06T18:02:08.913Z') + 559,
    ]);
    expect(log.entries[2]?.message).toBe('2024-03-06T17:53:31.052367Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:');
    expect(log.entries.map((e) => e.identifier === SHELL_IDENTIFIER)).toEqual([false, false, false, false, false, false, false, false, true, false]);
  });

  it('TGI under docker logs -t: the container stamp times the line and is taken off (huggingface/text-generation-inference#2763)', () => {
    const text = ['2024-11-20T14:37:16.307700574Z     shard_uds_path: "/tmp/text-generation-server",', '2024-11-20T14:37:16.307705327Z     master_addr: "localhost",'].join('\n');
    const log = parseLog(text);
    expect(log.entries.map((e) => [e.ts, e.message])).toEqual([
      [us('2024-11-20T14:37:16.307Z') + 700, '    shard_uds_path: "/tmp/text-generation-server",'],
      [us('2024-11-20T14:37:16.307Z') + 705, '    master_addr: "localhost",'],
    ]);
  });

  it("vLLM under kubectl logs --timestamps: the container stamp is taken off a V0 `DEBUG MM-DD …` line, whose level is vLLM's, not a tracing field (vllm-project/vllm#9193)", () => {
    const log = parseLog('2024-10-23T17:57:06.251294485Z DEBUG 10-23 10:57:06 engine.py:213] Waiting for new requests in engine loop.\n', { year: 2024 });
    expect(log.entries.map((e) => [e.ts, e.vllm?.source, e.vllm?.text])).toEqual([[us('2024-10-23T17:57:06.251Z') + 294, 'engine.py:213', 'Waiting for new requests in engine loop.']]);
  });

  it('SGLang: scheduler and uvicorn lines timed by their stamp, local time shifted by the given offset (sgl-project/sglang#14193)', () => {
    const text = [
      '[2025-12-09 02:28:12 TP0] Prefill batch, #new-seq: 1, #new-token: 1025, #cached-token: 0, token usage: 0.00, #running-req: 0, #queue-req: 0, ',
      '[2025-12-09 02:28:15] INFO:     127.0.0.1:35976 - "POST /generate HTTP/1.1" 200 OK',
      '[rank1]:[E1209 02:28:15.281862353 ProcessGroupNCCL.cpp:2057] [PG ID 2 PG GUID 3 Rank 1] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered',
    ].join('\n');
    const log = parseLog(text, { utcOffsetMinutes: 480 });
    expect(log.format).toBe('cat');
    expect(log.entries.map((e) => e.ts)).toEqual([us('2025-12-08T18:28:12Z'), us('2025-12-08T18:28:15Z'), null]);
    expect(log.entries[0]?.message.startsWith('[2025-12-09 02:28:12 TP0] Prefill batch')).toBe(true);
  });

  it('Ollama: logfmt time= stamps with their zone (ollama/ollama#5571)', () => {
    const text = ['llm_load_tensors: ggml ctx size =    0.32 MiB', 'time=2024-07-09T14:52:26.684+02:00 level=INFO source=server.go:604 msg="waiting for server to become available" status="llm server not responding"'].join('\n');
    expect(parseLog(text).entries.map((e) => e.ts)).toEqual([null, us('2024-07-09T12:52:26.684Z')]);
  });

  it("Triton: glog stamps read in UTC beside vLLM's local ones, the year from the option (triton-inference-server/server#8578)", () => {
    const text = [
      'I1216 02:12:33.624737 179 model_lifecycle.cc:473] "loading: vllm:1"',
      'INFO 12-16 10:12:37 [__init__.py:216] Automatically detected platform cuda.',
      'E1216 02:12:49.624646 179 model.py:248] "[vllm] Failed to start engine: NoneType: None\\n"',
    ].join('\n');
    const log = parseLog(text, { year: 2025, utcOffsetMinutes: 480 });
    expect(log.entries.map((e) => e.ts)).toEqual([us('2025-12-16T02:12:33Z') + 624737, us('2025-12-16T02:12:37Z'), us('2025-12-16T02:12:49Z') + 624646]);
  });

  it("a log collector's `[time] pod >> ` prefix: off, pod kept, its time used, the vLLM line behind it read (vllm-project/vllm#11834)", () => {
    const text = [
      '[2025-01-08 15:00:39] 7cf7b77579-xsp97 >> INFO:     Application shutdown complete.',
      '[2025-01-08 15:00:50] 7cf7b77579-xsp97 >> INFO 01-07 23:00:50 api_server.py:585] vLLM API server version 0.6.4.post1',
    ].join('\n');
    const log = parseLog(text, { year: 2025 });
    expect(log.format).toBe('vllm');
    expect(log.entries.map((e) => [e.identifier, e.ts, e.message])).toEqual([
      ['7cf7b77579-xsp97', us('2025-01-08T15:00:39Z'), 'INFO:     Application shutdown complete.'],
      ['7cf7b77579-xsp97', us('2025-01-08T15:00:50Z'), 'INFO 01-07 23:00:50 api_server.py:585] vLLM API server version 0.6.4.post1'],
    ]);
    expect(log.entries[1]?.vllm).toMatchObject({ level: 'info', stamp: '01-07 23:00:50', text: 'vLLM API server version 0.6.4.post1' });
  });

  it('`kubectl logs --prefix [--timestamps]`: the pod kept as identifier, its time used, the vLLM line behind it read', () => {
    const text = [
      '[pod/vllm-7d9f5c-x2k4/vllm] 2025-05-23T09:31:22.104948221Z INFO 05-23 09:31:22 [loader.py:458] Loading weights took 38.52 seconds',
      '[pod/vllm-7d9f5c-x2k4/vllm] ERROR 05-23 09:31:47 [core.py:396] EngineCore failed to start.',
    ].join('\n');
    const log = parseLog(text, { year: 2025 });
    expect(log.format).toBe('vllm');
    expect(log.entries.map((e) => [e.identifier, e.vllm?.level])).toEqual([
      ['vllm-7d9f5c-x2k4', 'info'],
      ['vllm-7d9f5c-x2k4', 'error'],
    ]);
    expect(log.entries[0]?.ts).toBe(us('2025-05-23T09:31:22.104Z') + 948);
    expect(log.entries[1]?.message).toBe('ERROR 05-23 09:31:47 [core.py:396] EngineCore failed to start.');
  });

  it("a pod's or a collector's prefix before an empty line, its trailing space dropped by the paste, is an empty line of that pod", () => {
    const text = [
      '[pod/tgi-7d9f5c-x2k4/tgi] requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/api/models/bigcode/starcoder',
      '[pod/tgi-7d9f5c-x2k4/tgi]',
      '[2025-01-08 15:00:39] 7cf7b77579-xsp97 >>',
    ].join('\n');
    expect(parseLog(text, { year: 2023 }).entries.map((e) => [e.identifier, e.message])).toEqual([
      ['tgi-7d9f5c-x2k4', 'requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/api/models/bigcode/starcoder'],
      ['tgi-7d9f5c-x2k4', ''],
      ['7cf7b77579-xsp97', ''],
    ]);
  });

  it("uvicorn's Started server process gives the API server's PID (zai-org/GLM-V#100)", () => {
    const log = parseLog(['INFO:     Started server process [1]', 'INFO:     Waiting for application startup.', 'INFO:     Application startup complete.'].join('\n'));
    expect(log.entries.map((e) => e.pid)).toEqual([1, null, null]);
  });

  it('a $ prompt that starts the vLLM server is marked shell (vllm-project/vllm#3109)', () => {
    const log = parseLog(['$ python3 -m vllm.entrypoints.openai.api_server --model /root/opt-125m --served-model-name modelx --log-level info -h', 'INFO 03-02 23:59:21 api_server.py:240] vLLM API server version 0.3.3'].join('\n'), { year: 2024 });
    expect(log.entries.map((e) => e.identifier)).toEqual([SHELL_IDENTIFIER, null]);
    expect(log.entries[1]?.ts).toBe(us('2024-03-02T23:59:21Z'));
  });

  it("TensorRT-LLM's launch_triton_server.py run at a prompt starts Triton; the prompt that comes back before its output does not (triton-inference-server/tensorrtllm_backend#54)", () => {
    const log = parseLog(
      [
        'root@l117-2-p-ga:/app# python3 scripts/launch_triton_server.py --world_size=2 --model_repo=./all_models/inflight_batcher_llm/',
        'root@l117-2-p-ga:/app# I1030 01:37:50.978309 123 libtorch.cc:2507] TRITONBACKEND_Initialize: pytorch',
        'I1030 01:37:50.978404 123 libtorch.cc:2517] Triton TRITONBACKEND API version: 1.15',
      ].join('\n'),
      { year: 2023 },
    );
    expect(log.entries.map((e) => e.identifier === SHELL_IDENTIFIER)).toEqual([true, false, false]);
  });

  it.each([
    // ollama/ollama#6650: the prompt's directory cut out of `root@host:~# `.
    ['root@d39fcb3d6754: # ollama serve', "Couldn't find '/root/.ollama/id_ed25519'. Generating new private key."],
    // msys2/MINGW-packages#20882: MSYS2's two-line prompt, the Windows binary's name.
    ['$ ollama.exe serve', 'time=2024-05-12T06:47:18.590-06:00 level=INFO source=images.go:704 msg="total blobs: 11"'],
  ])('a prompt that runs `ollama serve` is marked shell: %s', (prompt, next) => {
    expect(parseLog([prompt, next].join('\n'), { year: 2024 }).entries.map((e) => e.identifier === SHELL_IDENTIFIER)).toEqual([true, false]);
  });

  it('a paste indented as a whole is read as if it were not (triton-inference-server/tensorrtllm_backend#170)', () => {
    const text = [
      "          xllm3-milu2-neil-3-trt-llm-f7457bcc-xsv4v:5011:5092 [1] NCCL INFO init.cc:1679 -> 5",
      "          Failed, NCCL error /app/tensorrt_llm/cpp/tensorrt_llm/plugins/ncclPlugin/sendPlugin.cpp:129 'invalid usage (run with NCCL_DEBUG=WARN for details)'",
      '',
      '            NCCL version 2.19.3+cuda12.3',
    ].join('\n');
    const log = parseLog(text, { year: 2025 });
    expect(log.entries.map((e) => e.message)).toEqual([
      'xllm3-milu2-neil-3-trt-llm-f7457bcc-xsv4v:5011:5092 [1] NCCL INFO init.cc:1679 -> 5',
      "Failed, NCCL error /app/tensorrt_llm/cpp/tensorrt_llm/plugins/ncclPlugin/sendPlugin.cpp:129 'invalid usage (run with NCCL_DEBUG=WARN for details)'",
      '  NCCL version 2.19.3+cuda12.3',
    ]);
  });

  it('journal formats are not touched: a TGI line in a journal keeps its journal time', () => {
    // Constructed: the real TGI line of #1627 as journald would print it under a unit.
    const log = parseLog('Mar 06 17:53:31 gpu-01 text-generation-launcher[811]: 2024-03-06T17:53:31.149443Z ERROR text_generation_launcher: Shard 0 failed to start', { year: 2024 });
    expect(log.format).toBe('short');
    expect(log.entries[0]).toMatchObject({ ts: us('2024-03-06T17:53:31Z'), pid: 811, identifier: 'text-generation-launcher' });
  });
});
