import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// `ollama serve` builds its Gin router once, in Serve → GenerateRoutes before `Listening on`; gin.Default() warns in debug
// mode as it does. Lines from ollama/ollama#8983 (a served model, then the next server's start).
const SERVED = [
  'time=2025-02-10T11:19:54.425+08:00 level=INFO source=server.go:594 msg="llama runner started in 0.76 seconds"',
  '[GIN] 2025/02/10 - 11:20:29 | 200 | 35.684791792s |       127.0.0.1 | POST     "/api/chat"',
];
const GIN_START = [
  '[GIN-debug] [WARNING] Creating an Engine instance with the Logger and Recovery middleware already attached.',
  '',
  '[GIN-debug] [WARNING] Running in "debug" mode. Switch to "release" mode in production.',
  '[GIN-debug] POST   /api/pull                 --> github.com/ollama/ollama/server.(*Server).PullHandler-fm (5 handlers)',
];
const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name)]);

describe("Gin's engine warning", () => {
  it('after a served model opens the next server process', () => {
    expect(read([...SERVED, ...GIN_START])).toEqual([
      ['ollama', 'stopped', ['ready']],
      ['ollama', 'running', ['spawned']],
    ]);
  });

  it('after the server config is the same start', () => {
    const config = 'time=2025-02-10T11:30:00.000+08:00 level=INFO source=routes.go:1187 msg="server config" env="map[OLLAMA_DEBUG:false]"';
    expect(read([config, 'time=2025-02-10T11:30:00.001+08:00 level=INFO source=images.go:432 msg="total blobs: 5"', ...GIN_START])).toEqual([
      ['ollama', 'running', ['spawned']],
    ]);
  });
});
