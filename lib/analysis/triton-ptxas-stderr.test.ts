import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Triton's make_cubin raises on a failed ptxas with a first line that only says so; ptxas's own stderr follows as the rest of
// the message (`RuntimeError(f'Internal Triton PTX codegen error: \n{log}')` up to 3.2, `PTXASError(f"{error}\n`ptxas` stderr:\n{log}…")`
// later): ptxas's error line names what failed (RLinf/RLinf#92, an sm_120 GPU under a ptxas that predates it).
describe('a Triton ptxas failure whose message goes on with ptxas stderr', () => {
  const read = (lines: string[]) => readAttempts(lines, 2025);

  it("joins ptxas's error line to the RuntimeError's headline, below Ray's actor prefix", () => {
    const [a] = read([
      "(SGLangWorker pid=38135)     raise RuntimeError(f'Internal Triton PTX codegen error: \\n{log}')",
      '(SGLangWorker pid=38135) RuntimeError: Internal Triton PTX codegen error:',
      "(SGLangWorker pid=38135) ptxas fatal   : Value 'sm_120' is not defined for option 'gpu-name'",
      '(SGLangWorker pid=38135)',
      '(SGLangWorker pid=38135) During handling of the above exception, another exception occurred:',
      '(SGLangWorker pid=38135)',
      '(SGLangWorker pid=38135) Traceback (most recent call last):',
      '(SGLangWorker pid=38135)   File "/workspace/rlinf/hybrid_engines/sglang/sglang_0_4_9/sgl_scheduler.py", line 326, in run_scheduler_process',
      '(SGLangWorker pid=38135)     scheduler = Scheduler(',
    ]);
    expect([a!.engine, a!.outcome]).toEqual(['sglang', 'failed']);
    expect(a!.fatal?.headline).toBe("RuntimeError: Internal Triton PTX codegen error: ptxas fatal   : Value 'sm_120' is not defined for option 'gpu-name'");
  });

  it("takes ptxas's error line after PTXASError's `ptxas` stderr: header (triton-lang/triton#8539, a GB10)", () => {
    const [a] = read([
      '  File "/usr/local/lib/python3.12/dist-packages/triton/backends/nvidia/compiler.py", line 442, in make_cubin',
      '    raise PTXASError(f"{error}\\n"',
      'triton.runtime.errors.PTXASError: PTXAS error: Internal Triton PTX codegen error',
      '`ptxas` stderr:',
      "ptxas fatal   : Value 'sm_121a' is not defined for option 'gpu-name'",
    ]);
    expect(a!.fatal?.headline).toBe("triton.runtime.errors.PTXASError: PTXAS error: Internal Triton PTX codegen error ptxas fatal   : Value 'sm_121a' is not defined for option 'gpu-name'");
  });
});
