import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { logReaderEngine } from './prompt-engine';

// cobra.CheckErr (main.go) writes the error `ollama serve` returned as `Error: …` and exits 1: once per process. The macOS
// Electron app (macapp/src/index.ts) restarts `serve` a second after each exit and logs only the child's output to
// ~/.ollama/logs/server.log, so a port held by another server leaves one bind refusal per run (ollama/ollama#10311).
const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);
const BIND = 'Error: listen tcp 127.0.0.1:11434: bind: address already in use';

describe("Ollama's start refusal repeated: one process per line", () => {
  it('each identical bind refusal is another `ollama serve` that gave up alike', () => {
    expect(read(['user@mac ~ % cat ~/.ollama/logs/server.log', BIND, BIND, BIND])).toEqual([
      ['ollama', 'failed', BIND],
      ['ollama', 'failed', BIND],
      ['ollama', 'failed', BIND],
    ]);
  });

  it("the runs after the first are the same program: Ollama, named by the prompt that printed its log", () => {
    expect(read(['PS C:\\Users\\me> Get-Content $env:LOCALAPPDATA\\Ollama\\server.log', BIND, BIND]).map(([e]) => e)).toEqual(['ollama', 'ollama']);
  });

  it('a bare refusal with nothing that names the program names no engine (ollama/ollama#8261)', () => {
    expect(read([BIND, BIND]).map(([e, o]) => [e, o])).toEqual([['unknown', 'failed'], ['unknown', 'failed']]);
  });

  it('a different `Error: …` after the refusal (a client in the same terminal) opens no run', () => {
    const client = 'Error: could not connect to ollama app, is it running?';
    expect(read([BIND, client]).map(([, o]) => o)).toEqual(['failed']);
  });

  it('the same words after the server listened are no start refusal: no new run from them', () => {
    const listening = 'time=2025-04-17T10:00:00.000-04:00 level=INFO source=routes.go:1298 msg="Listening on 127.0.0.1:11434 (version 0.6.5)"';
    const relayed = 'Error: something went wrong, please see the ollama server logs for details';
    expect(read([listening, relayed, relayed])).toHaveLength(1);
  });

  it('printing another log names no engine', () => {
    expect(read(['user@mac ~ % cat ~/logs/server.log', BIND])[0]![0]).toBe('unknown');
  });
});

describe("a prompt that prints Ollama's own server log names Ollama", () => {
  it.each([
    ['cat ~/.ollama/logs/server.log'],
    ['tail -n 100 /Users/me/.ollama/logs/server.log'],
    ['Get-Content $env:LOCALAPPDATA\\Ollama\\server.log'],
    ['type %LOCALAPPDATA%\\Ollama\\server-1.log'],
  ])('%s', (command) => {
    expect(logReaderEngine(command)).toBe('ollama');
  });

  it('names none for another log, nor for a command that does not print one', () => {
    expect(logReaderEngine('cat ~/logs/server.log')).toBeNull();
    expect(logReaderEngine('rm ~/.ollama/logs/server.log')).toBeNull();
    expect(logReaderEngine('cat ~/.ollama/logs/app.log')).toBeNull();
  });
});
