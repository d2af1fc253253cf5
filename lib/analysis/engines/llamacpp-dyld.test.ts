import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// macOS's dyld, when a library an image links cannot be found, prints `dyld[PID]: Library not loaded: <install name>`, the image
// that needs it (`Referenced from: <UUID> <path>`) and where it looked, then aborts the process before main() (ggml-org/llama.cpp#11083).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("dyld's failed library load", () => {
  it("ends llama-server's run when the binary itself links the missing library", () => {
    expect(read([
      'dyld[18622]: Library not loaded: @rpath/libllama.dylib',
      '  Referenced from: <A6F705D2-0AC3-32BD-8CF2-3A55262E9195> /Users/me/llama/bin/llama-server',
    ])).toEqual(['llamacpp', 'failed', 'dyld[18622]: Library not loaded: @rpath/libllama.dylib']);
  });

  it("is only a cause when the image is another program's library (a supervisor's child)", () => {
    const [, outcome, fatal] = read([
      "srv    load_model: loading model '/models/m.gguf'",
      'dyld[51875]: Library not loaded: @rpath/libutf8_validity.dylib',
      '  Referenced from: <C90FE9D1-C086-3408-8E69-9761FE960491> /private/tmp/localai/backend-assets/lib/libprotobuf.28.2.0.dylib',
    ]);
    expect([outcome, fatal]).toEqual(['running', 'dyld[51875]: Library not loaded: @rpath/libutf8_validity.dylib']);
  });
});
