import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';

const times = (lines: string[], opts: { utcOffsetMinutes?: number } = {}) =>
  parseLog(lines.join('\n'), { year: 2025, ...opts }).entries.map((e) => (e.ts === null ? null : new Date(e.ts / 1000).toISOString()));

describe("Gin's request lines in bare output", () => {
  it('are timed by their own stamp, in the zone the Ollama slog line above names (ollama/ollama#9674)', () => {
    expect(
      times([
        'time=2025-03-17T08:15:58.642+01:00 level=INFO source=server.go:624 msg="llama runner started in 13.02 seconds"',
        '[GIN] 2025/03/17 - 08:15:58 | 200 | 13.3177393s |       127.0.0.1 | POST     "/api/generate"',
        '[GIN] 2025/03/17 - 08:16:40 | 200 |  2.1177393s |       127.0.0.1 | POST     "/api/generate"',
      ]),
    ).toEqual(['2025-03-17T07:15:58.642Z', '2025-03-17T07:15:58.000Z', '2025-03-17T07:16:40.000Z']);
  });

  it('take the zone of the first slog line below when none is above (alpaca#587, a -08:00 host)', () => {
    expect(
      times([
        '[GIN] 2025/03/08 - 22:24:29 | 500 |  1.048063923s |       127.0.0.1 | POST     "/v1/chat/completions"',
        'time=2025-03-08T22:24:28.671-08:00 level=INFO source=server.go:557 msg="waiting for llama runner to start responding"',
      ]),
    ).toEqual(['2025-03-09T06:24:29.000Z', '2025-03-09T06:24:28.671Z']);
  });

  it("use the reader's offset for zone-less stamps when no slog line names a zone", () => {
    const line = '[GIN] 2024/08/22 - 15:25:14 | 500 |  1.334080519s |       127.0.0.1 | POST     "/api/embeddings"';
    expect(times([line])).toEqual(['2024-08-22T15:25:14.000Z']);
    expect(times([line], { utcOffsetMinutes: 120 })).toEqual(['2024-08-22T13:25:14.000Z']);
  });

  it("keep a container's own stamp, and leave Gin's debug lines (no stamp) untimed", () => {
    expect(
      times([
        '2025-03-17T07:15:59.000000000Z [GIN] 2025/03/17 - 08:15:58 | 200 | 13.3177393s |       127.0.0.1 | POST     "/api/generate"',
        '[GIN-debug] POST   /api/pull                 --> github.com/ollama/ollama/server.(*Server).PullHandler-fm (5 handlers)',
      ]),
    ).toEqual(['2025-03-17T07:15:59.000Z', null]);
  });
});
