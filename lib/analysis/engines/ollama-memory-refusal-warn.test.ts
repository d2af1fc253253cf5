import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

// llm/server.go's system-memory check: `slog.Warn("model request too large for system", "requested", …)` and then the error
// `model requires more system memory (X) than is available (Y)`, which sched logs as `Load failed` and answers with a 500.
const J = '3月 25 09:28:05 host ollama[2816880]: ';
const GPU = `${J}time=2026-03-25T09:28:05.821+08:00 level=DEBUG source=server.go:976 msg="available gpu" id=GPU-fdfb4273 library=CUDA "a>`;
const WARN_CUT = `${J}time=2026-03-25T09:28:05.821+08:00 level=WARN source=server.go:1044 msg="model request too large for system" requested="338.1 GiB" available="337.2>`;
const WARN = 'time=2026-03-21T23:22:17.156-05:00 level=WARN source=server.go:1044 msg="model request too large for system" requested="615.4 MiB" available="415.9 MiB" total="916.8 MiB" free="415.9 MiB" swap="0 B"';
const LOAD_FAILED = 'time=2026-03-21T23:22:17.156-05:00 level=INFO source=sched.go:511 msg="Load failed" model=/home/u/.ollama/models/blobs/sha256-2af3 error="model requires more system memory (615.4 MiB) than is available (415.9 MiB)"';
const LOADING = 'time=2026-03-21T23:22:17.155-05:00 level=INFO source=server.go:497 msg="loading model" "model layers"=23 requested=-1';

describe("the memory check's WARN before a refused load", () => {
  // ollama/ollama#15049: a pager cut the status's journal tail right after the WARN; the server lives, the WARN is the cause.
  it('names the cause of a live server when the excerpt stops at it', () => {
    const [a] = read([GPU, GPU, WARN_CUT]);
    expect(a).toEqual(['ollama', 'running', expect.stringContaining('model request too large for system')]);
  });

  it("yields to the scheduler's `Load failed` that quotes the refusal", () => {
    const [a] = read([LOADING, WARN, LOAD_FAILED]);
    expect(a).toEqual(['ollama', 'running', expect.stringContaining('model requires more system memory (615.4 MiB)')]);
  });

  it('is not another WARN of the scheduler, nor the words in prose', () => {
    const other = 'time=2026-03-21T23:22:17.156-05:00 level=WARN source=sched.go:647 msg="gpu VRAM usage didn\'t recover within timeout" seconds=5.0';
    expect(read([LOADING, other])[0]![2]).toBeNull();
    const prose = 'time=2026-03-21T23:22:17.156-05:00 level=INFO source=routes.go:1 msg="model request too large for systems like this one are rare"';
    expect(read([LOADING, prose])[0]![2]).toBeNull();
  });
});
