import fc from 'fast-check';

const INVOCATIONS = ['7d1c5bd9a1f84c0e9b3c2a4f6e8d0b12', 'c3f0e2a1b4d5968778695a4b3c2d1e0f'];
const VLLM_MESSAGES = [
  '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
  '(EngineCore_DP0 pid=221343) ERROR 02-20 23:36:40 [core.py:700] RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)',
  '(EngineCore_DP0 pid=221343) ERROR 02-20 23:36:40 [core.py:700] Traceback (most recent call last):',
  'Traceback (most recent call last):',
  '  File "/usr/lib/python3/vllm/v1/engine/core.py", line 700, in run_engine_core',
  'Started vllm-kimi-k25.service - vLLM Kimi.',
  'vllm-kimi-k25.service: Main process exited, code=exited, status=1/FAILURE',
  "vllm-kimi-k25.service: Failed with result 'exit-code'.",
  'vllm-kimi-k25.service: Scheduled restart job, restart counter is at 3.',
  '(APIServer pid=222600) INFO 02-20 23:46:10 [api_server.py:1] Starting vLLM API server 0 on http://0.0.0.0:8000',
  'Loading safetensors checkpoint shards:  42% Completed | 27/64 [03:10<04:20,  7.05s/it]',
  '(Worker_TP0 pid=222636) INFO 02-20 23:46:01 [gpu_worker.py:1] GPU KV cache size: 1,234,560 tokens',
];

/** A journal field value in every shape journalctl prints, plus shapes it never should. */
const fieldValue = fc.oneof(
  fc.constantFrom(...VLLM_MESSAGES),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 60 }),
  fc.array(fc.integer({ min: -1000, max: 100_000 }), { maxLength: 5 }),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 5 })), { maxLength: 3 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const FIELDS = ['__CURSOR', '__REALTIME_TIMESTAMP', '_PID', '_SYSTEMD_INVOCATION_ID', 'INVOCATION_ID', '_SYSTEMD_UNIT', 'UNIT', 'PRIORITY', 'SYSLOG_IDENTIFIER', '_HOSTNAME', 'MESSAGE_ID', '_BOOT_ID', 'MESSAGE', 'N_RESTARTS', 'EXIT_CODE'] as const;

/** A plausible `journalctl -o json` record: mostly right types, sometimes wrong ones. */
export const journalRecord = fc
  .record(
    {
      __CURSOR: fc.nat().map((i) => `s=739ad463348b4ceca5a9e69c95a3c93d;i=${i.toString(16)};b=ab;m=1;t=2;x=3`),
      __REALTIME_TIMESTAMP: fc.integer({ min: 1_600_000_000_000_000, max: 1_900_000_000_000_000 }).map(String),
      _PID: fc.constantFrom('221343', '222636', '222600', '1'),
      _SYSTEMD_INVOCATION_ID: fc.constantFrom(...INVOCATIONS),
      INVOCATION_ID: fc.constantFrom(...INVOCATIONS),
      _SYSTEMD_UNIT: fc.constantFrom('vllm-kimi-k25.service', 'init.scope'),
      PRIORITY: fc.constantFrom('3', '4', '6'),
      SYSLOG_IDENTIFIER: fc.constantFrom('python3.12', 'systemd', 'env', 'vllm'),
      MESSAGE: fc.constantFrom(...VLLM_MESSAGES),
    },
    { requiredKeys: ['MESSAGE'] },
  )
  .chain((base) =>
    fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 3 }).map((wrong) => ({ ...base, ...wrong }) as Record<string, unknown>),
  );

/** A single input line: valid JSON records, mutated or truncated ones, other JSON, text, garbage, huge lines. */
export const journalLine = fc.oneof(
  { weight: 6, arbitrary: journalRecord.map((r) => JSON.stringify(r)) },
  { weight: 2, arbitrary: fc.tuple(journalRecord, fc.nat()).map(([r, n]) => { const s = JSON.stringify(r); return s.slice(0, n % (s.length + 1)); }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((s) => s.replace(/\n/g, ' ')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 120 }).map((s) => s.replace(/\n/g, ' ')) },
  { weight: 1, arbitrary: fc.constantFrom(...VLLM_MESSAGES).map((m) => `Feb 20 23:37:52 llm-two python3.12[222636]: ${m}`) },
  { weight: 1, arbitrary: fc.constantFrom('{', '}', '{"MESSAGE":', '{"MESSAGE":[1,2,', '\u0000\u0001\u0002', '\x1b[31mERROR\x1b[0m', 'a\rb\rc', '-- Boot 1 --', '-- No entries --') },
);

/** Whole inputs, sometimes with one 1 MB line in them. */
export const journalText = fc
  .tuple(fc.array(journalLine, { maxLength: 40 }), fc.boolean(), fc.nat())
  .map(([lines, huge, at]) => {
    if (huge) lines.splice(at % (lines.length + 1), 0, JSON.stringify({ MESSAGE: 'x'.repeat(1 << 20), __REALTIME_TIMESTAMP: '1771630672000000' }));
    return lines.join('\n');
  });
