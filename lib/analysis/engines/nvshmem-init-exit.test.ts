import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { lineSignal } from './rule-sets';
import { SGLANG } from './sglang';
import { VLLM } from './vllm';

// sgl-project/sglang#7888 (an xPyD DeepSeek start with DeepEP over 48 ranks): NVSHMEM's init failed on each rank, DeepEP's next
// NVSHMEM call hit the library's NVSHMEMI_CHECK_INIT_STATUS guard, which prints this through NVSHMEMI_ERROR_EXIT and exits.
const EXIT_LINE = 'NVSHMEM API called before NVSHMEM initialization has completed';

describe("NVSHMEM's not-initialised guard", () => {
  it.each([null, SGLANG, VLLM])('ends the process and names the cause (%#)', (profile) => {
    const signal = lineSignal(profile, EXIT_LINE);
    expect([signal?.end, signal?.cause]).toEqual(['failed', true]);
  });

  it('also behind the file and function NVSHMEM prefixes to it', () => {
    const line = '/dvs/p4/build/sw/rel/gpgpu/toolkit/r12.8/main_nvshmem/src/host/team/team.cu:nvshmem_team_split_strided:63: NVSHMEM API called before NVSHMEM initialization has completed';
    expect(lineSignal(null, line)?.end).toBe('failed');
  });

  it("fails a start whose excerpt holds only NVSHMEM's lines", () => {
    const text = [
      EXIT_LINE,
      '/sgl-workspace/nvshmem/src/modules/bootstrap/uid/bootstrap_uid.cpp:bootstrap_uid_alltoall:516: rank 3 nranks 48 size 48',
      '/sgl-workspace/nvshmem/src/modules/bootstrap/uid/bootstrap_uid.cpp:bootstrap_uid_alltoall:546: rank 3 nranks 48 size 48 - DONE',
      '192-168-183-165:132677:132677 [3] NVSHMEM INFO nvshmemi_common_init failed, continuing',
    ].join('\n');
    const [attempt] = analyse(parseLog(text + '\n', { year: 2025 }).entries).attempts;
    expect(attempt?.outcome).toBe('failed');
    expect(attempt?.fatal?.headline).toContain(EXIT_LINE);
  });
});
