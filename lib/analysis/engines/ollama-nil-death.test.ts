import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llm/server.go WaitUntilRunning reports the runner's end as fmt.Errorf("llama runner process has terminated: %w", err): with no
// error captured, Go prints `%!w(<nil>)`, a death that says nothing of why (lines from ollama/ollama#15835, macOS 26.2).
const CLI_NIL = 'Error: 500 Internal Server Error: llama runner process has terminated: %!w(<nil>)';
const METAL = 'ggml_metal_init: error: failed to initialize the Metal library';
const PANIC = 'panic: unable to create llama context';

const fatal = (lines: string[]) => readAttempts(lines, 2026)[0]!.fatal?.headline ?? null;

describe("Ollama's report of a runner's end with no error", () => {
  it('yields to what the runner printed, even printed after it', () => {
    expect(fatal([CLI_NIL, METAL, PANIC])).toBe(METAL);
  });

  it('is still named when nothing says more', () => {
    expect(fatal([CLI_NIL])).toBe(CLI_NIL);
  });
});
