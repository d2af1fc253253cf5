import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

const first = (lines: string[]) => {
  const [a] = analyse(parseLog(lines.join('\n'), { year: 2024 }).entries).attempts;
  return { engine: a?.engine, outcome: a?.outcome, fatal: a?.fatal?.headline ?? null, phases: a?.phases.map((p) => p.name) };
};

// Gin's Logger middleware logs each request as it is answered: a generation route answered 4xx was refused by Ollama's handler,
// so `ollama serve` was listening and taking requests (what `Listening on` marks ready); the request failed, not the server.
describe("Ollama: gin's 4xx answer to a generation request is a listening server refusing one request", () => {
  it('a 400 and the handler error that caused it read ready, no cause (ollama/ollama#3844)', () => {
    const lines = [
      '[GIN] 2024/04/23 - 04:33:07 | 400 |     56.4274ms |       127.0.0.1 | POST     "/v1/chat/completions"',
      'time=2024-04-23T04:33:07.535+08:00 level=ERROR source=prompt.go:86 msg="failed to encode prompt" err="unexpected server status: 1"',
    ];
    expect(first(lines)).toEqual({ engine: 'ollama', outcome: 'ready', fatal: null, phases: ['ready'] });
  });

  it('a lone 400 on /api/chat marks ready', () => {
    expect(first(['[GIN] 2024/04/23 - 04:33:07 | 400 |     56.4274ms |       127.0.0.1 | POST     "/api/chat"']).phases).toEqual(['ready']);
  });

  it('a 500 still proves no ready (a load that failed), nor does a 4xx on a path that needs no model', () => {
    expect(first(['[GIN] 2024/04/25 - 18:30:30 | 500 |    536.2714ms |       127.0.0.1 | POST     "/api/chat"']).phases).not.toContain('ready');
    expect(first(['[GIN] 2024/04/25 - 18:30:30 | 400 |    536.2714ms |       127.0.0.1 | POST     "/api/pull"']).phases).not.toContain('ready');
    expect(first(['[GIN] 2024/04/25 - 18:30:30 | 404 |       3.1µs |       127.0.0.1 | GET      "/"']).phases).not.toContain('ready');
  });
});
