import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';

const parse = (lines: string[]) => parseLog(lines.join('\n'), { year: 2024 }).entries;

describe('a journal pasted without its date and host columns', () => {
  it('keeps each tag as the identifier and PID when every line is tagged (ollama/ollama#1863)', () => {
    const entries = parse([
      'ollama[8937]: [GIN] 2024/04/28 - 20:12:17 | 200 |  155.784253ms |  100.112.67.113 | POST     "/api/embeddings"',
      'ollama[9198]: {"function":"process_single_task","level":"INFO","line":1506,"msg":"slot data","n_idle_slots":1,"n_processing_slots":0,"task_id":31361,"tid":"140302648860672","timestamp":1714335137}',
    ]);
    expect(entries.map((e) => [e.identifier, e.pid])).toEqual([
      ['ollama', 8937],
      ['ollama', 9198],
    ]);
    expect(entries[0]!.message.startsWith('[GIN] ')).toBe(true);
  });

  it("reads the engine's prefix and stamp behind the tag, as in bare output", () => {
    const entries = parse([
      'systemd[1]: Started vllm.service - vLLM.',
      "vllm[2640]: (EngineCore_DP0 pid=2700) ERROR 11-03 23:15:05 [core.py:708] EngineCore failed to start.",
    ]);
    expect(entries[1]!.identifier).toBe('vllm');
    expect(entries[1]!.pid).toBe(2640);
    expect(entries[1]!.vllm?.role).toBe('EngineCore_DP0');
    expect(entries[1]!.ts).toBe(Date.UTC(2024, 10, 3, 23, 15, 5) * 1000);
  });

  it('leaves bare output alone when only some lines look tagged', () => {
    const entries = parse(['worker[3]: starting', 'INFO:     Started server process [7]']);
    expect(entries.map((e) => e.identifier)).toEqual([null, null]);
  });
});
