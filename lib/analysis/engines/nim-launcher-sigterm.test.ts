import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2025);

// NIM's launcher traps SIGTERM, reports it and forwards it to the server it started, then exits (microsoft/azure-container-apps#1583:
// an Azure Container Apps revision stopped while NIM was still choosing a profile, `NIM_LLM_PID: 0`).
describe("NVIDIA NIM's start_server.sh on SIGTERM: a stop that was asked for", () => {
  it('ends the attempt as stopped, with no cause', () => {
    expect(read(['/opt/nim/start_server.sh has no NIM_LLM process to terminate', 'Captured NIM_LLM_PID: 0', '/opt/nim/start_server.sh received SIGTERM, attempting graceful shutdown...'])).toEqual([
      { engine: 'unknown', outcome: 'stopped', fatal: null },
    ]);
  });

  it('a line only mentioning the launcher is no end', () => {
    expect(read(['INFO 2025-10-07 22:35:44.395 launch.py:12] starting /opt/nim/start_server.sh']).map((a) => a.outcome)).toEqual(['running']);
  });
});
