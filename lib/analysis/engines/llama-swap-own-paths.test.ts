import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-swap logs each request it takes (proxy/proxymanager.go: `[llama-swap] <ip> [<time>] "<method> <path> <proto>" <status> …`)
// and answers some paths itself, the model list from its config first: such a line proves no model server up, so the llama-server
// it starts next is the same run as the lines before it, not a second one (mostlygeek/llama-swap#35).
const attempts = (lines: string[]) => readAttempts(lines, 2025).map((a) => [a.engine, a.outcome]);

const START = [
  'ggml_cuda_init: found 1 CUDA devices:',
  'build: 4589 (eb7cf15a) with cc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0 for x86_64-linux-gnu',
  "srv    load_model: loading model '/models/m.gguf'",
];

describe("llama-swap's access line", () => {
  it('for a path llama-swap answers itself proves no server up', () => {
    const own = '[llama-swap] 192.168.16.7 [2025-01-30 18:35:15] "GET /v1/models HTTP/1.1" 200 578 "Python/3.11 aiohttp/3.11.8" 63.84µs';
    expect(attempts([own, ...START])).toEqual([['llamacpp', 'running']]);
  });

  it('for a proxied request still counts as a served one: the next start is a new run', () => {
    const proxied = '[llama-swap] 192.168.16.7 [2025-01-30 18:36:15] "POST /v1/chat/completions HTTP/1.1" 200 1578 "Python/3.11 aiohttp/3.11.8" 3.84s';
    expect(attempts([...START, proxied, ...START])).toHaveLength(2);
  });
});
