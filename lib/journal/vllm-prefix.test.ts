import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level, VllmLine } from './types';
import { parseVllmLine } from './vllm-prefix';

// The grammar as regular expressions: parseVllmLine is a hand-written scanner that must agree with them.
// A launcher's task name before a comma (SkyPilot's `(task, pid=N)`, `(worker1, rank=1, pid=N)`) is the role without its rank.
const ROLE_TAG = /^\((?:([A-Za-z][\w.:-]*(?: rank=\d+)?)|([A-Za-z][\w.:-]*),(?: rank=\d+,)?) pid=(\d+)(?:, ip=[^)]*)?\)(?: |$)/;
const LEVEL_LINE = /^(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) (\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?) (?:\[([^\]\s]+)\]|([^\s\]]+)\])(?: ([\s\S]*))?$/;
const LEVEL_OF: Record<string, Level> = { DEBUG: 'debug', INFO: 'info', WARNING: 'warning', WARN: 'warning', ERROR: 'error', CRITICAL: 'critical' };
const UVICORN_LINE = /^(DEBUG|INFO|WARNING|ERROR|CRITICAL): /;

// vllm-omni's stage tag before the level word, alone or behind the process's role tag.
const STAGE_TAG = /^\[Stage-\d+\] /;
// A line pasted from its `[file.py:N] ` source on, its level and stamp cut off (vllm-project/vllm#20305).
const HEAD_CUT = /^\[([^\]\s]+\.py:\d+)\] ([\s\S]*)$/;
// A tagged line with its stamp cut out (vllm-project/vllm#51977): level word and `[file.py:N]` source, no stamp.
const UNDATED_LINE = /^(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) \[([^\]\s]+\.py:\d+)\](?: ([\s\S]*))?$/;

function byGrammar(message: string): VllmLine | null {
  const tag = ROLE_TAG.exec(message);
  if (message.startsWith('(') && tag === null) return null;
  let rest = tag !== null ? message.slice(tag[0].length) : message;
  for (let inner = tag !== null ? ROLE_TAG.exec(rest) : null; inner !== null; inner = ROLE_TAG.exec(rest)) rest = rest.slice(inner[0].length);
  const stage = STAGE_TAG.exec(rest);
  if (stage !== null) rest = rest.slice(stage[0].length);
  const body = LEVEL_LINE.exec(rest);
  const role = tag === null ? null : (tag[1] ?? tag[2] ?? null);
  const pid = tag === null ? null : Number(tag[3]);
  if (body === null) {
    const undated = tag !== null ? UNDATED_LINE.exec(rest) : null;
    if (undated !== null) return { role, pid, level: LEVEL_OF[undated[1] as string] ?? null, stamp: null, source: undated[2] ?? null, text: undated[3] ?? '' };
    const cut = tag === null && stage === null ? HEAD_CUT.exec(message) : null;
    if (cut !== null) return { role: null, pid: null, level: null, stamp: null, source: cut[1] ?? null, text: cut[2] ?? '' };
    const uvicorn = UVICORN_LINE.exec(rest)?.[1];
    return role === null ? null : { role, pid, level: uvicorn ? (LEVEL_OF[uvicorn] ?? null) : null, stamp: null, source: null, text: rest };
  }
  return { role, pid, level: LEVEL_OF[body[1] as string] ?? null, stamp: body[2] ?? null, source: body[3] ?? body[4] ?? null, text: body[5] ?? '' };
}

describe('parseVllmLine', () => {
  // vllm-project/vllm-omni#2898: a stage's worker on an NPU; the tag is read off so the worker's own line is seen.
  it("reads vllm-omni's `[Stage-N] ` tag before the level word", () => {
    expect(parseVllmLine('[Stage-1] ERROR 04-18 15:43:36 [multiproc_executor.py:800] WorkerProc failed to start.')).toEqual({
      role: null,
      pid: null,
      level: 'error',
      stamp: '04-18 15:43:36',
      source: 'multiproc_executor.py:800',
      text: 'WorkerProc failed to start.',
    });
    expect(parseVllmLine('[Stage-1] not a vLLM line')).toBeNull();
    expect(parseVllmLine('[Stage-x] ERROR 04-18 15:43:36 [a.py:1] no')).toBeNull();
  });

  // vllm-project/vllm-omni#1842: a stage's engine core tags its lines behind the process's own role tag.
  it("reads vllm-omni's `[Stage-N] ` tag behind a role tag", () => {
    expect(parseVllmLine('(EngineCore_DP0 pid=2290486) [Stage-0] ERROR 03-12 08:22:29 [core.py:1100]     raise e from None')).toEqual({
      role: 'EngineCore_DP0',
      pid: 2290486,
      level: 'error',
      stamp: '03-12 08:22:29',
      source: 'core.py:1100',
      text: '    raise e from None',
    });
  });

  // RBLN-SW/vllm-rbln#152: the plugin's logging config prints `[vllm-rbln] ` before the level, behind the role tag.
  it("reads a platform plugin's `[vllm-name] ` tag before the level word", () => {
    expect(parseVllmLine('(EngineCore_DP0 pid=373150) [vllm-rbln] ERROR 12-03 03:43:54 core.py:718] EngineCore failed to start.')).toEqual({
      role: 'EngineCore_DP0',
      pid: 373150,
      level: 'error',
      stamp: '12-03 03:43:54',
      source: 'core.py:718',
      text: 'EngineCore failed to start.',
    });
    expect(parseVllmLine('[vllm-rbln] INFO 12-03 03:43:50 [platform.py:60] RBLN platform detected')?.source).toBe('platform.py:60');
    expect(parseVllmLine('[vllm-rbln] not a vLLM line')).toBeNull();
    expect(parseVllmLine('[vllm-] ERROR 12-03 03:43:54 [a.py:1] no')).toBeNull();
    expect(parseVllmLine('[other] ERROR 12-03 03:43:54 [a.py:1] no')).toBeNull();
  });

  it.each([
    [
      '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
      { role: 'Worker_TP0', pid: 222636, level: 'info', stamp: '02-20 23:37:52', source: 'gpu_model_runner.py:4128', text: 'Starting to load model /shared/kimi-k2.5-nvfp4...' },
    ],
    [
      "(task, pid=7557) INFO 01-01 18:01:44 llm_engine.py:73] Initializing an LLM engine with config: model='mistralai/Mixtral-8x7B-Instruct-v0.1'",
      { role: 'task', pid: 7557, level: 'info', stamp: '01-01 18:01:44', source: 'llm_engine.py:73', text: "Initializing an LLM engine with config: model='mistralai/Mixtral-8x7B-Instruct-v0.1'" },
    ],
    [
      '(worker1, rank=1, pid=2345, ip=10.0.0.2) INFO 08-20 10:00:00 [parallel_state.py:1064] rank 1 in world size 2',
      { role: 'worker1', pid: 2345, level: 'info', stamp: '08-20 10:00:00', source: 'parallel_state.py:1064', text: 'rank 1 in world size 2' },
    ],
    [
      '(EngineCore_DP0 pid=469) ERROR 03-11 17:57:10 [multiproc_executor.py:783] WorkerProc failed to start.',
      { role: 'EngineCore_DP0', pid: 469, level: 'error', stamp: '03-11 17:57:10', source: 'multiproc_executor.py:783', text: 'WorkerProc failed to start.' },
    ],
    [
      '(APIServer pid=8707) WARNING 08-19 18:34:29 [api_server.py:1234] text',
      { role: 'APIServer', pid: 8707, level: 'warning', stamp: '08-19 18:34:29', source: 'api_server.py:1234', text: 'text' },
    ],
    [
      '(VllmWorker rank=2 pid=808339) ERROR 06-10 03:43:33 [multiproc_executor.py:487] WorkerProc failed to start.',
      { role: 'VllmWorker rank=2', pid: 808339, level: 'error', stamp: '06-10 03:43:33', source: 'multiproc_executor.py:487', text: 'WorkerProc failed to start.' },
    ],
    [
      // vllm-project/vllm#20495: vLLM 0.10 names the rank with a word.
      '(VllmWorker TP1 pid=2012385) INFO 08-11 07:28:27 [__init__.py:1392] Found nccl from library libnccl.so.2',
      { role: 'VllmWorker TP1', pid: 2012385, level: 'info', stamp: '08-11 07:28:27', source: '__init__.py:1392', text: 'Found nccl from library libnccl.so.2' },
    ],
    [
      // vllm-project/vllm#13535: Ray workers on another node carry their address.
      '(RayWorkerWrapper pid=270291, ip=10.175.94.190) [rank3]:[E219 08:58:32.606693321 ProcessGroupNCCL.cpp:1834] [PG ID 2 PG GUID 3 Rank 3] Timeout at NCCL work: 31, last enqueued NCCL work: 58, last completed NCCL work: 30.',
      { role: 'RayWorkerWrapper', pid: 270291, level: null, stamp: null, source: null, text: '[rank3]:[E219 08:58:32.606693321 ProcessGroupNCCL.cpp:1834] [PG ID 2 PG GUID 3 Rank 3] Timeout at NCCL work: 31, last enqueued NCCL work: 58, last completed NCCL work: 30.' },
    ],
    [
      '(VllmWorkerProcess pid=3311318) INFO 07-18 12:26:07 multiproc_worker_utils.py:216] Worker ready; awaiting tasks',
      { role: 'VllmWorkerProcess', pid: 3311318, level: 'info', stamp: '07-18 12:26:07', source: 'multiproc_worker_utils.py:216', text: 'Worker ready; awaiting tasks' },
    ],
    [
      '(EngineCore pid=126) CRITICAL 05-30 18:55:07 [core.py:1186] boom',
      { role: 'EngineCore', pid: 126, level: 'critical', stamp: '05-30 18:55:07', source: 'core.py:1186', text: 'boom' },
    ],
    [
      'INFO 02-20 23:37:52 [api_server.py:1234] text',
      { role: null, pid: null, level: 'info', stamp: '02-20 23:37:52', source: 'api_server.py:1234', text: 'text' },
    ],
    [
      'INFO 02-20 23:37:52 model_runner.py:123] text',
      { role: null, pid: null, level: 'info', stamp: '02-20 23:37:52', source: 'model_runner.py:123', text: 'text' },
    ],
    [
      'INFO 02-20 23:37:52 llm_engine.py:73] Initializing an LLM engine with config: model=x',
      { role: null, pid: null, level: 'info', stamp: '02-20 23:37:52', source: 'llm_engine.py:73', text: 'Initializing an LLM engine with config: model=x' },
    ],
    ['DEBUG 02-02 18:00:05 client.py:189] Waiting for output from MQLLMEngine.', { level: 'debug', source: 'client.py:189' }],
    ['WARN 02-02 18:00:05 [x.py:1] short form', { level: 'warning', text: 'short form' }],
    ['(APIServer pid=1) INFO 06-19 15:35:00 [api_utils.py:339]', { role: 'APIServer', level: 'info', source: 'api_utils.py:339', text: '' }],
    [
      '(Worker_TP0 pid=9) Traceback (most recent call last):',
      { role: 'Worker_TP0', pid: 9, level: null, stamp: null, source: null, text: 'Traceback (most recent call last):' },
    ],
    ['(APIServer pid=7)     next(self.gen)', { role: 'APIServer', pid: 7, level: null, text: '    next(self.gen)' }],
    ['(Worker_TP0 pid=1700)', { role: 'Worker_TP0', pid: 1700, level: null, text: '' }],
    ['(Worker_TP3_EP3 pid=35672) `torch_dtype` is deprecated!', { role: 'Worker_TP3_EP3', pid: 35672, level: null, text: '`torch_dtype` is deprecated!' }],
    ['(RayWorkerWrapper pid=1234, ip=10.0.0.2) INFO 01-02 03:04:05 [worker.py:1] hi', { role: 'RayWorkerWrapper', pid: 1234, level: 'info', text: 'hi' }],
    // Ray names an actor by its class, Ray Serve's replica actors with their app and deployment (ray-project/ray#50975).
    [
      '(ServeReplica:default:VLLMDeployment pid=770466) INFO 02-27 23:48:16 cuda.py:160] Using Triton MLA backend.',
      { role: 'ServeReplica:default:VLLMDeployment', pid: 770466, level: 'info', text: 'Using Triton MLA backend.' },
    ],
    // A Ray task is named after its function, a private one with its leading underscore (Ray Serve LLM, vllm-project/vllm#19510).
    [
      '(_get_vllm_engine_config pid=61380) INFO 06-11 13:15:50 [config.py:2118] Chunked prefill is enabled with max_num_batched_tokens=2048.',
      { role: '_get_vllm_engine_config', pid: 61380, level: 'info', source: 'config.py:2118', text: 'Chunked prefill is enabled with max_num_batched_tokens=2048.' },
    ],
    // uvicorn behind the API server's tag keeps its own level word.
    ['(APIServer pid=7) INFO:     Started server process [7]', { role: 'APIServer', pid: 7, level: 'info', stamp: null, source: null, text: 'INFO:     Started server process [7]' }],
    ['(APIServer pid=7) ERROR:    Exception in ASGI application', { role: 'APIServer', level: 'error', text: 'ERROR:    Exception in ASGI application' }],
    ['(APIServer pid=7) WARNING:  Invalid HTTP request received.', { role: 'APIServer', level: 'warning' }],
    ['(APIServer pid=7) INFO:nospace', { role: 'APIServer', level: null }],
  ])('%s', (line, expected) => {
    expect(parseVllmLine(line)).toMatchObject(expected);
  });

  it.each([
    ['Loading safetensors checkpoint shards:  29% Completed | 5/17 [00:26<01:06,  5.50s/it]'],
    ['INFO:     127.0.0.1:34658 - "POST /v1/chat/completions HTTP/1.1" 200 OK'],
    ['Traceback (most recent call last):'],
    ['(not a tag) INFO 02-20 23:37:52 [x.py:1] text'],
    ['ERROR something bad happened'],
    ['INFO 02-20 23:37 [x.py:1] truncated stamp'],
    [''],
    ['vllm-kimi-k25.service: Main process exited, code=exited, status=1/FAILURE'],
  ])('is null for a line without a vLLM prefix: %s', (line) => {
    expect(parseVllmLine(line)).toBeNull();
  });

  it('agrees with the grammar on real-shaped, mutated and random lines', () => {
    const pieces = fc.constantFrom(
      '(', ')', ' ', '  ', '(Worker_TP0 pid=222636) ', '(VllmWorker rank=2 pid=8) ', '(X pid=1, ip=10.0.0.1) ', ' pid=', ' rank=', ', ip=',
      'INFO ', 'WARNING ', 'WARN ', 'ERROR ', 'CRITICAL ', 'DEBUG ', 'INFO', 'INFO:     ', 'ERROR: ', 'WARNING:', '02-20 23:37:52 ', '02-20 23:37:52.5 ', '02-20 23:37:5', '12-31 00:00:00',
      '[gpu_model_runner.py:4128] ', '[x.py:1]', 'model_runner.py:123] ', '[]', ']', '[', ']x', '\u00a0', '\n', '\t', 'text', '0', 'a',
    );
    const tricky = fc.string({ unit: fc.constantFrom('a', '1', '.', ':', '_', '-', '[', ']', ' ', '(', ')', '=', '\u00a0', '\u2028', '\t'), maxLength: 8 });
    const shaped = fc
      .tuple(
        fc.oneof(fc.constant(''), fc.constantFrom('(Worker_TP0 pid=222636) ', '(VllmWorker rank=2 pid=8) ', '(X pid=1, ip=10.0.0.1) ', '(A pid=1)'), tricky.map((t) => `(${t}) `)),
        fc.oneof(fc.constant(''), fc.constantFrom('INFO ', 'WARNING ', 'WARN ', 'ERROR ', 'CRITICAL ', 'DEBUG ', 'INFO', 'Info ', 'INFO:     ', 'ERROR:    ', 'WARN: '), tricky),
        fc.oneof(fc.constant(''), fc.constantFrom('02-20 23:37:52 ', '02-20 23:37:52.5 ', '02-20 23:37:52.', '02-20 23:37:5', '12-31 00:00:00'), tricky),
        fc.oneof(fc.constant(''), fc.constantFrom('[gpu_model_runner.py:4128]', 'model_runner.py:123]', '[]', ']', '[x]y]'), tricky.map((t) => `[${t}]`), tricky.map((t) => `${t}]`)),
        fc.oneof(fc.constant(''), fc.constant(' text'), tricky),
      )
      .map((parts) => parts.join(''));
    const line = fc.oneof(shaped, fc.array(pieces, { maxLength: 8 }).map((p) => p.join('')), fc.string({ unit: 'binary', maxLength: 30 }));
    fc.assert(
      fc.property(line, (message) => {
        expect(parseVllmLine(message)).toEqual(byGrammar(message));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads the line behind a second tag, keeping the first tag's role (kaito-project/kaito#1956)", () => {
    const frame = '  File "/usr/local/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 834, in __init__';
    expect(parseVllmLine(`(APIServer pid=5693) (EngineCore_DP0 pid=7960) ${frame}`)).toMatchObject({ role: 'APIServer', pid: 5693, level: null, text: frame });
    expect(parseVllmLine("(EngineCore_DP0 pid=1088) (RayWorkerWrapper pid=285, ip=192.168.177.12) ERROR 12-17 23:28:01 [worker_base.py:344] Error executing method 'load_model'.")).toMatchObject({ role: 'EngineCore_DP0', level: 'error', source: 'worker_base.py:344', text: "Error executing method 'load_model'." });
  });

  it("reads the line behind a third tag, an engine core's worker under the API server (llm-d/llm-d#191)", () => {
    const line =
      '(APIServer pid=32) (EngineCore_0 pid=296) (VllmWorker TP0 pid=302) WARNING 09-07 11:25:27 [nixl_connector.py:1049] Releasing expired KV blocks for request cmpl-9 which were retrieved by 0 decode worker(s) within 120 seconds.';
    expect(parseVllmLine(line)).toMatchObject({ role: 'APIServer', pid: 32, level: 'warning', stamp: '09-07 11:25:27', source: 'nixl_connector.py:1049' });
  });

  // vllm-project/vllm#51977: the reporter quoted the API server's line without its date.
  it('reads a tagged line whose stamp was cut out, but not an untagged one', () => {
    expect(parseVllmLine('(APIServer pid=1) ERROR [serving.py:830] openai_harmony.HarmonyError: unexpected tokens remaining in message header: Some("to=functions.web-browsing")')).toEqual({
      role: 'APIServer',
      pid: 1,
      level: 'error',
      stamp: null,
      source: 'serving.py:830',
      text: 'openai_harmony.HarmonyError: unexpected tokens remaining in message header: Some("to=functions.web-browsing")',
    });
    expect(parseVllmLine('ERROR [serving.py:830] openai_harmony.HarmonyError: unexpected tokens')).toBeNull();
    expect(parseVllmLine('(APIServer pid=1) ERROR [not a source] text')).toMatchObject({ source: null, text: 'ERROR [not a source] text' });
  });

  it('keeps the rest of a multi-line message in the text', () => {
    expect(parseVllmLine('ERROR 01-01 00:00:00 [core.py:1] first\nsecond')?.text).toBe('first\nsecond');
  });
});

describe('parseVllmLine with the line before', () => {
  const line = (role: string, stamp: string, source: string) => `(${role} pid=7) INFO ${stamp} [${source}] text`;

  it('reads the same as without it, whatever the line before was', () => {
    const role = fc.constantFrom('Worker_TP0', 'Worker_TP1', 'APIServer', 'EngineCore_DP0');
    const stamp = fc.constantFrom('02-20 23:37:52', '02-20 23:37:53', '12-31 00:00:00');
    const source = fc.constantFrom('core.py:93', 'core.py:94', 'gpu_model_runner.py:4128', 'a.py:1');
    fc.assert(
      fc.property(role, stamp, source, role, stamp, source, (r1, s1, f1, r2, s2, f2) => {
        const before = parseVllmLine(line(r1, s1, f1));
        expect(parseVllmLine(line(r2, s2, f2), before)).toEqual(parseVllmLine(line(r2, s2, f2)));
      }),
    );
  });

  it('reads a stamp and source the same as without it when the line before had ones like them (a fraction, a longer one, no bracket)', () => {
    const stamp = fc.constantFrom('02-20 23:37:52', '02-20 23:37:52.5', '02-20 23:37:52.55', '02-20 23:37:52.', '02-20 23:37:5', '02-20 23:37:52x');
    const source = fc.constantFrom('[core.py:93]', '[core.py:93', '[core.py:93]x', '[core.py:93]]', '[core.py:9]', '[core.py:930]', 'core.py:93]', '[[core.py:93]', '[core py:93]', '[]');
    const rest = fc.constantFrom('', ' text', 'x', '] y');
    const line = fc.tuple(stamp, source, rest).map(([st, so, r]) => `(APIServer pid=7) INFO ${st} ${so}${r}`);
    fc.assert(
      fc.property(line, line, (l1, l2) => {
        const before = parseVllmLine(l1);
        expect(parseVllmLine(l2, before)).toEqual(parseVllmLine(l2));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a tag the same as without it when the line before had a tag like it (another PID, rank, ip, comma or end)', () => {
    const tag = fc.constantFrom(
      '(Worker_TP0 pid=222636)',
      '(Worker_TP0 pid=22263)',
      '(Worker_TP0 pid=2226360)',
      '(Worker_TP0 pid=222636, ip=10.0.0.2)',
      '(Worker_TP01 pid=222636)',
      '(Worker_TP pid=222636)',
      '(VllmWorker rank=2 pid=8)',
      '(VllmWorker rank=2 pid=80)',
      '(VllmWorker TP1 pid=8)',
      '(task, pid=5)',
      '(task pid=5)',
      '(task pid=5x)',
      '(task pid=)',
      '(task  pid=5)',
      '(worker1, rank=1, pid=5, ip=10.0.0.2)',
    );
    const rest = fc.constantFrom('', ' ', ' INFO 02-20 23:37:52 [core.py:93] text', ' INFO:     127.0.0.1:5 - "GET /health HTTP/1.1" 200 OK', 'x', ') y');
    fc.assert(
      fc.property(tag, rest, tag, rest, (t1, r1, t2, r2) => {
        const before = parseVllmLine(t1 + r1);
        expect(parseVllmLine(t2 + r2, before)).toEqual(parseVllmLine(t2 + r2));
      }),
      { numRuns: 500 },
    );
  });
});
