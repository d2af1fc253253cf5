import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2025 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null }));
};

// entrypoints/launcher.py serve_http: its shutdown branch names the port's owner at DEBUG, then logs `Shutting down FastAPI HTTP server.`
const ADDED = 'INFO 12-18 18:27:36 [async_llm.py:252] Added request chatcmpl-bea7d70dd962403abeb7b3f2234333a8.';
const OWNER = "DEBUG 12-18 18:27:36 [launcher.py:76] port 18200 is used by process psutil.Process(pid=237156, name='python', status='running', started='18:26:52') launched with command:";
const COMMAND = 'DEBUG 12-18 18:27:36 [launcher.py:76] python -m vllm.entrypoints.openai.api_server --port 18200';

describe("vLLM's serve_http port-owner notice", () => {
  it('ends a serving run as stopped where the paste is cut before `Shutting down FastAPI HTTP server.`', () => {
    expect(read([ADDED, OWNER, COMMAND])).toEqual([{ outcome: 'stopped', fatal: null }]);
  });

  it('does not turn a bind failure that came first into a stop', () => {
    const bind = "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 18200): [errno 98] address already in use";
    expect(read(['INFO:     Application startup complete.', bind, OWNER]).map((a) => a.outcome)).toEqual(['failed']);
  });
});
