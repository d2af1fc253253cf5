import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.outcome, a.fatal?.headline ?? null]);

// vllm-project/vllm#4411 (vLLM 0.4 over Ray on WSL2, NCCL 2.18.1, NCCL_DEBUG=INFO).
const NO_LIBCUDA =
  "00127-desktop:212030:212030 [0] misc/cudawrap.cc:179 NCCL WARN Failed to find CUDA library libcuda.so (NCCL_CUDA_PATH='') : libcuda.so: cannot open shared object file: No such file or directory";
const VLLM_NCCL = '(RayWorkerWrapper pid=212395) INFO 04-27 01:36:41 pynccl_utils.py:43] vLLM is using nccl==2.18.1';
const CHANNEL = '00127-desktop:212030:212030 [0] NCCL INFO Channel 00 : 0[1000] -> 1[5000] via SHM/direct/direct';
const CUDA_FAILURE = "00127-desktop:212030:212030 [0] transport.cc:154 NCCL WARN Cuda failure 'invalid argument'";
const INIT_TRACE = ['00127-desktop:212030:212030 [0] NCCL INFO init.cc:1032 -> 1', '00127-desktop:212030:212030 [0] NCCL INFO init.cc:1587 -> 1'];

describe("NCCL's communicator init on a host without the unversioned libcuda.so", () => {
  it("takes cudawrap's libcuda.so warning for no cause: NCCL goes on building the communicator", () => {
    expect(read([NO_LIBCUDA, 'NCCL version 2.18.1+cuda12.0', VLLM_NCCL, CHANNEL])).toEqual([['running', null]]);
  });

  it('ends the attempt on the error code traced out of init.cc, the WARN before it the cause', () => {
    expect(read([NO_LIBCUDA, 'NCCL version 2.18.1+cuda12.0', VLLM_NCCL, CHANNEL, '', CUDA_FAILURE, ...INIT_TRACE])).toEqual([['failed', CUDA_FAILURE]]);
  });

  // sgl-project/sglang#3820: a trace still inside the socket layer says nothing yet of the init's end.
  it('takes no end from a trace line outside init.cc', () => {
    expect(read([VLLM_NCCL, CHANNEL, 'node5:240:240 [6] NCCL INFO misc/socket.cc:570 -> 2'])[0]![0]).toBe('running');
  });
});
