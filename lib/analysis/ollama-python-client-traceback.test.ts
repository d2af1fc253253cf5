import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2024);

const CLIENT = [
  'Traceback (most recent call last):',
  '  File "/root/miniconda3/lib/python3.12/site-packages/ollama/_client.py", line 75, in _request',
  '    raise ResponseError(e.response.text, e.response.status_code) from None',
  'ollama._types.ResponseError: llama runner process no longer running: -1 ',
];

describe("Ollama: a Python traceback is a client's, not the Go server's", () => {
  it("ollama-python's ResponseError quotes the server's answer: the server lives, its error named", () => {
    const [a, more] = read(CLIENT);
    expect(more).toBeUndefined();
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['ollama', 'running', CLIENT[3]!.trim()]);
  });

  it('a traceback printed beside a serving Ollama ends nothing', () => {
    const [a] = read([
      'time=2024-08-17T14:13:22.547Z level=INFO source=server.go:632 msg="llama runner started in 2.26 seconds"',
      '[GIN] 2024/08/17 - 14:13:22 | 200 |  2.287724508s |       127.0.0.1 | POST     "/api/chat"',
      'Traceback (most recent call last):',
      '  File "/app/main.py", line 3, in <module>',
      'ValueError: bad prompt',
    ]);
    expect(a!.outcome).not.toBe('failed');
  });
});
