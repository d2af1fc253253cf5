const UNIT = 'vllm-kimi-k25.service';
const HOST = 'llm-two';

interface Line {
  ts: number;
  pid: number;
  inv: string;
  message: string;
  priority: number;
  identifier: string;
  systemd?: boolean;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
function stamp(us: number) {
  const d = new Date(us / 1000);
  return `${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/**
 * `journalctl -o json` output of a vLLM unit on 8 GPUs: attempts that crash on the flashinfer-cubin mismatch,
 * then one that loads and serves, printing per-rank lines, recurring ERROR noise and metrics until `total` lines.
 */
export function generateJournal(total: number, startMs = Date.UTC(2026, 1, 20, 22, 0, 0)): string {
  const out: string[] = [];
  let ts = startMs * 1000;
  let seq = 0;
  const push = (l: Line) => {
    const rec: Record<string, string> = {
      __CURSOR: `s=bench;i=${(++seq).toString(16)};b=bootbench;m=${seq.toString(16)};t=${l.ts.toString(16)};x=${seq.toString(16)}`,
      __REALTIME_TIMESTAMP: String(l.ts),
      _BOOT_ID: 'bootbench',
      _HOSTNAME: HOST,
      PRIORITY: String(l.priority),
      SYSLOG_IDENTIFIER: l.identifier,
      _PID: String(l.pid),
      MESSAGE: l.message,
    };
    if (l.systemd) {
      rec.UNIT = UNIT;
      rec.INVOCATION_ID = l.inv;
    } else {
      rec._SYSTEMD_UNIT = UNIT;
      rec._SYSTEMD_INVOCATION_ID = l.inv;
    }
    out.push(JSON.stringify(rec));
  };
  const vllm = (inv: string, main: number, role: string, pid: number, level: string, src: string, text: string) => {
    ts += 1_500;
    push({ ts, pid: main, inv, identifier: 'vllm', priority: level === 'ERROR' ? 3 : level === 'WARNING' ? 4 : 6, message: `(${role} pid=${pid}) ${level} ${stamp(ts)} [${src}] ${text}` });
  };
  const sys = (inv: string, message: string, priority = 6) => {
    ts += 1_000;
    push({ ts, pid: 1, inv, identifier: 'systemd', priority, message, systemd: true });
  };

  let attempt = 0;
  while (out.length < total) {
    const inv = `${(attempt + 1).toString(16).padStart(8, '0')}aa55bb66cc77dd88ee99ff00`;
    const main = 221_000 + attempt * 1_300;
    const workers = Array.from({ length: 8 }, (_, r) => main + 60 + r);
    const fails = attempt < 2;
    sys(inv, `Started ${UNIT} - Kimi K2.5 NVFP4 (vLLM).`);
    vllm(inv, main, 'APIServer', main, 'INFO', 'api_server.py:1895', 'vLLM API server version 0.11.1');
    vllm(inv, main, 'EngineCore_DP0', main + 40, 'INFO', 'core.py:93', 'Initializing a V1 LLM engine with config: model=/shared/kimi-k2.5-nvfp4, tensor_parallel_size=8');
    for (const [r, pid] of workers.entries()) vllm(inv, main, `Worker_TP${r}`, pid, 'INFO', 'parallel_state.py:1208', `rank ${r} in world size 8 is assigned as DP rank 0, PP rank 0, TP rank ${r}`);
    for (const [r, pid] of workers.entries()) vllm(inv, main, `Worker_TP${r}`, pid, 'ERROR', 'sparse_matrix.py:41', 'Failed to import SparseMatrix from torch.sparse: falling back');
    if (fails) {
      for (const [r, pid] of workers.entries()) {
        vllm(inv, main, `Worker_TP${r}`, pid, 'ERROR', 'multiproc_executor.py:597', 'WorkerProc failed to start.');
        vllm(inv, main, `Worker_TP${r}`, pid, 'ERROR', 'multiproc_executor.py:597', 'Traceback (most recent call last):');
        vllm(inv, main, `Worker_TP${r}`, pid, 'ERROR', 'multiproc_executor.py:597', '  File "/opt/vllm/.venv/lib/python3.12/site-packages/flashinfer/__init__.py", line 31, in <module>');
        vllm(inv, main, `Worker_TP${r}`, pid, 'ERROR', 'multiproc_executor.py:597', 'RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)');
      }
      vllm(inv, main, 'EngineCore_DP0', main + 40, 'ERROR', 'core.py:708', 'EngineCore failed to start.');
      vllm(inv, main, 'APIServer', main, 'ERROR', 'api_server.py:210', 'RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}');
      sys(inv, `${UNIT}: Main process exited, code=exited, status=1/FAILURE`, 5);
      sys(inv, `${UNIT}: Failed with result 'exit-code'.`, 4);
      sys(inv, `${UNIT}: Scheduled restart job, restart counter is at ${attempt + 1}.`);
      ts += 20_000_000;
      attempt++;
      continue;
    }
    for (const [r, pid] of workers.entries()) vllm(inv, main, `Worker_TP${r}`, pid, 'INFO', 'gpu_model_runner.py:4128', 'Starting to load model /shared/kimi-k2.5-nvfp4...');
    for (let s = 1; s <= 64; s++) vllm(inv, main, 'Worker_TP0', workers[0]!, 'INFO', 'default_loader.py:262', `Loading safetensors checkpoint shards: ${s}/64 [${s * 8}s<${(64 - s) * 8}s]`);
    for (const [r, pid] of workers.entries()) vllm(inv, main, `Worker_TP${r}`, pid, 'INFO', 'gpu_model_runner.py:4199', 'Model loading took 67.43 GiB and 512.22 seconds');
    vllm(inv, main, 'EngineCore_DP0', main + 40, 'INFO', 'kv_cache_utils.py:1087', 'GPU KV cache size: 1,284,096 tokens');
    vllm(inv, main, 'APIServer', main, 'INFO', 'api_server.py:1971', 'Starting vLLM API server 0 on http://0.0.0.0:8000');
    vllm(inv, main, 'APIServer', main, 'INFO', 'launcher.py:46', 'Application startup complete.');
    let n = 0;
    while (out.length < total) {
      ts += 1_000_000;
      n++;
      vllm(inv, main, 'APIServer', main, 'INFO', 'loggers.py:123', `Engine 000: Avg prompt throughput: ${(n % 97) * 31.5} tokens/s, Avg generation throughput: ${(n % 53) * 12.25} tokens/s, Running: ${n % 17} reqs, Waiting: 0 reqs, GPU KV cache usage: ${(n % 40) / 2}%, Prefix cache hit rate: 41.2%`);
      if (n % 5 === 0) vllm(inv, main, 'APIServer', main, 'INFO', 'h11_impl.py:478', `127.0.0.1:${40000 + (n % 2000)} - "POST /v1/chat/completions HTTP/1.1" 200 OK`);
      if (n % 997 === 0) vllm(inv, main, 'APIServer', main, 'WARNING', 'serving_chat.py:210', 'Request exceeded max_tokens; truncated');
    }
  }
  return out.slice(0, total).join('\n') + '\n';
}
