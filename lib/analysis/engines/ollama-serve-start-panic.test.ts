import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// `ollama serve` builds its CORS handler from OLLAMA_ORIGINS in GenerateRoutes, before it listens; gin-contrib/cors' New
// panics with Validate's error for an origin with neither a scheme nor `*` (ollama/ollama#8880). No runner exists yet.
const CONFIG =
  '2025/02/06 16:59:25 routes.go:1187: INFO server config env="map[OLLAMA_HOST:http://0.0.0.0:11434 OLLAMA_ORIGINS:[OLLAMA_ORIGINS http://localhost https://localhost] OLLAMA_SCHED_SPREAD:false ROCR_VISIBLE_DEVICES:]"';
const BLOBS = 'time=2025-02-06T16:59:25.510+08:00 level=INFO source=images.go:432 msg="total blobs: 5"';
const PANIC =
  "panic: bad origin: origins must contain '*' or include http://,https://,chrome-extension://,safari-extension://,moz-extension://,ms-browser-extension://";

describe("a Go panic while `ollama serve` starts", () => {
  it('is the server dying before it listens, after its own config line', () => {
    const [a] = readAttempts([CONFIG, BLOBS, PANIC], 2025);
    expect([a!.engine, a!.outcome]).toEqual(['ollama', 'failed']);
    expect(a!.fatal?.headline).toContain('panic: bad origin');
    expect(a!.phases.map((p) => p.name)).toEqual(['spawned', 'failed']);
  });

  it('is a runner\'s when nothing of the server stands above it (the server outlives it)', () => {
    const [a] = readAttempts([
      'panic: failed to sample token',
      '',
      'goroutine 567 [running]:',
      'github.com/ollama/ollama/runner/ollamarunner.(*Server).computeBatch(0x140002330e0, {0x5, {0x105bce850, 0x14000855100}})',
    ], 2025);
    expect(a!.outcome).not.toBe('failed');
  });

  it("is a runner's once the server listens", () => {
    const [a] = readAttempts([
      CONFIG,
      'time=2025-02-06T16:59:25.512+08:00 level=INFO source=routes.go:1238 msg="Listening on [::]:11434 (version 0.5.7)"',
      'panic: failed to sample token',
    ], 2025);
    expect(a!.outcome).not.toBe('failed');
  });
});
