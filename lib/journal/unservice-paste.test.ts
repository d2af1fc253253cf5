import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { unservicePaste } from './unservice-paste';

// akash-network/awesome-akash#543: the console's `[vllm]: ` before vLLM's own lines and before torch's `[rank0]: ` tag.
const AKASH = [
  '[vllm]: INFO 07-28 21:53:45 api_server.py:219] vLLM API server version 0.5.3.post1',
  '[vllm]: [rank0]:   File "/usr/local/lib/python3.10/dist-packages/vllm/distributed/parallel_state.py", line 176, in __init__',
  '[vllm]: [rank0]:     self.pynccl_comm = PyNcclCommunicator(',
  '',
].join('\n');

describe('unservicePaste', () => {
  it("takes a console's service prefix off, so vLLM's prefix and torch's rank tag are read again", () => {
    const lines = unservicePaste(AKASH).split('\n');
    expect(lines[0]).toBe('INFO 07-28 21:53:45 api_server.py:219] vLLM API server version 0.5.3.post1');
    expect(lines[1]).toMatch(/^\[rank0\]: {3}File "/);
    expect(parseLog(AKASH, { year: 2024 }).entries[0]!.vllm?.source).toBe('api_server.py:219');
  });

  // ggml-org/llama.cpp#23943: a container log viewer's `[service] ` before each `docker logs -t` line of llama-server's router.
  it('takes a bracketed service name off where an RFC 3339 time follows it, the time then read as docker -t', () => {
    const text = [
      '[llama-cpp] 2026-05-31T16:41:57.826321631Z 0.00.041.185 I srv    operator():     Kortix/FastApply-1.5B-v1.0_GGUF:Q4_K_M',
      '[llama-cpp] 2026-05-31T16:41:57.826324466Z 0.00.041.186 I srv    operator():   * unsloth/gpt-oss-120b-GGUF:Q4_K_M',
      '',
    ].join('\n');
    expect(unservicePaste(text).split('\n')[0]).toBe('2026-05-31T16:41:57.826321631Z 0.00.041.185 I srv    operator():     Kortix/FastApply-1.5B-v1.0_GGUF:Q4_K_M');
    expect(parseLog(text, { year: 2026 }).entries[0]!.message).toBe('0.00.041.185 I srv    operator():     Kortix/FastApply-1.5B-v1.0_GGUF:Q4_K_M');
    // Without the time after it, a bracket and a space is a line's own text.
    for (const plain of ['[llama-cpp] a\n[llama-cpp] b\n', '[llama-cpp] 2026 was\n[llama-cpp] 2026 is\n']) expect(unservicePaste(plain)).toBe(plain);
  });

  it("leaves alone torch's rank tags, a level in brackets, mixed names, a single line and lines without the prefix", () => {
    for (const text of [
      '[rank0]: Traceback (most recent call last):\n[rank0]:   File "x.py", line 1, in <module>\n',
      '[INFO]: a\n[INFO]: b\n',
      '[vllm]: a\n[router]: b\n',
      '[vllm]: only one\n',
      '[vllm]: a\nplain\n[vllm]: b\n',
    ])
      expect(unservicePaste(text)).toBe(text);
  });
});
