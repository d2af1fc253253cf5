import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { unbuildPaste } from './unbuild-paste';

// NixOS/nixpkgs#431464: `nix build -L` of ollama on aarch64-darwin, its check phase's Go test dying in ggml-metal's init.
const NIX = [
  'ollama> ggml_metal_init: recommendedMaxWorkingSetSize  = 12713.12 MB',
  'ollama> SIGABRT: abort',
  'ollama> PC=0x1938e25b0 m=0 sigcode=0',
  'ollama> signal arrived during cgo execution',
  'ollama>',
  'ollama> goroutine 7 gp=0x140000dc380 m=0 mp=0x10305ac80 [syscall]:',
  '',
].join('\n');

describe('unbuildPaste', () => {
  it("takes nix's `name> ` build-log prefix off every line, the bare `name>` of a blank line too", () => {
    const lines = unbuildPaste(NIX).split('\n');
    expect(lines[0]).toBe('ggml_metal_init: recommendedMaxWorkingSetSize  = 12713.12 MB');
    expect(lines[1]).toBe('SIGABRT: abort');
    expect(lines[4]).toBe('');
    expect(parseLog(NIX, { year: 2025 }).entries.map((e) => e.message)).toContain('signal arrived during cgo execution');
  });

  it('leaves alone mixed names, a single line, lines without the prefix and a quote mark', () => {
    for (const text of [
      'ollama> a\nllama-cpp> b\n',
      'ollama> only one\n',
      'ollama> a\nplain\nollama> b\n',
      '> quoted\n> lines\n',
      'a -> b\nc -> d\n',
    ])
      expect(unbuildPaste(text)).toBe(text);
  });
});
