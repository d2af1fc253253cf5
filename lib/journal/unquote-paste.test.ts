import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { isQuotedPaste, unquotePaste } from './unquote-paste';

describe('unquotePaste', () => {
  it("takes off a Markdown quote's `> ` (and a blank line's bare `>`) so the prefixes at column 0 are read again", () => {
    const quoted = '> Feb 20 23:37:52 gpu-1 vllm[812]: INFO 02-20 23:37:52 [api_server.py:1] vLLM API server version 0.8.5\n>\n> Feb 20 23:37:53 gpu-1 vllm[812]: ERROR 02-20 23:37:53 [core.py:1] boom\n';
    expect(unquotePaste(quoted)).toBe('Feb 20 23:37:52 gpu-1 vllm[812]: INFO 02-20 23:37:52 [api_server.py:1] vLLM API server version 0.8.5\n\nFeb 20 23:37:53 gpu-1 vllm[812]: ERROR 02-20 23:37:53 [core.py:1] boom\n');
    const parsed = parseLog(quoted, { year: 2025 });
    expect(parsed.format).toBe('short');
    expect(parsed.entries.map((e) => [e.identifier, e.pid])).toEqual([['vllm', 812], ['vllm', 812]]);
  });

  it('leaves a paste alone when one of its first lines is not quoted (a shell heredoc, an arrow in a message)', () => {
    const text = 'INFO 02-20 23:37:52 [api_server.py:1] starting\n> continued\n';
    expect(isQuotedPaste(text)).toBe(false);
    expect(unquotePaste(text)).toBe(text);
    expect(isQuotedPaste('\n\n')).toBe(false);
  });

  // ollama/ollama#1603: `> ` typed before a pasted journal marks only its first line (Markdown's lazy continuation).
  it("takes the quote's `> ` off a first line that begins as the lines after it do", () => {
    const lazy = '> Dec 19 10:46:26 wt-chatbot-v1 ollama[639]: 2023/12/19 10:46:26 llama.go:403: skipping accelerated runner because num_gpu=0\nDec 19 10:46:26 wt-chatbot-v1 ollama[639]: 2023/12/19 10:46:26 llama.go:436: starting llama runner\n';
    expect(unquotePaste(lazy)).toBe(lazy.slice(2));
    expect(parseLog(lazy, { year: 2023 }).entries.map((e) => e.pid)).toEqual([639, 639]);
  });

  // triton-inference-server/server#6506: the reporter quoted the first line only; Markdown's lazy continuation quotes the rest.
  it("takes the marker off a quote's first line when the lines after it go on unmarked (lazy continuation)", () => {
    const text = '> Signal (11) received.   \n 0# 0x000055F2E74E513D in tritonserver\n 1# 0x00007F8697BA2520 in /lib/x86_64-linux-gnu/libc.so.6\n';
    expect(unquotePaste(text)).toBe('Signal (11) received.   \n 0# 0x000055F2E74E513D in tritonserver\n 1# 0x00007F8697BA2520 in /lib/x86_64-linux-gnu/libc.so.6\n');
  });

  it('leaves a quote that ends at a blank line, and a `>>>` prompt alone', () => {
    for (const text of ['> a remark of the reporter\n\nINFO 02-20 23:37:52 [api_server.py:1] starting\n', '>>> from vllm import LLM\nINFO 02-20 23:37:52 [llm.py:1] x\n'])
      expect(unquotePaste(text)).toBe(text);
  });
});
