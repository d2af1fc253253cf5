import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';
import type { LogFormat } from './types';

const json = JSON.stringify({ __CURSOR: 's=1', __REALTIME_TIMESTAMP: '1771630672000000', _PID: '5', MESSAGE: 'x' });

describe('detectFormat', () => {
  it.each<[LogFormat, string[]]>([
    ['json', [json, json, json]],
    ['short', ['Feb 20 23:37:52 llm-two vllm-kimi[222636]: a', 'Feb 20 23:37:53 llm-two systemd[1]: Started x.service.']],
    ['short-iso', ['2026-02-20T23:37:52+0000 llm-two vllm[1]: a', '2026-02-20T23:37:53+00:00 llm-two vllm[1]: b']],
    ['short-precise', ['Feb 20 23:37:52.123456 llm-two vllm[1]: a', 'Feb 20 23:37:52.223456 llm-two vllm[1]: b']],
    ['short-unix', ['1708472272.123456 llm-two vllm[1]: a', '1708472273.000001 llm-two vllm[1]: b']],
    ['vllm', ['(Worker_TP0 pid=1) INFO 02-20 23:37:52 [a.py:1] a', 'INFO 02-20 23:37:52 [a.py:1] b', 'Loading safetensors checkpoint shards: 1/2']],
    ['cat', ['Traceback (most recent call last):', '  File "x.py", line 1', 'RuntimeError: boom']],
  ])('%s', (format, lines) => {
    expect(detectFormat(lines.join('\n') + '\n')).toBe(format);
  });

  it('docker logs with timestamps are vllm', () => {
    const lines = ['2026-03-11T17:57:10.584281362Z (EngineCore_DP0 pid=469) INFO 03-11 17:57:10 [parallel_state.py:1234] a', '2026-03-11T17:57:10.630311523Z (EngineCore_DP0 pid=469) INFO 03-11 17:57:10 [parallel_state.py:1445] b'];
    expect(detectFormat(lines.join('\n'))).toBe('vllm');
  });

  it('docker compose logs of vLLM are vllm (intel/llm-scaler#154)', () => {
    const lines = [
      'eap-llm-server-on-arc  | ERROR 11-08 11:01:29 [multiproc_executor.py:135] Worker proc VllmWorker-3 died unexpectedly, shutting down executor.',
      'eap-llm-server-on-arc  | ERROR 11-08 11:01:30 [core.py:502] EngineCore encountered a fatal error.',
    ];
    expect(detectFormat(lines.join('\n'))).toBe('vllm');
  });

  it("an engine's own JSON lines are not journal records: TGI's --json-output, llama.cpp's old server log (huggingface/text-generation-inference#1559, mozilla-ai/llamafile#297)", () => {
    const lines = [
      '{"timestamp":"2024-02-13T22:17:59.304895Z","level":"WARN","fields":{"message":"`trust_remote_code` is set. Trusting that model `/model` do not contain malicious code."},"target":"text_generation_launcher"}',
      '{"timestamp":1711089418,"level":"INFO","function":"server_cli","line":2594,"message":"HTTP server listening","port":"8080","hostname":"127.0.0.1"}',
      '{"function":"initialize","level":"INFO","line":440,"msg":"initializing slots","n_slots":1,"tid":"29264","timestamp":1711360140}',
    ];
    expect(detectFormat(lines.join('\n'))).toBe('cat');
  });

  it("TGI's ERROR lines look like `host ident:` but are not short-iso (huggingface/text-generation-inference#1627)", () => {
    const lines = [
      '2024-03-06T17:53:31.052367Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:',
      '2024-03-06T17:53:31.052444Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 4 rank=0',
      '2024-03-06T17:53:31.149443Z ERROR text_generation_launcher: Shard 0 failed to start',
    ];
    expect(detectFormat(lines.join('\n'))).toBe('cat');
  });

  it("a TGI line whose level word a TTY coloured is not short-iso either (huggingface/text-generation-inference#2238)", () => {
    const line = '2024-07-22T08:04:17.216548Z \x1b[34mDEBUG\x1b[0m text_generation_launcher: WARNING 07-22 08:04:17 ray_utils.py:46] Failed to import Ray';
    expect(detectFormat(line)).toBe('cat');
  });

  it('empty input is cat', () => {
    expect(detectFormat('')).toBe('cat');
    expect(detectFormat('\n  \n')).toBe('cat');
  });

  it('journalctl output with only a meta line is short', () => {
    expect(detectFormat('-- No entries --\n')).toBe('short');
  });

  it('a majority wins over a few odd lines', () => {
    const lines = ['garbage', 'more garbage', ...Array.from({ length: 5 }, (_, i) => `Feb 20 23:37:5${i} h vllm[1]: m`)];
    expect(detectFormat(lines.join('\n'))).toBe('short');
  });

  it('continuation and meta lines do not vote', () => {
    const text = ['-- Boot 0f3c2b1a9e8d4c7b9a1c3d5e7f9b0c2d --', '2026-02-20T23:37:52+0000 h x[1]: Traceback', '    File "a"', '    File "b"', '    File "c"'].join('\n');
    expect(detectFormat(text)).toBe('short-iso');
  });

  it('looks only at the first 50 non-empty lines', () => {
    const head = Array.from({ length: 50 }, () => 'plain text line');
    const tail = Array.from({ length: 500 }, () => 'Feb 20 23:37:52 h x[1]: m');
    expect(detectFormat([...head, ...tail].join('\n'))).toBe('cat');
  });

  it('a stamped line with no host before `name[n]:` (llama.cpp\'s `alloc[0]:` behind docker logs -t) votes without throwing', () => {
    const text = ['2025-05-14T09:30:00.019000000Z alloc[0]: 2 buffers, max_size = 0 MB', '2025-05-14T09:30:00.020000000Z main: model loaded'].join('\n');
    expect(() => detectFormat(text)).not.toThrow();
  });
});
