import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// Jan 0.6's llamacpp plugin returns `Process exited with code …` with the child's captured stderr under `Stderr:` when the
// llama-server it spawned exits before its ready line; the extension rethrows it as `Failed to load llama-server: …`
// (janhq/jan#6091, #6065).
const report = 'Failed to load llama-server: llamacpp error: Process exited with code ExitStatus(ExitStatus(3221225477))';
const stderr = [
  'ggml_vulkan: Found 1 Vulkan devices:',
  'build: 1 (3134a28) with MSVC 19.29.30153.0 for Windows AMD64',
  'main: HTTP server is listening, hostname: 127.0.0.1, port: 3544, http threads: 11',
  'main: loading model',
];

describe("Jan's `Failed to load llama-server: llamacpp error: Process exited …` report", () => {
  it('ends the one run whose stderr it quotes below it', () => {
    const stories = readStories([report, '', 'Stderr:', ...stderr], 2025);
    expect(stories).toHaveLength(1);
    expect(stories[0]).toMatchObject({ engine: 'llamacpp', outcome: 'failed', fatal: report });
  });

  it('a report with nothing but the device probe under it still ends that run', () => {
    const line = 'Failed to load llama-server: llamacpp error: Process exited with code ExitStatus(ExitStatus(3221225501))';
    expect(readStories([line, '', 'Stderr:', stderr[0]!], 2025)).toMatchObject([{ engine: 'llamacpp', outcome: 'failed', fatal: line }]);
  });
});
