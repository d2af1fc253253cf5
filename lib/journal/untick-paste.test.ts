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

  // text-generation-inference#2043: a one-line log quoted in inline code, both backticks on that line.
  it('takes off both backticks of a one-line paste that is one span, and leaves such a span with lines after it', () => {
    const line = '`2024-06-08T09:34:21.826887Z ERROR batch{batch_size=2}:decode:decode{size=2}:decode{size=2}: text_generation_client: router/client/src/lib.rs:46: Server error: transport error`';
    expect(untickPaste(`${line}\n`)).toBe(`${line.slice(1, -1)}\n`);
    expect(parseLog(line, { year: 2024 }).entries[0]?.message.charCodeAt(0)).not.toBe(96);
    for (const text of [`${line}\nINFO 1\n`, '`a` and `b`\n']) expect(untickPaste(text)).toBe(text);
  });
});
