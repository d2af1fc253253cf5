import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-swap's proxy/process.go: its TTL goroutine logs `<id> Unloading model, TTL of Ns reached` and calls its own Stop()
// (SIGTERM, KILL after the stop timeout); at INFO a clean end of that stop prints nothing more (mostlygeek/llama-swap#786),
// a kill is logged as `ExitError >> signal: killed` (#927). Its start logs `<id> Executing start command: ARGS, env: ENV` at
// DEBUG right before cmd.Start(), the model's program first (#726: a fork's llama-server; #169).
const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);
const READY = '[INFO] <m> Health check passed on http://localhost:10001/health';
const TTL = '[INFO] <m> Unloading model, TTL of 300s reached';
const START = (cmd: string) => `[DEBUG] <m> Executing start command: ${cmd}, env: `;

describe("llama-swap's TTL unload", () => {
  it('after a ready upstream is its own stop of it', () => {
    expect(read([READY, '[INFO] Request 10.0.0.1 "POST /v1/chat/completions HTTP/1.1" 200 1876 "curl/8.5.0" 7.03s', TTL])).toEqual([
      ['unknown', 'stopped', null],
    ]);
  });

  it('whose stop ended in a kill stays a death', () => {
    const killed = '[WARN] <m> ExitError >> signal: killed, exit code: -1';
    expect(read([READY, TTL, killed])).toEqual([['unknown', 'failed', killed]]);
  });

  it('is not read from near lines: a sleep, an unload asked through its API, another tool', () => {
    expect(read([READY, '[INFO] <m> Entering vLLM Sleep Mode level 1, TTL of 300s reached'])).toEqual([['unknown', 'ready', null]]);
    expect(read([READY, '[INFO] Request 10.0.0.1 "POST /api/models/unload HTTP/1.1" 200 2 "curl/8.5.0" 1ms'])).toEqual([
      ['unknown', 'ready', null],
    ]);
    expect(read([READY, '!!! Unloading model qwen, TTL of 10 reached.'])).toEqual([['unknown', 'ready', null]]);
  });
});

describe("llama-swap's start command", () => {
  it("names the engine by the model's program, path and .exe dropped", () => {
    expect(read([START('/home/u/beellama.cpp/build/bin/llama-server -m /m/q.gguf --port 5802'), READY])).toEqual([['llamacpp', 'ready', null]]);
    expect(read([START('C:\\llama\\llama-server.exe --model C:\\m\\q.gguf'), READY])).toEqual([['llamacpp', 'ready', null]]);
    expect(read([START('/usr/bin/vllm serve Qwen/Qwen3-8B --port 5802'), READY])).toEqual([['vllm', 'ready', null]]);
  });

  it('names none for a program no single engine ships, nor for other tools saying the same words', () => {
    expect(read([START('/usr/bin/docker run --rm -p 5802:8080 image'), READY])).toEqual([['unknown', 'ready', null]]);
    expect(read(['[check] Executing start command: /usr/bin/llama-server --port 8080', READY])).toEqual([['unknown', 'ready', null]]);
  });
});
