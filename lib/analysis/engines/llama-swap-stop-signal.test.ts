import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-swap stops its upstream with SIGTERM (SIGINT on request): proxy/process.go logs `cmd.Wait() returned error: signal:
// terminated` and `Process stopped OK`, and moves StateStopping to StateStopped. An exit while in any other state is logged as
// `process exited but not StateStopping, current state: <state>`: no stop of its own was waiting, the child died (#789).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.outcome, a!.fatal?.headline ?? null];
};
const READY = ['[INFO] Health check passed on http://127.0.0.1:9009/health', '[DEBUG] State transition from starting to ready'];
const TERM = '[DEBUG] <qwen> cmd.Wait() returned error: signal: terminated';

describe("llama-swap's end of its upstream", () => {
  it('after its own SIGTERM is a stop', () => {
    expect(read([...READY, '[DEBUG] <qwen> Stopping process', TERM, '[DEBUG] <qwen> Process stopped OK'])).toEqual(['stopped', null]);
  });

  it('is a death when no stop of its own was waiting, whatever the signal', () => {
    const notStopping = '[INFO] <qwen> process exited but not StateStopping, current state: starting';
    expect(read([TERM, '[DEBUG] <qwen> Process stopped OK', notStopping])).toEqual(['failed', notStopping]);
  });

  it('by another signal stays a death', () => {
    const abort = '[DEBUG] <qwen> cmd.Wait() returned error: signal: aborted (core dumped)';
    expect(read([...READY, abort])).toEqual(['failed', abort]);
  });

  // Its own main on SIGTERM/SIGINT (llama-swap.go): ggml-org/llama.cpp#23281's `-o verbose` entry, and the proxy log's wording since.
  it('of itself, on a SIGTERM or SIGINT its main caught, is a stop', () => {
    expect(read(['Received signal terminated, shutting down...'])).toEqual(['stopped', null]);
    expect(read(['[INFO] received signal interrupt, shutting down'])).toEqual(['stopped', null]);
    expect(read(['[INFO] received SIGHUP, reloading config'])).toEqual(['running', null]);
  });
});
