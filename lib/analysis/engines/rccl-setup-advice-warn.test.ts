import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// RCCL's init.cc reads /proc/cmdline and the environment and WARN()s set-up advice (`Missing "iommu=pt" from kernel command
// line which can lead to system instablity or hang!`), then goes on initialising: the advice is no cause of a failure that
// follows (kyuz0/amd-strix-halo-vllm-toolboxes#80). A real NCCL WARN (a transport failure) still is.
describe("RCCL's set-up advice warnings", () => {
  const dying = [
    '(EngineCore pid=6685)     self.device_communicator = device_comm_cls(',
    '(EngineCore pid=6685)   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/device_communicators/cuda_communicator.py", line 86, in __init__',
    '(EngineCore pid=6685)     self.pynccl_comm = PyNcclCommunicator(',
    '(EngineCore pid=6685)   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/device_communicators/pynccl.py", line 137, in __init__',
  ];

  it('are not the root cause of the engine core dying after them', () => {
    const lines = [
      '(EngineCore pid=6685) (RayWorkerProc pid=4775, ip=192.168.100.2) [2026-08-13 19:37:01] toolbox:4775:4775 [0] /__w/rockrel/rockrel/build/comm-libs/rccl/build/hipify/src/init.cc:303 NCCL WARN Missing "iommu=pt" from kernel command line which can lead to system instablity or hang!',
      'g1064:11143:11143 [0] /long_pathname_so_that_rpms_can_package_the_debug_info/src/extlibs/rccl/build/src/init.cpp:120 NCCL WARN Missing "amd_iommu=on" from kernel command line which can lead to system instablity or hang!',
      'g1064:11143:11143 [0] /long_pathname_so_that_rpms_can_package_the_debug_info/src/extlibs/rccl/build/src/init.cpp:130 NCCL WARN Missing "HSA_FORCE_FINE_GRAIN_PCIE=1" from environment which can lead to low RCCL performance, system instablity or hang!',
      '(EngineCore pid=6685) (RayWorkerProc pid=4775, ip=192.168.100.2) toolbox:4775:4775 [0] NCCL INFO RCCL version : 2.30.4-HEAD:2b22ab0',
      ...dying,
    ];
    const [a] = readAttempts(lines, 2026);
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal).toBeNull();
  });

  it('leaves a real NCCL warning the cause', () => {
    const lines = [
      'supllm:461:502 [1] /longer_pathname_so_that_rpms_can_support_packaging_the_debug_info_for_all_os_profiles/src/out/ubuntu-22.04/22.04/build/rccl/hipify/src/transport/p2p.cc:239 NCCL WARN hipIpcGetMemHandle failed : invalid argument',
      ...dying,
    ];
    const [a] = readAttempts(lines, 2025);
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal?.headline).toContain('NCCL WARN hipIpcGetMemHandle failed : invalid argument');
  });

  it('keeps a WARN that only mentions a missing thing in other words', () => {
    const lines = ['node:1:1 [0] transport/net_ib.cc:100 NCCL WARN Missing "mlx5_0" device, NET/IB failed to connect', ...dying];
    const [a] = readAttempts(lines, 2025);
    expect(a?.fatal?.headline).toContain('NCCL WARN Missing "mlx5_0" device');
  });
});
