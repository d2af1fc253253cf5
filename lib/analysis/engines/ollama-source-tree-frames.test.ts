import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2023).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("Ollama's own source files in a Go stack, by the build tree's path", () => {
  // Ollama's macOS release builds of 2023 kept the build machine's paths (no -trimpath): gin's Recovery prints the stack as
  // `<file>:<line> (<pc>)` rows and Go's traceback as `\t<file>:<line> +0x…`, naming `…/workspace/ollama/server/routes.go`
  // (ollama/ollama#1049, #263). server/ and llm/ are Ollama's packages (the HTTP routes, the scheduler, the runner client).
  it("names the server from gin's recovered-panic stack through its routes", () => {
    expect(
      read([
        '2023/12/09 03:04:03 [Recovery] 2023/12/09 - 03:04:03 panic recovered:',
        'runtime error: invalid memory address or nil pointer dereference',
        '/opt/homebrew/Cellar/go/1.21.3/libexec/src/runtime/panic.go:261 (0x104e597)',
        '/Users/jmorgan/workspace/ollama/server/routes.go:252 (0x15876b5)',
        '/Users/jmorgan/go/pkg/mod/github.com/gin-gonic/gin@v1.9.1/recovery.go:102 (0x156bca7)',
      ]),
    ).toEqual([['ollama', 'running', null]]);
  });

  it('names it from a Go traceback frame too', () => {
    expect(read(['  /Users/jmorgan/workspace/ollama/server/routes.go:56 +0x5c0 fp=0x140001636e0 sp=0x14000163480 pc=0x100569110'])[0]![0]).toBe('ollama');
    expect(read(['\t/root/ollama/llm/llama.go:459 +0x1d4'])[0]![0]).toBe('ollama');
  });

  it('leaves near-miss paths alone', () => {
    // Another Go program's routes, or a client library's folder named after Ollama, are not the server's packages.
    expect(read(['/app/server/routes.go:252 (0x15876b5)'])[0]?.[0] ?? 'unknown').toBe('unknown');
    expect(read(['/home/me/ollama-client/server/routes.go:10 (0x1)'])[0]?.[0] ?? 'unknown').toBe('unknown');
    expect(read(['see ollama/server/routes.go for the handler'])[0]?.[0] ?? 'unknown').toBe('unknown');
  });
});
