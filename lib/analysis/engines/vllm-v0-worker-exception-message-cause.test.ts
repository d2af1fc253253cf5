import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// V0 0.5's multiproc worker logs `Exception in worker W while processing method M: <message>, Traceback …`: the message is
// the exception's own, so the line names the cause even when the traceback is cut before its exception line.
describe("vLLM V0 0.5, a worker's `Exception in worker … while processing method …: <message>, Traceback` line", () => {
  const read = (lines: string[]) => readAttempts(lines, 2024);

  it('headlines the failure with the message it names, a Gloo timeout included (vllm-project/vllm#6299)', () => {
    const [a] = read([
      'INFO 07-10 03:56:16 custom_all_reduce_utils.py:202] generating GPU P2P access cache in /root/.config/vllm/gpu_p2p_access_cache_for_0,1.json',
      '(VllmWorkerProcess pid=3773) ERROR 07-10 04:26:16 multiproc_worker_utils.py:226] Exception in worker VllmWorkerProcess while processing method init_device: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 1800000ms for recv operation to complete, Traceback (most recent call last):',
      '(VllmWorkerProcess pid=3773) ERROR 07-10 04:26:16 multiproc_worker_utils.py:226]   File "/usr/local/lib/python3.8/dist-packages/vllm/executor/multiproc_worker_utils.py", line 223, in _run_worker_process',
      '(VllmWorkerProcess pid=3773) ERROR 07-10 04:26:16 multiproc_worker_utils.py:226]     output = executor(*args, **kwargs)',
    ]);
    expect([a!.engine, a!.outcome]).toEqual(['vllm', 'failed']);
    expect(a!.fatal?.headline).toBe('Exception in worker VllmWorkerProcess while processing method init_device: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 1800000ms for recv operation to complete');
  });

  it('leaves the later form, which names no message, to the exception line below it', () => {
    const [a] = read([
      '(VllmWorkerProcess pid=28380) ERROR 05-13 14:16:10 multiproc_worker_utils.py:238] Exception in worker VllmWorkerProcess while processing method initialize_cache.',
    ]);
    expect([a!.engine, a!.outcome, a!.fatal?.headline ?? null]).toEqual(['vllm', 'failed', 'Exception in worker VllmWorkerProcess while processing method initialize_cache.']);
  });
});
