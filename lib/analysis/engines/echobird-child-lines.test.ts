import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// EchoBird spawns llama-server itself, logs the child's PID, and logs when its reader of the child's stderr hits end of file.
const read = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null, a.mainPid, a.phases.map((p) => p.name)]);

const STARTED = '[2026-07-02][14:33:14][echobird_core::services::local_llm::server][INFO] [LocalLLM] llama-server started with PID: 28148';
const READER_DONE = '[2026-07-02][14:33:14][echobird_core::services::local_llm::server][INFO] [LocalLLM] stderr reader finished for PID 28148';

describe("EchoBird's llama-server child (edison7009/EchoBird#387)", () => {
  it('reads the spawn line as a llama.cpp start whose PID is the server', () => {
    expect(read([STARTED])).toEqual([['llamacpp', 'running', null, 28148, ['spawned']]]);
  });

  it("ends the run when the child's stderr reaches end of file, naming no cause", () => {
    expect(read([
      '[2026-07-02][14:33:14][echobird_core::services::local_llm::server][INFO] [LocalLLM] Starting: "C:\\\\Users\\\\Administrator\\\\.echobird\\\\llama-server\\\\bin\\\\llama-b9859-bin-win-cuda-12.4-x64\\\\llama-server.exe"',
      STARTED,
      READER_DONE,
    ])).toEqual([['llamacpp', 'failed', null, 28148, ['spawned', 'failed']]]);
  });
});
