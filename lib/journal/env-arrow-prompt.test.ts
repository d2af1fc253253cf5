import { describe, expect, it } from 'vitest';
import { isServerCommandPrompt, isShellInput, shellCommand } from './bare-line';

// oh-my-zsh's arrow behind an environment's name (conda's `(env) `, or a bare name), and a server command after
// `export NAME=value; ` in the same typed line (sgl-project/sglang#391, text-generation-inference#408).
describe("the arrow prompt behind an environment's name", () => {
  it('reads the command after a bare name and the arrow, and `export …;` before the server still starts it', () => {
    const line = 'sgl ➜ export CUDA_VISIBLE_DEVICES=4; python -m sglang.launch_server --model-path meta-llama/Llama-2-7b-chat-hf --port 30000';
    expect(shellCommand(line)).toBe('export CUDA_VISIBLE_DEVICES=4; python -m sglang.launch_server --model-path meta-llama/Llama-2-7b-chat-hf --port 30000');
    expect(isServerCommandPrompt(line)).toBe(true);
  });

  it("reads conda's `(env) ` before the theme's arrow and directory", () => {
    const line = '(base) ➜  huggingface-text-generation-inference docker exec -it 401ba897d58a text-generation-launcher --env';
    expect(shellCommand(line)).toBe('docker exec -it 401ba897d58a text-generation-launcher --env');
    expect(isShellInput(line)).toBe(true);
  });

  it('an `export` alone, or `export` before another command, starts no server; a word and an arrow mid-line is no prompt', () => {
    expect(isServerCommandPrompt('sgl ➜ export CUDA_VISIBLE_DEVICES=4; nvidia-smi')).toBe(false);
    expect(isServerCommandPrompt('export CUDA_VISIBLE_DEVICES=4 && python -m sglang.launch_server --port 30000')).toBe(true);
    expect(shellCommand('Rank 0: load weight begin.')).toBeNull();
    expect(shellCommand('weights loaded ➜ warming up')).toBeNull();
  });
});
