import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { lineSignal } from './rule-sets';
import { VLLM } from './vllm';

const attemptsOf = (lines: string[]) => analyse(parseLog(lines.join('\n') + '\n', { year: 2025 }).entries).attempts;

// What Slurm prints about the step that runs the server (srun's launch_slurm.c _task_finish, slurmstepd's cancel notice and its
// cgroup OOM count), and the shell's word that the server's program is not on PATH.
describe("Slurm's lines about the server's step", () => {
  // code corpus: an operator's notes on vLLM's PATH in Slurm jobs (store id 36259011153), the whole of what the job printed.
  it('fails a step whose shell found no `vllm`, naming the shell line over srun\'s exit report', () => {
    const [a] = attemptsOf(['/usr/bin/bash: line 1: vllm: command not found', 'srun: error: k003-010: task 0: Exited with exit code 127']);
    expect([a?.engine, a?.outcome, a?.fatal?.headline]).toEqual(['vllm', 'failed', '/usr/bin/bash: line 1: vllm: command not found']);
  });

  it("reads srun's task report as how the server's process ended, not why", () => {
    expect(lineSignal(VLLM, 'srun: error: gpu-a-7: tasks 0-3: Exited with exit code 1')).toMatchObject({ end: 'failed', cause: false });
    expect(lineSignal(null, 'srun: error: cdr861: task 0: Killed')).toMatchObject({ end: 'failed', cause: false });
    expect(lineSignal(null, 'srun: error: nid001234: task 2: Segmentation fault (core dumped)')).toMatchObject({ end: 'failed', cause: false });
  });

  it("names the step's OOM kill as the cause", () => {
    expect(lineSignal(null, 'srun: error: holy8a26601: task 0: Out Of Memory')).toMatchObject({ end: 'failed', cause: true });
    expect(lineSignal(null, 'slurmstepd: error: Detected 1 oom_kill event in StepId=3855840.0. Some of the step tasks have been OOM Killed.')).toMatchObject({ end: 'failed', cause: true });
    const [a] = attemptsOf([
      '(APIServer pid=2201) INFO 06-01 10:00:01 [api_server.py:1880] vLLM API server version 0.9.2',
      'Loading safetensors checkpoint shards:  40% Completed | 2/5 [00:09<00:14,  4.71s/it]',
      'slurmstepd: error: Detected 1 oom_kill event in StepId=4411.0. Some of the step tasks have been OOM Killed.',
      'srun: error: gpu012: task 0: Out Of Memory',
    ]);
    expect([a?.engine, a?.outcome]).toEqual(['vllm', 'failed']);
    expect(a?.fatal?.headline).toContain('oom_kill event in StepId=4411.0');
  });

  it("stops a serving server that Slurm cancelled at its time limit, whatever it logs going down", () => {
    const [a] = attemptsOf([
      '(APIServer pid=2201) INFO 06-01 10:00:01 [api_server.py:1880] vLLM API server version 0.9.2',
      '(APIServer pid=2201) INFO:     Application startup complete.',
      '(APIServer pid=2201) INFO:     10.1.0.4:51322 - "POST /v1/chat/completions HTTP/1.1" 200 OK',
      'slurmstepd: error: *** STEP 4411.0 ON gpu012 CANCELLED AT 2025-06-01T12:00:03 DUE TO TIME LIMIT ***',
      '(APIServer pid=2201) INFO:     Shutting down',
      'srun: error: gpu012: task 0: Killed',
    ]);
    expect([a?.engine, a?.outcome, a?.fatal]).toEqual(['vllm', 'stopped', null]);
  });

  it('reads a plain scancel and a preemption as the same ordered stop', () => {
    expect(lineSignal(null, 'slurmstepd: error: *** JOB 524549 ON ault43 CANCELLED AT 2024-10-09T23:25:32 ***')).toMatchObject({ end: 'stopped', requested: true });
    expect(lineSignal(null, 'slurmstepd-gpu-h128: error: *** STEP 12769.0 ON gpu-h128 CANCELLED AT 2026-07-12T07:51:35 DUE TO PREEMPTION ***')).toMatchObject({ end: 'stopped' });
    expect(lineSignal(null, 'slurmstepd: *** JOB 830329 CANCELLED AT 2018-08-06T17:21:44 DUE TO TIME LIMIT on n447 ***')).toMatchObject({ end: 'stopped' });
  });

  it.each([
    // srun's own progress while it aborts a step, and tasks it terminated itself: no end of their own
    'srun: Job step aborted: Waiting up to 32 seconds for job step to finish.',
    'srun: error: Timed out waiting for job step to complete',
    'srun: error: node1: tasks 1-3: Terminated',
    // a report quoted by another program, not srun's own line
    'Job failed: srun: error: n1: task 0: Exited with exit code 1',
    // a helper missing from a job script, not the server's program
    '/var/spool/slurmd/job123/slurm_script: line 14: nvidia-smi: command not found',
    'bash: line 3: ray: command not found',
    // the server's name inside another command's error
    'bash: vllm-bench: command not found',
    'slurmstepd: error: Detected 0 oom_kill events in StepId=1.0.',
  ])('ends nothing on %s', (line) => {
    expect(lineSignal(VLLM, line)?.end ?? null).toBeNull();
  });
});
