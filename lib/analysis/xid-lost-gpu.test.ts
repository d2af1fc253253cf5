import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Xid 154 moving the recovery action to `GPU Reset Required` (or Xid 79) takes the GPU away until a reset; Xid 45 on the same bus
// is the driver tearing down the channels of the process it names. Lines from forums.developer.nvidia.com/t/364958 (vLLM 0.17.1,
// its worker titled `VLLM::Worker`) and /t/371272 (no process named), a healthy vLLM unit's lines from the clawd workspace audit.
const KERNEL = [
  'Mar 27 17:40:36 kernel: NVRM: Xid (PCI:0000:01:00): 62, 223b6a66 00002100 00000000 20662342 20662ba6 20664272 2065f7ca 2063f48c',
  'Mar 27 17:40:36 kernel: NVRM: GPU0 _kgspRpcGspEventPmuHalted: Received signal from GSP that PMU has halted.',
  'Mar 27 17:40:36 kernel: NVRM: Xid (PCI:0000:01:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 (GPU Reset Required)',
  'Mar 27 17:40:36 kernel: NVRM: Xid (PCI:0000:01:00): 45, pid=12542, name=VLLM::Worker, channel 0x00000002',
];
const SERVER = [
  'Feb 22 06:35:44 jeebs-Z490-AORUS-MASTER env[3361]: (EngineCore_DP0 pid=3361) INFO 02-22 06:35:44 [default_loader.py:291] Loading weights took 1.74 seconds',
  'Feb 22 06:36:02 jeebs-Z490-AORUS-MASTER env[3285]: (APIServer pid=3285) INFO 02-22 06:36:02 [api_server.py:946] Starting vLLM API server 0 on http://127.0.0.1:8001',
  'Feb 22 06:36:02 jeebs-Z490-AORUS-MASTER env[3285]: (APIServer pid=3285) INFO:     Application startup complete.',
];
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2026);
  return [a!.engine, a!.outcome, a!.fatal?.headline.slice(0, 32) ?? null];
};

describe('a GPU lost until reset, named on a process', () => {
  it("ends the attempt of the process it names: a kernel-only excerpt naming vLLM's worker is vLLM's, failed on the first Xid", () => {
    expect(read(KERNEL)).toEqual(['vllm', 'failed', 'NVRM: Xid (PCI:0000:01:00): 62, ']);
  });

  it('reads a lost GPU that names no process as no end: nothing says whose GPU it was', () => {
    expect(read([
      'NVRM: Xid (PCI:0000:01:00): 62, 323f0f30 0000c3d8 00000000 206dae68 206da022 206da190 206d85f6 206d8d86',
      'NVRM: GPU0 _kgspRpcGspEventPmuHalted: Received signal from GSP that PMU has halted.',
      'NVRM: Xid (PCI:0000:01:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 (GPU Reset Required)',
    ])).toEqual(['unknown', 'running', null]);
  });

  it("leaves a serving server alone where the process the host's kernel names is not one of its own", () => {
    const [a] = readAttempts([...SERVER, ...KERNEL], 2026);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['vllm', 'ready', null]);
    expect(a!.gpuFault?.headline).toContain('): 62, ');
  });

  it("ends it where the kernel names the server's own process (here its EngineCore's PID) on the lost GPU", () => {
    const own = KERNEL.map((line) => line.replace('pid=12542', 'pid=3361'));
    expect(read([...SERVER, ...own])).toEqual(['vllm', 'failed', 'NVRM: Xid (PCI:0000:01:00): 62, ']);
  });
});
