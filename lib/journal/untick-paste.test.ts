import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { untickPaste } from './untick-paste';

describe('untickPaste', () => {
  // triton-inference-server/server#7578: the paste opens with a backtick glued to the command it ran.
  it('takes off the backtick that opens inline code at the first line and the one that closes it at the last', () => {
    const text = '`tritonserver --model-repository ./model_repository\nI0830 04:19:45.248723 783669 pinned_memory_manager.cc:277] "Pinned memory pool is created at \'0x7d4e1cc10000\' with size 268435456"`\n';
    expect(untickPaste(text)).toBe('tritonserver --model-repository ./model_repository\nI0830 04:19:45.248723 783669 pinned_memory_manager.cc:277] "Pinned memory pool is created at \'0x7d4e1cc10000\' with size 268435456"\n');
    expect(parseLog(text, { year: 2024 }).entries[0]?.message).toBe('tritonserver --model-repository ./model_repository');
  });

  it('leaves a line with a span of its own, a fence and a paste without the backtick alone', () => {
    for (const text of ['`vllm serve` was run\nINFO 1\n', '```\nINFO 1\n```\n', 'INFO 1\nINFO 2`\n']) expect(untickPaste(text)).toBe(text);
  });
});
