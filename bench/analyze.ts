// npm run bench:analyze – parse + analyse 200,000 journal JSON lines vs a bare JSON.parse, and heap per line.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseJournalJson } from '@/lib/journal';
import { analyse } from '@/lib/analysis';

const LINES = Number(process.env.BENCH_LINES ?? 200_000);
// BENCH_OUTPUT_FIELDS=1: only what the journal route asks for with `--output-fields` (plus what journalctl always adds).
const OUTPUT_FIELDS = process.env.BENCH_OUTPUT_FIELDS === '1';
const DROPPED = new Set(['_MACHINE_ID', '_HOSTNAME', 'SYSLOG_FACILITY', '_COMM', '_TRANSPORT', '_SYSTEMD_CGROUP']);
const REPS = 5;
const UNIT = 'vllm-kimi-k25.service';
const BOOT = '6f1c2d9e8a7b4c3d9e0f1a2b3c4d5e6f';
const VENV = '/opt/vllm/.venv/lib/python3.12/site-packages';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let seed = 42;
const rand = (n: number): number => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;

function stamp(us: number): string {
  const d = new Date(us / 1000).toISOString();
  return `${d.slice(5, 7)}-${d.slice(8, 10)} ${d.slice(11, 19)}`;
}

/** 200k lines shaped like `journalctl -u UNIT -o json`: attempts that load, serve, crash on 8 ranks and restart. */
function generate(count: number): string[] {
  const out: string[] = [];
  let ts = Date.UTC(2026, 1, 20, 8, 0, 0) * 1000;
  let i = 0;
  let attempt = 0;
  const push = (fields: Record<string, string>): void => {
    ts += 900 + rand(400);
    i++;
    const record: Record<string, string> = {
      __CURSOR: `s=3c5e7a9b1d2f4e6a8c0b2d4f6e8a0c2e;i=${(0x1a2b00 + i).toString(16)};b=${BOOT};m=${(912345678 + i).toString(16)};t=${ts.toString(16)};x=${(i * 2654435761 >>> 0).toString(16).padStart(8, '0')}`,
      __REALTIME_TIMESTAMP: String(ts),
      __MONOTONIC_TIMESTAMP: String(912345678901 + i * 1000),
      _BOOT_ID: BOOT,
      _MACHINE_ID: '0b9e2f7c1d3a4e5f8a6b7c9d0e1f2a3b',
      _HOSTNAME: 'llm-two',
      PRIORITY: '6',
      SYSLOG_FACILITY: '3',
      ...fields,
    };
    if (OUTPUT_FIELDS) for (const k of DROPPED) delete record[k];
    out.push(JSON.stringify(record));
  };
  while (out.length < count) {
    const inv = (0xa3f1c2d4 + attempt).toString(16) + 'e5b64f7a8b9c0d1e2f3a4b5c';
    const main = 200_000 + attempt * 1000;
    const core = main + 100;
    const workers = Array.from({ length: 8 }, (_, r) => main + 200 + r);
    const sys = (MESSAGE: string, MESSAGE_ID: string, extra: Record<string, string> = {}): void =>
      push({ SYSLOG_IDENTIFIER: 'systemd', _PID: '1', _COMM: 'systemd', _SYSTEMD_UNIT: 'init.scope', UNIT, INVOCATION_ID: inv, MESSAGE_ID, MESSAGE, ...extra });
    const vllm = (MESSAGE: string): void =>
      push({
        SYSLOG_IDENTIFIER: 'vllm',
        _PID: String(main),
        _COMM: 'vllm',
        _TRANSPORT: 'stdout',
        _SYSTEMD_UNIT: UNIT,
        _SYSTEMD_CGROUP: `/system.slice/${UNIT}`,
        _SYSTEMD_INVOCATION_ID: inv,
        MESSAGE,
      });
    const line = (role: string, pid: number, level: string, src: string, text: string): void => vllm(`(${role} pid=${pid}) ${level} ${stamp(ts)} [${src}] ${text}`);

    sys(`Started ${UNIT} - Kimi K2.5 NVFP4 (vLLM).`, '39f53479d3a045ac8e11786248231fbf');
    line('APIServer', main, 'INFO', 'api_server.py:1839', 'vLLM API server version 0.15.1');
    line('EngineCore_DP0', core, 'INFO', 'core.py:93', "Initializing a V1 LLM engine (v0.15.1) with config: model='/shared/kimi-k2.5-nvfp4', tensor_parallel_size=8, quantization=modelopt_fp4");
    workers.forEach((w, r) => line(`Worker_TP${r}`, w, 'INFO', 'parallel_state.py:1234', `world_size=8 rank=${r} local_rank=${r} distributed_init_method=tcp://127.0.0.1:43117 backend=nccl`));
    workers.forEach((w, r) => line(`Worker_TP${r}`, w, 'ERROR', 'fused_moe.py:88', "Failed to import SparseMatrix from vllm.model_executor.layers.fused_moe.sparse: No module named 'vllm._sparse_C'"));
    workers.forEach((w, r) => line(`Worker_TP${r}`, w, 'INFO', 'gpu_model_runner.py:4128', 'Starting to load model /shared/kimi-k2.5-nvfp4...'));
    for (let s = 1; s <= 64; s++) {
      vllm(`(Worker_TP0 pid=${workers[0]}) `);
      vllm(`Loading safetensors checkpoint shards: ${String(Math.floor((s * 100) / 64)).padStart(3)}% Completed | ${s}/64 [0${Math.floor(s / 7)}:${String((s * 8) % 60).padStart(2, '0')}<05:03, 8.66s/it]`);
    }
    const fails = attempt % 3 === 1;
    if (fails) {
      const tb = [
        'Traceback (most recent call last):',
        `  File "${VENV}/vllm/v1/executor/multiproc_executor.py", line 716, in worker_main`,
        '    worker = WorkerProc(*args, **kwargs)',
        '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^',
        `  File "${VENV}/vllm/v1/worker/gpu_worker.py", line 274, in load_model`,
        '    self.model_runner.load_model(eep_scale_up=eep_scale_up)',
        `  File "${VENV}/flashinfer/jit/env.py", line 76, in _get_cubin_dir`,
        '    raise RuntimeError(',
        'RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4). Please install the same version of both packages.',
      ];
      for (const text of ['WorkerProc failed to start.', ...tb]) workers.forEach((w, r) => line(`Worker_TP${r}`, w, 'ERROR', 'multiproc_executor.py:743', text));
      line('EngineCore_DP0', core, 'ERROR', 'core.py:866', 'EngineCore failed to start.');
      vllm(`(APIServer pid=${main}) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}`);
      sys(`${UNIT}: Main process exited, code=exited, status=1/FAILURE`, '98e322203f7a4ed290d09fe03c09fe15', { EXIT_CODE: 'exited', EXIT_STATUS: '1' });
      sys(`${UNIT}: Failed with result 'exit-code'.`, 'd9b373ed55a64feb8242e02dbe79a49c');
      sys(`${UNIT}: Scheduled restart job, restart counter is at ${attempt}.`, '5eb03494b6584870a536b337290809b3', { N_RESTARTS: String(attempt) });
    } else {
      workers.forEach((w, r) => line(`Worker_TP${r}`, w, 'INFO', 'default_loader.py:272', 'Loading weights took 539.21 seconds'));
      workers.forEach((w, r) => line(`Worker_TP${r}`, w, 'INFO', 'monitor.py:34', `torch.compile takes ${70 + r}.32 s in total`));
      line('EngineCore_DP0', core, 'INFO', 'kv_cache_utils.py:1229', 'GPU KV cache size: 1,204,736 tokens');
      workers.forEach((w, r) => line(`Worker_TP${r}`, w, 'INFO', 'gpu_model_runner.py:4921', 'Graph capturing finished in 21 secs, took 2.31 GiB'));
      line('APIServer', main, 'INFO', 'api_server.py:1878', 'Starting vLLM API server 0 on http://0.0.0.0:8000');
      vllm(`(APIServer pid=${main}) INFO:     Application startup complete.`);
      const serving = Math.min(count - out.length - 10, 30_000 + rand(40_000));
      for (let k = 0; k < serving; k++) {
        if (k % 10 === 0) line('APIServer', main, 'INFO', 'loggers.py:123', `Engine 000: Avg prompt throughput: ${rand(9000)}.0 tokens/s, Avg generation throughput: ${rand(900)}.4 tokens/s, Running: ${rand(40)} reqs, Waiting: 0 reqs, GPU KV cache usage: ${rand(90)}.1%, Prefix cache hit rate: 41.2%`);
        else vllm(`(APIServer pid=${main}) INFO:     10.0.${rand(9)}.${rand(250)}:${40000 + rand(20000)} - "POST /v1/chat/completions HTTP/1.1" 200 OK`);
      }
      if (out.length < count - 10) {
        sys(`Stopping ${UNIT} - Kimi K2.5 NVFP4 (vLLM)...`, 'de5b426a63be47a7b6ac3eaac82e2f6f');
        sys(`${UNIT}: Deactivated successfully.`, '7ad2d189f7e94e70a38c781354912448');
      }
    }
    attempt++;
  }
  return out.slice(0, count);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(fn: () => unknown): number {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

const lines = generate(LINES);
const text = lines.join('\n') + '\n';
const rawBytes = Buffer.byteLength(text);
lines.length = 0;

// Twice: the first full GC can leave pages to sweep that heapUsed still counts.
const settle = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
// Measured before the timed runs: what their last results leave for the collector would count against it.
const { retained, attempts, parsedLines } = (() => {
  const before = settle();
  const parsed = parseJournalJson(text);
  const analysis = analyse(parsed.entries);
  const after = settle();
  return { retained: (after - before) / LINES, attempts: analysis.attempts.length, parsedLines: parsed.entries.length };
})();
const bare = (): number => {
  let n = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (end > start) n += (JSON.parse(text.slice(start, end)) as object) ? 1 : 0;
    start = end + 1;
  }
  return n;
};
// Any parser must keep what it parsed; this baseline shows what keeping alone costs in GC.
const bareKept = (): number => {
  const kept: unknown[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (end > start) kept.push(JSON.parse(text.slice(start, end)));
    start = end + 1;
  }
  return kept.length;
};
// The least any reader that shows every line must keep: each line's MESSAGE and __CURSOR strings, nothing else.
const textKept = (): number => {
  const messages: unknown[] = [];
  const cursors: unknown[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (end > start) {
      const record = JSON.parse(text.slice(start, end)) as { MESSAGE?: unknown; __CURSOR?: unknown };
      messages.push(record.MESSAGE);
      cursors.push(record.__CURSOR);
    }
    start = end + 1;
  }
  return messages.length + cursors.length;
};
// The least parseJournalJson can cost as built (JSON.parse, then one entry object per line, kept): the same fields, none cleaned,
// no prefix read, no strings shared. What parse + analyse costs above this row is the entry work and the analysis.
const entriesKept = (): number => {
  const kept: unknown[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (end > start) {
      const r = JSON.parse(text.slice(start, end)) as Record<string, string | undefined>;
      kept.push({
        seq: kept.length,
        cursor: r.__CURSOR ?? null,
        ts: Number(r.__REALTIME_TIMESTAMP),
        pid: Number(r._PID),
        invocationId: r.INVOCATION_ID ?? r._SYSTEMD_INVOCATION_ID ?? null,
        unit: r.UNIT ?? r._SYSTEMD_UNIT ?? null,
        priority: Number(r.PRIORITY),
        identifier: r.SYSLOG_IDENTIFIER ?? null,
        hostname: r._HOSTNAME ?? null,
        messageId: r.MESSAGE_ID ?? null,
        bootId: r._BOOT_ID ?? null,
        fields: null,
        message: r.MESSAGE ?? '',
        logger: undefined,
        vllm: null,
        parsed: true,
      });
    }
    start = end + 1;
  }
  return kept.length;
};
let parseOnlyMs = 0;
const full = (): number => {
  const t = process.hrtime.bigint();
  const entries = parseJournalJson(text).entries;
  parseOnlyMs = Number(process.hrtime.bigint() - t) / 1e6;
  return analyse(entries).attempts.length;
};

const bareMs: number[] = [];
const keptMs: number[] = [];
const textMs: number[] = [];
const entriesMs: number[] = [];
const fullMs: number[] = [];
const parseMs: number[] = [];
bare();
full();
textKept();
for (let r = 0; r < REPS; r++) {
  gc();
  bareMs.push(time(bare));
  gc();
  keptMs.push(time(bareKept));
  gc();
  textMs.push(time(textKept));
  gc();
  entriesMs.push(time(entriesKept));
  gc();
  fullMs.push(time(full));
  parseMs.push(parseOnlyMs);
}

const rawPerLine = rawBytes / LINES;

const bareMed = median(bareMs);
const fullMed = median(fullMs);
const ratio = fullMed / bareMed;
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
console.log(`input            ${fmt(LINES)} journal JSON lines, ${(rawBytes / 1e6).toFixed(1)} MB (${fmt(rawPerLine)} B/line), ${attempts} attempts`);
console.log(`bare JSON.parse  ${fmt(LINES / (bareMed / 1000))} lines/s  (median ${bareMed.toFixed(0)} ms of ${REPS})`);
console.log(`bare, kept       ${fmt(LINES / (median(keptMs) / 1000))} lines/s  (median ${median(keptMs).toFixed(0)} ms: JSON.parse keeping every object)`);
console.log(`bare, text kept  ${fmt(LINES / (median(textMs) / 1000))} lines/s  (median ${median(textMs).toFixed(0)} ms, ${(median(textMs) / bareMed).toFixed(2)}x bare: JSON.parse keeping only each line's MESSAGE and __CURSOR)`);
console.log(`bare, entries    ${fmt(LINES / (median(entriesMs) / 1000))} lines/s  (median ${median(entriesMs).toFixed(0)} ms, ${(median(entriesMs) / bareMed).toFixed(2)}x bare: JSON.parse keeping one plain entry object per line, nothing cleaned or read)`);
console.log(`parse + analyse  ${fmt(LINES / (fullMed / 1000))} lines/s  (median ${fullMed.toFixed(0)} ms of ${REPS}: parseJournalJson ${median(parseMs).toFixed(0)} ms, analyse ${(fullMed - median(parseMs)).toFixed(0)} ms)`);
console.log(`ratio            ${ratio.toFixed(2)}x bare JSON.parse (goal ≤ 2.0x) ${ratio <= 2 ? 'ok' : 'MISSED'}; ${(fullMed / median(keptMs)).toFixed(2)}x the kept baseline; parse alone ${(median(parseMs) / bareMed).toFixed(2)}x; analyse alone ${((fullMed - median(parseMs)) / bareMed).toFixed(2)}x`);
console.log(`heap retained    ${fmt(retained)} B/line; raw input ${fmt(rawPerLine)} B/line; over raw ${fmt(retained - rawPerLine)} B/line  (goal ≤ 200)  ${retained - rawPerLine <= 200 ? 'ok' : 'MISSED'}`);
if (parsedLines !== LINES) throw new Error(`lost lines: ${parsedLines} of ${LINES}`);
