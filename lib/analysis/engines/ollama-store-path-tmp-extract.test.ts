import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

describe("Ollama's storage refusals", () => {
  // ollama/ollama#12250 (macOS, OLLAMA_MODELS on an unmounted volume): the model store's MkdirAll error, wrapped with
  // `ensure path elements are traversable`, printed by cobra as `serve` exits; the app starts it again.
  it('the traversable wording names Ollama, also alone before the next start', () => {
    const err = 'Error: mkdir /Volumes/issolassd: permission denied: ensure path elements are traversable';
    const attempts = readAttempts(
      [err, 'time=2025-09-11T13:47:57.406+03:00 level=INFO source=routes.go:1331 msg="server config" env="map[OLLAMA_MODELS:/Volumes/issolassd/ollama_models]"', err],
      2025,
    );
    expect(attempts.map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null])).toEqual([
      ['ollama', 'failed', err],
      ['ollama', 'failed', err],
    ]);
  });

  it('other words ending a line that way are not it', () => {
    const [a] = readAttempts(['Error: something else: ensure path elements are traversable, maybe'], 2025);
    expect(a!.engine).not.toBe('ollama');
  });

  // ollama/ollama#7012 (0.3.x, arm64 board): the runner payloads cannot be written to a full /tmp tmpfs; the load fails,
  // the server lives on and keeps answering.
  it('a failed runner extraction is the load failure of a live server', () => {
    const attempts = readAttempts(
      [
        'Sep 28 08:46:12 orangepi5 ollama[2563639]: [GIN] 2024/09/28 - 08:46:12 | 200 |   82.897373ms |       127.0.0.1 | POST     "/api/show"',
        'Sep 28 08:46:26 orangepi5 ollama[2563639]: time=2024-09-28T08:46:26.830+08:00 level=ERROR source=common.go:214 msg="failed to extract files" error="copy payload linux/arm64/cuda_v12/libggml.so: write /tmp/ollama2127264499/runners/cuda_v12/libggml.so: no space left on device"',
      ],
      2024,
    );
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.outcome).toBe('running');
    expect(attempts[0]!.fatal?.headline).toContain('no space left on device');
  });
});
