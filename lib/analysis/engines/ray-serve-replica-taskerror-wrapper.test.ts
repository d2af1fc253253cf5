import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Real lines: ray-project/kuberay#3436 (a RayService's Serve controller, `ray.get` on a vLLM replica's start). Ray Serve's replica
// re-raises the constructor's error as `RuntimeError(traceback.format_exc())` (serve/_private/replica.py), and the caller's
// ray.get raises it as RayTaskError(RuntimeError) naming the remote call: neither line names the cause.
const TAIL = [
  '  File "/home/ray/anaconda3/lib/python3.11/site-packages/ray/_private/worker.py", line 871, in get_objects',
  '    raise value.as_instanceof_cause()',
  'ray.exceptions.RayTaskError(RuntimeError): ray::ServeReplica:llm:VLLMDeployment.initialize_and_get_metadata() (pid=1281, ip=192.168.249.61, actor_id=59f4228b828029ccf7b02ec701000000, repr=<ray.serve._private.replica.ServeReplica:llm:VLLMDeployment object at 0x7fa5a0d528d0>)',
  '  File "/home/ray/anaconda3/lib/python3.11/site-packages/ray/serve/_private/replica.py", line 631, in initialize_and_get_metadata',
  '    raise RuntimeError(traceback.format_exc()) from None',
  'RuntimeError: Traceback (most recent call last):',
];

const read = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.outcome, a.fatal?.headline ?? null]);

describe("Ray's RayTaskError over a Serve replica's failed start", () => {
  it('is a wrapper: the replica failed, no cause shown', () => {
    expect(read(TAIL)).toEqual([['failed', null]]);
  });

  it('the wrapped traceback\'s last line is the cause', () => {
    expect(read([...TAIL, '  File "/app/serve.py", line 9, in __init__', '    raise ValueError("Current node has no GPU available.")', 'ValueError: Current node has no GPU available.'])).toEqual([
      ['failed', 'ValueError: Current node has no GPU available.'],
    ]);
  });
});
