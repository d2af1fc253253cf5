import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

// stern prints `- <pod> › <container>` when the container it followed is gone and `+ …` when it follows the next one
// (stern/tail.go printStopping, printStarting): a crash-looping pod's runs, one after another.
const read = (lines: string[]) => analyse(parseLog(lines.join('\n'), { year: 2025 }).entries);

describe("stern's container marks", () => {
  it('ends a run at `-` and begins the next at the following `+`', () => {
    const run = [
      '+ vllm-7d9f-x2 › vllm',
      'vllm-7d9f-x2 vllm INFO 05-26 00:17:47 [api_server.py:1043] vLLM API server version 0.8.5',
      'vllm-7d9f-x2 vllm INFO 05-26 00:17:50 [model_runner.py:1110] Starting to load model foo...',
      '- vllm-7d9f-x2 › vllm',
    ];
    const a = read([...run, ...run]).attempts;
    expect(a.map((x) => [x.engine, x.outcome])).toEqual([
      ['vllm', 'stopped'],
      ['vllm', 'stopped'],
    ]);
  });

  it('a run that stern still follows is running', () => {
    const a = read(['+ vllm-7d9f-x2 › vllm', 'vllm-7d9f-x2 vllm INFO 05-26 00:17:47 [api_server.py:1043] vLLM API server version 0.8.5']).attempts;
    expect(a.map((x) => x.outcome)).toEqual(['running']);
  });
});
