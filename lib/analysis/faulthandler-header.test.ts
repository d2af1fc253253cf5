import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

// faulthandler writes `Fatal Python error: <signal>` straight to stderr when a process dies of a signal: never a line of the
// Python traceback printed before it, even when another process's frame line was being written at that moment.
describe("faulthandler's header after a frame line", () => {
  it('stands on its own after a cut traceback and names the death', () => {
    expect(
      read([
        '  File "/workspace/sglang/python/sglang/srt/disaggregation/utils.py", line 55 in poll_and_all_reduce',
        'Fatal Python error: Segmentation fault',
        '',
        'Thread 0x00007fb471ffe640 (most recent call first):',
      ]),
    ).toEqual([{ outcome: 'failed', fatal: 'Fatal Python error: Segmentation fault' }]);
  });

  it('glued inside another process\'s frame line, it still stands on its own (kvcache-ai/Mooncake#842)', () => {
    const [a] = read([
      '  File "/root/.local/lib/python3.13/site-packages/torch/distributed/c10d_logger.py", line 81 in wrapper',
      '  File "/workspace/sglang/python/sglang/srt/disaggregation/utils.pyFatal Python error: "Segmentation fault',
    ]);
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal).toContain('Segmentation fault');
  });
});

// faulthandler prints a thread's stack by itself only as the process dies of a fatal signal, in its own frame form (`line N in f`,
// no comma). A paste that kept only those frames, the header above cut off, still shows that death (vllm-project/vllm#3878).
describe("faulthandler's frames without their header", () => {
  it('read as the process dying of a signal, with no cause named', () => {
    expect(
      read([
        '  File "/opt/conda/lib/python3.9/site-packages/vllm/executor/ray_gpu_executor.py", line 224 in _init_cache          ',
        '  File "/opt/conda/lib/python3.9/site-packages/vllm/engine/llm_engine.py", line 119 in __init__                     ',
        '  File "/opt/conda/lib/python3.9/site-packages/vllm/entrypoints/openai/api_server.py", line 157 in <module>         ',
      ]),
    ).toEqual([{ outcome: 'failed', fatal: null }]);
  });

  it("Python's own frames (`, in`) cut before their exception stay a traceback of unknown end", () => {
    expect(
      read([
        '  File "/opt/conda/lib/python3.9/site-packages/vllm/engine/llm_engine.py", line 119, in __init__',
        '    self._init_cache()',
      ]),
    ).toEqual([{ outcome: 'running', fatal: null }]);
  });
});
