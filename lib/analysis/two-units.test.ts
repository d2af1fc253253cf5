import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal/parse-log';
import { analyse } from './analyse';

// `journalctl -u vllm-kimi -u tgi-llama`: vLLM fails on its flashinfer mismatch while TGI, started a second later, gets ready.
const LINES: Array<[string, string, number, string]> = [
  ['23:36:00', 'vllm-kimi', 1, 'Started vllm-kimi.service - vLLM Kimi.'],
  ['23:36:01', 'tgi-llama', 1, 'Started tgi-llama.service - TGI Llama.'],
  ['23:36:05', 'vllm-kimi', 221343, '(APIServer pid=221343) INFO 02-20 23:36:05 [api_server.py:1885] vLLM API server version 0.15.1'],
  ['23:36:06', 'tgi-llama', 5120, '2026-02-20T23:36:06.100000Z  INFO text_generation_launcher: Args { model_id: "meta-llama/Llama-3.1-8B-Instruct", port: 8081 }'],
  ['23:36:07', 'tgi-llama', 5120, '2026-02-20T23:36:07.100000Z  INFO download: text_generation_launcher: Starting check and download process for meta-llama/Llama-3.1-8B-Instruct'],
  ['23:36:21', 'vllm-kimi', 221343, '(Worker_TP0 pid=221401) INFO 02-20 23:36:21 [gpu_model_runner.py:4128] Starting to load model /shared/kimi...'],
  ['23:36:22', 'tgi-llama', 5120, '2026-02-20T23:36:22.100000Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0'],
  ['23:36:29', 'vllm-kimi', 221343, '(EngineCore_DP0 pid=221380) ERROR 02-20 23:36:29 [core.py:708] RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)'],
  ['23:36:31', 'vllm-kimi', 1, 'vllm-kimi.service: Main process exited, code=exited, status=1/FAILURE'],
  ['23:36:31', 'vllm-kimi', 1, "vllm-kimi.service: Failed with result 'exit-code'."],
  ['23:36:40', 'tgi-llama', 5120, '2026-02-20T23:36:40.100000Z  INFO shard-manager: text_generation_launcher: Shard ready in 18.0s rank=0'],
  ['23:36:41', 'tgi-llama', 5120, '2026-02-20T23:36:41.100000Z  INFO text_generation_router: router/src/main.rs:300: Connected'],
];
const INVOCATION: Record<string, string> = { 'vllm-kimi': 'a1b2c3d4e5f60718293a4b5c6d7e8f90', 'tgi-llama': '0b1c2d3e4f5061728394a5b6c7d8e9f0' };

const withUnit = LINES.map(([t, unit, pid, msg]) => `Fri 2026-02-20 ${t} UTC llm-two ${pid === 1 ? 'init.scope' : `${unit}.service`}[${pid}]: ${msg}`).join('\n');
const json = LINES.map(([t, unit, pid, msg]) =>
  JSON.stringify({
    __REALTIME_TIMESTAMP: String(Date.parse(`2026-02-20T${t}Z`) * 1000),
    _PID: String(pid),
    _HOSTNAME: 'llm-two',
    SYSLOG_IDENTIFIER: pid === 1 ? 'systemd' : unit === 'tgi-llama' ? 'text-generation-launcher' : 'vllm',
    ...(pid === 1 ? { _SYSTEMD_UNIT: 'init.scope', UNIT: `${unit}.service`, INVOCATION_ID: INVOCATION[unit] } : { _SYSTEMD_UNIT: `${unit}.service`, _SYSTEMD_INVOCATION_ID: INVOCATION[unit] }),
    MESSAGE: msg,
  }),
).join('\n');
// -o with-unit without invocation IDs; -o json with them, the invocation of systemd's lines left out too.
const noInvocation = json.replace(/,"(?:_SYSTEMD_)?INVOCATION_ID":"\w+"/g, '');

describe('a journal of two units, each its own engine', () => {
  it.each([
    ['-o with-unit', withUnit],
    ['-o json', json],
    ['-o json without invocation IDs', noInvocation],
  ])('%s: one attempt per unit, with its engine, lines and outcome', (_, text) => {
    const log = parseLog(text, { year: 2026 });
    const { attempts, entryAttempt } = analyse(log.entries);
    expect(attempts.map((a) => [a.engine, a.outcome, a.mainPid])).toEqual([
      ['vllm', 'failed', 221343],
      ['tgi', 'ready', 5120],
    ]);
    LINES.forEach(([, unit], i) => expect(entryAttempt[i]).toBe(unit === 'vllm-kimi' ? 0 : 1));
    expect(attempts[0]?.fatal?.headline).toContain('flashinfer-cubin version (0.6.3)');
  });
});
