import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { viewLines } from './line-view';

// llama.cpp's loader prints a dot per part of the model it has read, with no newline: the next line printed (an error, a
// request line) comes glued to the dots, in a terminal, in `docker logs` and in the journal alike.
const parse = (lines: string[]) => parseLog(lines.join('\n'), { year: 2025 }).entries;

describe('progress dots glued to the next line', () => {
  it('the rules read the line after the dots: a glued load error is the cause, named without the dots', () => {
    const attempt = analyse(
      parse([
        'llama_model_loader: - type q4_K:  193 tensors',
        'llm_load_tensors: offloading 32 repeating layers to GPU',
        '..........llama_model_load: error loading model: vk::Queue::submit: ErrorOutOfDeviceMemory',
        'llama_load_model_from_file: failed to load model',
      ]),
    ).attempts[0]!;
    expect(attempt.outcome).toBe('failed');
    expect(attempt.fatal?.headline).toBe('llama_model_load: error loading model: vk::Queue::submit: ErrorOutOfDeviceMemory');
  });

  it('in a journal line too, after the prefix', () => {
    const views = viewLines(parse(['Mar 01 10:00:00 gpu-1 llama-server[411]: ........GGML_ASSERT: ggml-cuda.cu:5925: false']));
    expect(views.text[0]).toBe('GGML_ASSERT: ggml-cuda.cu:5925: false');
  });

  it('leaves an ellipsis before a space, two dots (a relative path) and a line of dots alone', () => {
    const views = viewLines(parse(['... EngineDeadError: EngineCore encountered an issue.', '../models/x.gguf not found', '..........']));
    expect(views.text).toEqual(['... EngineDeadError: EngineCore encountered an issue.', '../models/x.gguf not found', '..........']);
  });
});
