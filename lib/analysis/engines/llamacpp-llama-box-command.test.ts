import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// GPUStack's llama-box is a llama.cpp server; run by hand from GPUStack's pipx venv (prompt `(gpustack) root@host:~# `) on a CPU
// without the instructions its build uses, the shell reports the SIGILL before the binary prints anything (gpustack/gpustack#1418).
describe('a pasted command line running llama-box', () => {
  it('names the engine of the run the shell reports dead', () => {
    const [a] = analyse(parseLog([
      '(gpustack) root@deep2:~# ./.local/share/pipx/venvs/gpustack/lib/python3.12/site-packages/gpustack/third_party/bin/llama-box/llama-box --help',
      'Illegal instruction (core dumped)',
    ].join('\n'), { year: 2025 }).entries).attempts;
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['llamacpp', 'failed', 'Illegal instruction (core dumped)']);
  });
});
