import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llm/server.go's WaitUntilRunning logs at DEBUG the load progress its runner reports (`model load progress 0.47`), then
// `model load completed, waiting for server to become available` once it reached 100% (ollama/ollama#10517 for the lines).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};
const PROGRESS = [
  'time=2025-05-01T16:40:14.182+02:00 level=DEBUG source=server.go:625 msg="model load progress 0.18"',
  'time=2025-05-01T16:40:14.433+02:00 level=DEBUG source=server.go:625 msg="model load progress 0.20"',
];

describe("Ollama's wait loop on its runner's load", () => {
  it('reads the progress lines as weights loading', () => {
    expect(read(PROGRESS)).toEqual(['ollama', 'running', ['loading_weights']]);
  });

  it('reads the completed load as weights loaded, not yet ready', () => {
    expect(
      read([...PROGRESS, 'time=2025-05-01T16:40:30.001+02:00 level=DEBUG source=server.go:631 msg="model load completed, waiting for server to become available" status="llm server loading model"']),
    ).toEqual(['ollama', 'running', ['loading_weights', 'weights_loaded']]);
  });

  it('a progress figure inside another message is not one', () => {
    expect(read(['time=2025-05-01T16:40:14.182+02:00 level=INFO source=x.go:1 msg="client asked for model load progress 0.18 twice"'])[2]).toEqual([]);
  });
});
