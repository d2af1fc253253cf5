import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2024);

const LISTEN = '2024/01/11 23:50:00 routes.go:930: Listening on 127.0.0.1:11434 (version 0.1.20)';
const FAILED =
  '2024/01/11 23:56:32 llm.go:144: Failed to load dynamic library /tmp/ollama1/cpu_avx2/libext_server.so  Unable to load dynamic library: Unable to load dynamic server library: /tmp/ollama1/cpu_avx2/libext_server.so: undefined symbol: x';

describe('Ollama 0.1.2x: a llama.cpp library variant that fails to load in the server', () => {
  it('is the failed load, named; the server that answers with it lives', () => {
    const [a] = read([LISTEN, FAILED, '[GIN] 2024/01/11 - 23:56:32 | 500 |  374.191908ms |       127.0.0.1 | POST     "/api/chat"']);
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['running', FAILED.slice(FAILED.indexOf('Failed'))]);
  });

  it('is survived when the next variant loads and serves', () => {
    const [a] = read([
      LISTEN,
      FAILED,
      'time=2024-01-11T23:56:35.000Z level=INFO source=dyn_ext_server.go:162 msg="Starting llama main loop"',
      '[GIN] 2024/01/11 - 23:56:40 | 200 |  8.0s |       127.0.0.1 | POST     "/api/chat"',
    ]);
    expect([a!.outcome, a!.fatal]).toEqual(['ready', null]);
  });

  // The CLI's `Error: …` of that failure is the server's answer to `ollama run` (ollama/ollama#3104: the Windows system message
  // in the GBK code page, shown as replacement characters): Ollama's, the load's cause, no end of `ollama serve`.
  it("is the server's answer when the CLI relays it", () => {
    const line = 'Error: Unable to load dynamic library: Unable to load dynamic server library: \ufffd\u04b2\ufffd\ufffd\ufffd\u05b8\ufffd\ufffd\ufffd\ufffd\u0163\ufffd\u9863';
    const [a] = read([line]);
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['ollama', 'running', line]);
  });

  it('an `Error: …` of another kind alone is still the server giving up at start', () => {
    const [a] = read(['Error: listen tcp 127.0.0.1:11434: bind: address already in use']);
    expect(a!.outcome).toBe('failed');
  });
});
