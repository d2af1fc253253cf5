import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("the image-generation runner's last words, relayed by the server", () => {
  // ollama/ollama#14797 (0.17.7, Windows): the runner's stderr, logged by the server as an attribute of its own WARN line; the
  // runner's cobra `Error: …` is its exit, the server answers 500 and lives.
  it("the runner's `Error: …` names the cause", () => {
    expect(
      read([
        'time=2026-03-12T13:05:21.148+01:00 level=WARN source=server.go:139 msg=mlx-runner msg="Error: MLX runner not available: build with mlx tag"',
        'time=2026-03-12T13:05:21.152+01:00 level=INFO source=server.go:361 msg="stopping mlx runner subprocess" pid=32760',
        '[GIN] 2026/03/12 - 13:05:26 | 500 |    8.6428696s |       127.0.0.1 | POST     "/api/generate"',
      ]),
    ).toEqual(['ollama', 'running', 'mlx-runner msg="Error: MLX runner not available: build with mlx tag"']);
  });

  // ollama/ollama#13861 (0.14.2, Linux): mlx-c's `MLX error: …` went to stdout (relayed at INFO) before its exit(-1), so the
  // server caught no stderr line and the client got only `image runner exited unexpectedly: exit status 255`.
  it("mlx-c's `MLX error` outranks the server's report of the bare exit status", () => {
    const [, outcome, fatal] = read([
      'Error: 500 Internal Server Error: image runner exited unexpectedly: exit status 255',
      'time=2026-01-23T16:16:56.454+03:00 level=INFO source=server.go:149 msg="starting ollama-mlx image runner subprocess" exe=/usr/local/bin/ollama-mlx model=x/flux2-klein:4b port=39087',
      'time=2026-01-23T16:16:56.539+03:00 level=INFO source=server.go:134 msg=image-runner msg="MLX error: cudaMallocManaged(&data_, small_pool_size) failed: CUDA driver version is insufficient for CUDA runtime version at /go/src/github.com/ollama/ollama/build/_deps/mlx-c-src/mlx/c/random.cpp:143"',
      'time=2026-01-23T16:16:56.571+03:00 level=INFO source=server.go:320 msg="stopping image runner subprocess" pid=302714',
    ]);
    expect(outcome).toBe('running');
    expect(fatal).toContain('CUDA driver version is insufficient');
  });

  it('the bare exit status still names the death when nothing says more', () => {
    expect(read(['Error: 500 Internal Server Error: image runner exited unexpectedly: exit status 255'])[2]).toBe(
      'Error: 500 Internal Server Error: image runner exited unexpectedly: exit status 255',
    );
  });

  // ollama/ollama#16079: the runner's progress on stdout, relayed the same way, is no cause.
  it("the runner's other relayed lines are not causes", () => {
    expect(
      read([
        'time=2026-05-13T09:08:03.030+10:00 level=INFO source=server.go:142 msg="starting mlx runner subprocess" model=x/flux2-klein:latest port=49578',
        'time=2026-05-13T09:08:03.143+10:00 level=INFO source=server.go:128 msg=mlx-runner msg="Loading FLUX.2 Klein model from manifest: x/flux2-klein:latest..."',
        'time=2026-05-13T09:08:03.461+10:00 level=INFO source=server.go:128 msg=mlx-runner msg="  Loading tokenizer... ✓"',
      ]),
    ).toEqual(['ollama', 'running', null]);
  });
});
