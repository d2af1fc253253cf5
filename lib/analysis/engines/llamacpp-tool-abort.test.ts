import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// GGML_ABORT in llama.cpp's server and common code prints `<file>:<line>: <message>` and aborts (ggml-org/llama.cpp#17118).
const read = (lines: string[]) => {
  const a = readAttempts(lines, 2025)[0]!;
  return [a.engine, a.outcome, a.fatal?.headline ?? null];
};
const SERVING = ['srv  log_server_r: request: POST /v1/chat/completions 127.0.0.1 200', 'slot launch_slot_: id  0 | task 7 | processing task'];

describe("ggml's abort line from llama.cpp's server and common sources", () => {
  it('ends the server that was serving, its message the cause, whatever queued lines follow', () => {
    const abort = '/home/u/llama.cpp/tools/server/server-context.cpp:3217: pos_min == -1, but n_past > 0 - should not happen';
    expect(read([...SERVING, abort, 'srv        update:  - cache state: 14 prompts, 1000.673 MiB'])).toEqual(['llamacpp', 'failed', abort]);
  });

  it('from common/ with Windows separators too', () => {
    const abort = 'D:\\a\\llama.cpp\\llama.cpp\\common\\common.cpp:2119: checkpoint size mismatch: expected 55920, got 0';
    expect(read([...SERVING, abort])).toEqual(['llamacpp', 'failed', abort]);
  });

  it('not from a file outside those directories', () => {
    expect(read([...SERVING, '/src/app/handlers/chat.cpp:88: request rejected'])[1]).not.toBe('failed');
  });
});
