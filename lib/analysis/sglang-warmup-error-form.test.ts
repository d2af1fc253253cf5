import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2024);

const loaded = ['[gpu_id=0] Load weight end. type=Qwen2ForCausalLM, dtype=torch.float16, avail mem=11.45 GB', '[gpu_id=0] Memory pool end. avail mem=8.07 GB'];

// SGLang's warmup thread (srt/server.py): 0.1–0.2 printed `Initialization failed. warmup error: {e}` and re-raised in that
// thread only, so uvicorn served on (sgl-project/sglang#748); since 0.2 it logs the traceback and kills the tree.
describe("SGLang's warmup failure, by the form of its report", () => {
  it("the message form ends only the warmup thread: running, the message named", () => {
    const message = "Initialization failed. warmup error: HTTPConnectionPool(host='0.0.0.0', port=30000): Max retries exceeded with url: /generate (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f655bc34400>: Failed to establish a new connection: [Errno 111] Connection refused'))";
    expect(read([...loaded, message, 'Exception in thread Thread-1 (_wait_and_warmup):'])).toEqual([{ engine: 'sglang', outcome: 'running', fatal: message }]);
  });

  it('the traceback form ends the start', () => {
    const [a] = read([
      ...loaded,
      '[2024-12-13 01:47:34] Initialization failed. warmup error: Traceback (most recent call last):',
      '  File "/home/sglang/python/sglang/srt/server.py", line 621, in _wait_and_warmup',
      '    assert res.status_code == 200, f"{res=}, {res.text=}"',
      "AssertionError: res=<Response [502]>, res.text=''",
    ]);
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal).toContain('AssertionError');
  });
});
