import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// vLLM's lines as its fork (Aphrodite) and a wrapper (FastChat's vllm_worker) print them, without vLLM's own prefix.
const read = (lines: string[], year = 2024) =>
  analyse(parseLog(lines.join('\n'), { year }).entries).attempts.map((a) => ({ engine: a.engine, outcome: a.outcome, phases: a.phases.map((p) => p.name) }));

describe("vLLM's fork and wrappers", () => {
  it("Aphrodite's config banner names the engine and opens its init (dphnAI/sonar#566)", () => {
    expect(read(['INFO:     Initializing the Aphrodite Engine (v0.5.3) with the following config:', "INFO:     Model = '/home/user/models/Meta-Llama-3.1-8B-Instruct'"])).toEqual([
      { engine: 'vllm', outcome: 'running', phases: ['init'] },
    ]);
  });

  it('a typed `aphrodite run` starts Aphrodite (dphnAI/sonar#535)', () => {
    expect(read(['aphrodite run Dracones/c4ai-command-r-plus_exl2_5.5bpw --device=auto -q exl2 --kv-cache-dtype fp8', 'WARNING:  Not found nvcc in /usr/local/cuda. Skip cuda version check!'])).toEqual([
      { engine: 'vllm', outcome: 'running', phases: [] },
    ]);
  });

  it("V0's stats line behind Aphrodite's prefix is vLLM serving (dphnAI/sonar#1278)", () => {
    expect(read(['INFO:     Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 27.1 tokens/s, Running: 2 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 21.0%, CPU KV cache usage: 0.0%.'], 2025)).toEqual([
      { engine: 'vllm', outcome: 'ready', phases: ['ready'] },
    ]);
  });

  it("a frame of FastChat's vllm_worker under its stderr relay is a vLLM process (lm-sys/FastChat#3704)", () => {
    const at = '2025-03-24 22:04:27 | ERROR | stderr | ';
    expect(read([`${at}Traceback (most recent call last):`, `${at}  File "/p/haicluster/llama/FastChat/fastchat/serve/vllm_worker.py", line 291, in <module>`, `${at}    worker = VLLMWorker(`, `${at}AttributeError: 'AsyncLLM' object has no attribute 'engine'`], 2025)).toEqual([
      { engine: 'vllm', outcome: 'failed', phases: ['failed'] },
    ]);
  });
});
