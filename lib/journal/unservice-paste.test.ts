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
