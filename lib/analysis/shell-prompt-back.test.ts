import { describe, expect, it } from 'vitest';
import { isBareShellPrompt } from '@/lib/journal/bare-line';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

describe("a pasted Windows terminal's prompt coming back: the server's process returned", () => {
  it('reads only a prompt with nothing typed after it', () => {
    expect(isBareShellPrompt('D:\\ik_lama>')).toBe(true);
    expect(isBareShellPrompt('PS C:\\Users\\me> ')).toBe(true);
    expect(isBareShellPrompt('D:\\ik_lama>llama-server.exe -m x.gguf')).toBe(false);
    expect(isBareShellPrompt('PS C:\\Users\\me> .\\llama-server.exe -m x.gguf')).toBe(false);
    expect(isBareShellPrompt('main: server is listening on http://127.0.0.1:8080 - starting the main loop')).toBe(false);
  });

  it('before the server was ready, it died starting (ikawrakow/ik_llama.cpp#507)', () => {
    const log = [
      'D:\\ik_lama>llama-server.exe -m ggml-model-i2_s.gguf',
      'INFO [                    main] build info | tid="21032" timestamp=1749487602 build=1 commit="02272cd"',
      '',
      'D:\\ik_lama>',
    ].join('\n');
    const [a] = analyse(parseLog(log, { year: 2025 }).entries).attempts;
    expect(a!.outcome).toBe('failed');
  });

  it('a line of the run after the prompt takes it back: the server still prints', () => {
    const log = [
      'D:\\ik_lama>llama-server.exe -m ggml-model-i2_s.gguf',
      'INFO [                    main] build info | tid="21032" timestamp=1749487602 build=1 commit="02272cd"',
      'D:\\ik_lama>',
      'llama_model_loader: loaded meta data with 27 key-value pairs and 443 tensors from x.gguf (version GGUF V3 (latest))',
    ].join('\n');
    const [a] = analyse(parseLog(log, { year: 2025 }).entries).attempts;
    expect(a!.outcome).toBe('running');
  });
});
