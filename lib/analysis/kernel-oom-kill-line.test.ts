import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Real lines: triton-inference-server/server#4154 (dmesg of a Kubernetes node: a pod's memory cgroup ran out and the OOM killer
// took tritonserver).
const LINES = [
  '[44930.378128] [  59249]     0 59249  9743705   105957  1683456        0           999 tritonserver',
  '[44930.378129] oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=a82e417e149bceb2f24a3c73f90fd97b033185a234846eff07c07c4e32ca59a0,mems_allowed=0-3,oom_memcg=/kubepods/burstable/podcb040dc7-7546-49e2-ae77-320dc45ed2ce,task_memcg=/kubepods/burstable/podcb040dc7-7546-49e2-ae77-320dc45ed2ce/a82e417e149bceb2f24a3c73f90fd97b033185a234846eff07c07c4e32ca59a0,task=tritonserver,pid=59249,uid=0',
  '[44930.378157] Memory cgroup out of memory: Killed process 59249 (tritonserver) total-vm:38974820kB, anon-rss:98544kB, file-rss:319140kB, shmem-rss:6144kB',
];

const read = (lines: string[]) => readAttempts(lines, 2022).map((a) => [a.outcome, a.fatal?.headline.includes('Memory cgroup out of memory: Killed process 59249 (tritonserver)') ?? null]);

describe("the kernel OOM killer's kill line", () => {
  it("a memory cgroup's, as dmesg prints it: the killed server failed, the kill its cause", () => {
    expect(read(LINES)).toEqual([['failed', true]]);
  });

  it('the task table and the oom-kill summary alone end nothing', () => {
    expect(read(LINES.slice(0, 2))[0]?.[0]).toBe('running');
  });
});
