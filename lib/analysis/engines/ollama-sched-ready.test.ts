import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// server/sched.go logs `finished setting up runner` (DEBUG) once the runner's WaitUntilRunning returned; on failure it logs
// `error loading llama server` instead (ollama/ollama#6148 for the lines).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};
const LOADING = [
  'time=2024-08-04T06:18:50.451Z level=DEBUG source=sched.go:219 msg="loading first model" model=/m/blobs/sha256-ff1d',
  'time=2024-08-04T06:18:50.503Z level=INFO source=sched.go:445 msg="loaded runners" count=1',
];

describe("Ollama's scheduler", () => {
  it('a runner it finished setting up is a loaded model', () => {
    expect(read([...LOADING, 'time=2024-08-04T06:19:00.101Z level=DEBUG source=sched.go:458 msg="finished setting up runner" model=/m/blobs/sha256-ff1d'])).toEqual(['ollama', 'ready', ['ready']]);
    expect(read([...LOADING, 'time=2025-11-03T04:54:02.896-05:00 level=DEBUG source=sched.go:505 msg="finished setting up" runner.name=registry.ollama.ai/library/x:latest runner.size="20.3 GiB"'])).toEqual(['ollama', 'ready', ['ready']]);
  });

  it('loading alone is not', () => {
    expect(read(LOADING)).toEqual(['ollama', 'running', []]);
  });
});
