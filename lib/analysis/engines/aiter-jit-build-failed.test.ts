import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// AITER (ROCm's kernel library vLLM calls) builds a kernel module on first use; aiter/jit/core.py's build_module logs
// `failed build jit [<module>]` in its except branch and then re-raises (older releases sys.exit()): the process that needed
// the op dies, and the line names the module that did not build (ROCm/aiter#257, a V0 worker building module_moe_ck2stages).
describe("AITER's failed JIT build of a kernel module", () => {
  const head = [
    'INFO 03-31 10:00:00 api_server.py:1034] vLLM API server version 0.8.3',
    'start build [module_moe_ck2stages] under /usr/local/lib/python3.12/dist-packages/aiter/jit/build/module_moe_ck2stages',
  ];

  it('ends the attempt and names the module, behind a V0 worker prefix', () => {
    const lines = [
      ...head,
      '(VllmWorkerProcess pid=290) failed build jit [module_moe_ck2stages]',
      '(VllmWorkerProcess pid=290) -->[History]: Traceback (most recent call last):',
      '(VllmWorkerProcess pid=290) -->  File "/usr/local/lib/python3.12/dist-packages/aiter/jit/core.py", line 322, in wrapper',
    ];
    const [a] = readAttempts(lines, 2025);
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal?.headline).toBe('failed build jit [module_moe_ck2stages]');
  });

  it("takes the later releases' arrow form and the standalone builder's wording", () => {
    const arrows = readAttempts([...head, '[aiter] failed build jit [module_aiter_core]↓↓↓↓↓↓↓↓↓↓'], 2026)[0];
    expect(arrows?.outcome).toBe('failed');
    expect(arrows?.fatal?.headline).toContain('failed build jit [module_aiter_core]');
    const standalone = readAttempts([...head, 'failed jit build [module_aiter_enum]↓↓↓↓↓↓↓↓↓↓'], 2025)[0];
    expect(standalone?.outcome).toBe('failed');
    expect(standalone?.fatal?.headline).toContain('failed jit build [module_aiter_enum]');
  });

  it('leaves the builds that went through, and prose about a failed build, alone', () => {
    const lines = [
      ...head,
      '[aiter] finish build [module_moe_ck2stages], cost 95.3s',
      '[aiter] import [module_moe_ck2stages] under /usr/local/lib/python3.12/dist-packages/aiter/jit/module_moe_ck2stages.so',
      'WARNING 03-31 10:02:00 rocm.py:120] the AITER kernel failed build jit before; retrying with the Triton MoE',
      'failed build jit for module_moe_ck2stages was fixed in 0.1.2',
    ];
    const [a] = readAttempts(lines, 2025);
    expect(a?.outcome).toBe('running');
    expect(a?.fatal).toBeNull();
  });
});
