import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// uvicorn's Config.load(): an app string that does not import is logged as `Error loading ASGI app. …` and the process calls
// sys.exit(1) before it serves anything (llama-cpp-python's server, any FastAPI front end started as `uvicorn pkg:app`).
const read = (lines: string[]) => readAttempts(lines, 2024).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

describe("uvicorn's failed app import", () => {
  it('ends the run and names the cause (abetlen/llama-cpp-python#1143)', () => {
    expect(
      read([
        "INFO:     Will watch for changes in these directories: ['/srv/llama-cpp-python/examples/high_level_api']",
        'INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)',
        'INFO:     Started reloader process [601969] using WatchFiles',
        'ERROR:    Error loading ASGI app. Attribute "app" not found in module "llama_cpp.server.app".',
      ]),
    ).toEqual([{ outcome: 'failed', fatal: expect.stringContaining('Error loading ASGI app. Attribute "app" not found') }]);
  });

  it('its other two messages', () => {
    for (const line of [
      'ERROR:    Error loading ASGI app. Could not import module "server".',
      'ERROR:    Error loading ASGI app. Import string "server" must be in format "<module>:<attribute>".',
    ]) {
      expect(read([line]), line).toEqual([{ outcome: 'failed', fatal: expect.stringContaining('Error loading ASGI app.') }]);
    }
  });

  it('not a line that only quotes it', () => {
    for (const line of [
      'INFO:     10.0.0.7:51234 - "GET /docs/Error loading ASGI app. Could not import module HTTP/1.1" 404 Not Found',
      'WARNING:  a previous run logged: Error loading ASGI app. Could not import module "server".',
      'Error loading ASGI app, retrying',
    ]) {
      expect(read([line])[0]!.outcome, line).not.toBe('failed');
    }
  });
});

describe('the module uvicorn names', () => {
  const engineOf = (line: string) => readAttempts([line], 2024)[0]!.engine;
  it("names llama-cpp-python's server when it is that package's", () => {
    expect(engineOf('ERROR:    Error loading ASGI app. Attribute "app" not found in module "llama_cpp.server.app".')).toBe('llamacpp');
    expect(engineOf('ERROR:    Error loading ASGI app. Could not import module "llama_cpp.server".')).toBe('llamacpp');
  });

  it('names no engine for another module, or a package that only starts with the name', () => {
    expect(engineOf('ERROR:    Error loading ASGI app. Could not import module "server".')).toBe('unknown');
    expect(engineOf('ERROR:    Error loading ASGI app. Could not import module "llama_cpp.serverless".')).toBe('unknown');
    expect(engineOf('INFO:     loading module "llama_cpp.server.app"')).toBe('unknown');
  });
});
