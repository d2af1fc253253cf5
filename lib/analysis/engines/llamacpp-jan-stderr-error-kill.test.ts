import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// Jan 0.6's llamacpp plugin (tauri-plugin-llamacpp, commands.rs load_llama_model) sends the first stderr line of the
// spawned llama-server that holds `error`/`failed`/… to its error channel, kills the child and returns
// `Error: {line}\n\nFull stderr:\n{stderr}`; the extension rethrows it as `Failed to load llama-server: llamacpp error: Error: …`
// (janhq/jan#6038).
const report = 'Failed to load llama-server: llamacpp error: Error: ggml_vulkan: Memory allocation of size 638668800 failed.';
const stderr = [
  'ggml_vulkan: Found 1 Vulkan devices:',
  'build: 1 (f3471ce) with MSVC 19.29.30153.0 for Windows AMD64',
  'main: HTTP server is listening, hostname: 127.0.0.1, port: 3502, http threads: 21',
  'main: loading model',
  "srv    load_model: loading model 'C:\\\\models\\\\model.gguf'",
];

describe("Jan's `Failed to load llama-server: llamacpp error: Error: …` report", () => {
  it('ends the one run whose stderr it quotes below it, the lifted line its cause', () => {
    const stories = readStories([report, '', 'Full stderr:', ...stderr], 2025);
    expect(stories).toHaveLength(1);
    expect(stories[0]).toMatchObject({ engine: 'llamacpp', outcome: 'failed', fatal: report });
  });

  it('takes the bare plugin error too', () => {
    const line = 'llamacpp error: Error: llama_model_load: error loading model: unable to allocate Vulkan0 buffer';
    expect(readStories([line, '', 'Full stderr:', ...stderr], 2025)).toMatchObject([{ engine: 'llamacpp', outcome: 'failed' }]);
  });

  it('does not take near-misses: the relayed stderr line, an empty lifted line, a timeout report, a quote', () => {
    for (const first of [
      '[llamacpp] error: Error: something',
      'Failed to load llama-server: llamacpp error: Error: ',
      'Failed to load llama-server: llamacpp error: Server startup timeout',
      'note: llamacpp error: Error: quoted in a sentence',
    ]) {
      const stories = readStories([first, ...stderr], 2025);
      expect(stories.map((s) => s.outcome), first).toEqual(['running']);
    }
  });
});
