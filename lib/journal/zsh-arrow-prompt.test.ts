import { describe, expect, it } from 'vitest';
import { isServerCommandPrompt, shellCommand } from './bare-line';

// oh-my-zsh's default theme (robbyrussell) starts its prompt with `➜`: two spaces and the directory (git branch and dirty mark
// in a repository), or, trimmed, one space and the command (containers/ramalama#2214, ollama/ollama#9016).
describe("oh-my-zsh's arrow prompt", () => {
  it('reads the command after the theme', () => {
    expect(shellCommand('➜  home-ops git:(main) ✗ kubectl -n ai logs ollama-0 -f')).toBe('kubectl -n ai logs ollama-0 -f');
    expect(shellCommand('➜  llama.cpp ./build/bin/llama-server -m m.gguf')).toBe('./build/bin/llama-server -m m.gguf');
    expect(shellCommand('➜ ramalama --runtime vllm serve ollama://x/y:3b')).toBe('ramalama --runtime vllm serve ollama://x/y:3b');
  });

  it('a server command after it starts a run; other commands do not', () => {
    expect(isServerCommandPrompt('➜ ramalama run ollama://kahnwong/nanonets-ocr2:3b')).toBe(true);
    expect(isServerCommandPrompt('➜  home-ops git:(main) ✗ kubectl -n ai logs ollama-0 -f')).toBe(false);
    expect(shellCommand('➜')).toBeNull();
  });
});
