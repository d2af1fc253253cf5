import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// `ollama run` of a cloud model prints `Connecting to '<model>' on 'ollama.com' ⚡` (cmd/cmd.go, Ollama 0.12); the error after it
// is the local server's answer relayed (lines from ollama/ollama#12799).
const engineOf = (lines: string[]) => readAttempts(lines, 2025)[0]!.engine;
const ERROR = "Error: 500 Internal Server Error: unmarshal: invalid character 'I' looking for beginning of value";

describe("Ollama's CLI line for a model on another host", () => {
  it('tells Ollama', () => {
    expect(engineOf(["Connecting to 'qwen3-vl:235b' on 'ollama.com' ⚡", ERROR])).toBe('ollama');
    expect(engineOf(["Connecting to 'llama3' on 'http://gpu-box:11434'", ERROR])).toBe('ollama');
  });

  it('not the same words naming a network interface', () => {
    expect(engineOf(["Connecting to 'home' on 'wlan0'", ERROR])).toBe('unknown');
  });
});
