import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Android's (bionic's) linker, when it cannot resolve a symbol or find a library a program links, prints `CANNOT LINK EXECUTABLE
// "<program>": <why>` and aborts the process before main() (termux/termux-packages#19292).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2024);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe("Android's linker failing to link a program", () => {
  it.each([
    'CANNOT LINK EXECUTABLE "./server": cannot locate symbol "__emutls_get_address" referenced by "/data/data/com.termux/files/home/llama.cpp/server"...',
    'CANNOT LINK EXECUTABLE "./build/bin/llama-server": library "libomp.so" not found: needed by main executable',
  ])('ends the run of llama.cpp\'s own binary: %s', (line) => {
    expect(read([line])).toEqual(['llamacpp', 'failed', line]);
  });

  it("is only a cause when the program is another one (a tool the server's start calls)", () => {
    const line = 'CANNOT LINK EXECUTABLE "termux-open-url": library "libandroid-support.so" not found';
    expect(read(["srv    load_model: loading model '/sdcard/m.gguf'", line])).toEqual(['llamacpp', 'running', line]);
  });
});
