import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.outcome, a.phases.map((p) => p.name), a.fatal?.headline.slice(0, 30) ?? null]);
const stamp = '2024-06-26T07:35:08.486443Z ERROR text_generation_launcher: ';

describe("TGI's shard method errors while serving", () => {
  // The router calls Prefill and Decode only from its batching task, on requests accepted after warm-up.
  it('a Prefill or Decode error proves the server was serving', () => {
    expect(read([`${stamp}Method Decode encountered an error.`, 'Traceback (most recent call last):', '  File "/opt/conda/bin/text-generation-server", line 8, in <module>'])).toEqual([
      ['ready', ['ready'], null],
    ]);
  });

  it('a Warmup error proves no serving', () => {
    expect(read([`${stamp}Method Warmup encountered an error.`])[0]![1]).not.toContain('ready');
  });

  // A CUDA error or a failed NCCL collective leaves the shard's context or communicator unusable: it serves no more.
  it('a CUDA error in a method after serving is a cause that lasts', () => {
    expect(read([`${stamp}Method Prefill encountered an error.`, 'Traceback (most recent call last):', '  File "/x/flash_causal_lm.py", line 1, in forward', '    y = f(x)', 'RuntimeError: CUDA error: device-side assert triggered'])).toEqual([
      ['running', ['ready'], 'RuntimeError: CUDA error: devi'],
    ]);
  });

  it('a ValueError in a method is answered and served on', () => {
    expect(read([`${stamp}Method Decode encountered an error.`, 'Traceback (most recent call last):', '  File "/x/logits_process.py", line 1, in f', '    y = f(x)', 'ValueError: Value out of range: -172312851'])[0]![0]).toBe('ready');
  });

  // The exllamav2 module logs this at ERROR and re-raises; the GPTQ layer's import catches the ImportError (HAS_EXLLAMA).
  it('the ERROR that exllamav2 kernels are missing is no cause', () => {
    expect(read(['2024-04-04T06:49:36.458268Z ERROR text_generation_launcher: exllamav2_kernels not installed.', '2024-04-04T06:49:36.671668Z ERROR text_generation_launcher: Error when initializing model'])).toEqual([
      ['failed', ['failed'], null],
    ]);
  });
});
