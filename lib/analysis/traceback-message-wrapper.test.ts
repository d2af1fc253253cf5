import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Ray Serve's replica re-raises a deployment constructor's error as `RuntimeError(traceback.format_exc())` (ray-project/ray#51154):
// the exception line is a wrapper whose message is the traceback printed under it.
const HEAD = [
  '[36mray::ServeReplica:llm:VLLMDeployment.initialize_and_get_metadata() (pid=1886, ip=10.58.29.125, actor_id=c3a99f2865a8a727c40545aa01000000, repr=<ray.serve._private.replica.ServeReplica:llm:VLLMDeployment object at 0x7f9966d21550>)',
  '  File "/home/ray/anaconda3/lib/python3.9/site-packages/ray/serve/_private/replica.py", line 694, in initialize',
  '    raise RuntimeError(traceback.format_exc()) from None',
  'RuntimeError: Traceback (most recent call last):',
  '  File "/home/ray/anaconda3/lib/python3.9/site-packages/ray/serve/_private/replica.py", line 671, in initialize',
  '    self._user_callable_asgi_app = await asyncio.wrap_future(',
];
const fatalOf = (lines: string[]) => readAttempts(lines, 2025)[0]?.fatal?.headline ?? null;

describe('an exception whose message is a formatted traceback', () => {
  it('names no cause when the wrapped traceback is cut', () => {
    expect(fatalOf(HEAD)).toBeNull();
  });

  it('names the wrapped traceback own exception line', () => {
    expect(fatalOf([...HEAD, '  File "/x/vllm/platforms/cuda.py", line 1, in f', '    raise', 'RuntimeError: No CUDA GPUs are available'])).toBe('RuntimeError: No CUDA GPUs are available');
  });
});
