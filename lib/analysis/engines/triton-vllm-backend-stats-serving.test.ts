import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// triton-inference-server/server#7332: tritonserver 23.11 serving a vLLM model, then Triton's own signal handler.
const STATS = [
  'INFO 06-07 17:13:56 metrics.py:161] Avg prompt throughput: 195.7 tokens/s, Avg generation throughput: 0.0 tokens/s, Running: 1 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 1.1%, CPU KV cache usage: 0.0%',
  'INFO 06-07 17:14:07 metrics.py:161] Avg prompt throughput: 2102.7 tokens/s, Avg generation throughput: 146.2 tokens/s, Running: 4 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 4.5%, CPU KV cache usage: 0.0%',
];
const CRASH = ['Signal (11) received.', ' 0# 0x0000559334F1667D in /opt/tritonserver/bin/tritonserver', ' 1# 0x00007FA5EAD8D520 in /usr/lib/x86_64-linux-gnu/libc.so.6'];

describe("the vLLM backend's stats lines inside Triton", () => {
  it('prove the server was serving before it died', () => {
    expect(readStories([...STATS, ...CRASH], 2024, true)).toEqual([{ engine: 'triton', outcome: 'failed', fatal: 'Signal (11) received.', phases: ['ready', 'failed'] }]);
  });

  it('without them, a crash after the stub started is a load that failed', () => {
    const lines = ['I0607 17:12:01.000000 1 stub_launcher.cc:253] Starting Python backend stub:  exec /opt/tritonserver/backends/python/triton_python_backend_stub /models/vllm_model/1/model.py', ...CRASH];
    expect(readStories(lines, 2024, true)[0]?.phases).not.toContain('ready');
  });

  it('a line that names the throughput without the stats line around it proves nothing', () => {
    const lines = ['I0607 17:12:01.000000 1 model.py:120] "[vllm] note: Avg prompt throughput: is logged every 5 s"', ...CRASH];
    expect(readStories(lines, 2024, true)[0]?.phases).not.toContain('ready');
  });
});
