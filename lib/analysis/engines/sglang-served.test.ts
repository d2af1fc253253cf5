import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// uvicorn starts only once the schedulers reported their model loaded; the warmup asks /get_model_info and posts /generate.
// Lines of sgl-project/sglang#25127, #2468 and #25767.
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};

describe('SGLang access lines', () => {
  it("a client's OpenAI API request answered 2xx-4xx proves ready, a bad key or body included", () => {
    expect(outcome(['[2026-05-13 11:24:14] INFO:     192.168.100.67:58648 - "POST /v1/responses HTTP/1.1" 401 Unauthorized'])).toEqual(['sglang', 'ready', ['ready']]);
    expect(outcome(['[2026-05-13 11:34:06] INFO:     192.168.100.188:52144 - "POST /v1/responses HTTP/1.1" 400 Bad Request'])).toEqual(['sglang', 'ready', ['ready']]);
  });

  it("the warmup's own requests, a model list, another path or a 5xx prove nothing", () => {
    expect(outcome(['[2026-05-19 09:38:34] INFO:     127.0.0.1:43162 - "GET /model_info HTTP/1.1" 200 OK'])).toEqual(['sglang', 'running', []]);
    expect(outcome(['[2024-12-13 01:45:26] INFO:     127.0.0.1:40418 - "GET / HTTP/1.1" 404 Not Found'])).toEqual(['sglang', 'running', []]);
    expect(outcome(['[2026-05-13 11:24:14] INFO:     10.0.0.5:51000 - "GET /v1/models HTTP/1.1" 200 OK'])).toEqual(['sglang', 'running', []]);
    expect(outcome(['[2026-05-13 11:24:14] INFO:     10.0.0.5:51000 - "POST /v1/chat/completions HTTP/1.1" 503 Service Unavailable'])).toEqual(['sglang', 'running', []]);
  });
});

describe('SGLang health checks', () => {
  // sgl-project/sglang#8115: /health answers 503 while the server is Starting, 200 once the warmup set it Up (a captured
  // devai-sglang.log in the code corpus shows both).
  it('a /health or /health_generate answered 200 proves ready, a 503 does not', () => {
    expect(outcome(['[2026-07-25 14:35:07] INFO:     10.89.0.23:55166 - "GET /health HTTP/1.1" 200 OK'])).toEqual(['sglang', 'ready', ['ready']]);
    expect(outcome(['[2025-05-26 07:52:49] INFO:     10.142.1.14:60288 - "GET /health_generate HTTP/1.1" 200 OK'])).toEqual(['sglang', 'ready', ['ready']]);
    expect(outcome(['[2026-07-27 08:54:36] INFO:     10.89.0.114:37694 - "GET /health HTTP/1.1" 503 Service Unavailable'])).toEqual(['sglang', 'running', []]);
    // The diffusion server's warmup polls its own /health from loopback and gets 200 before it is done (sgl-project/sglang#33787).
    expect(outcome(['[2026-07-27 08:54:36] INFO:     127.0.0.1:58294 - "GET /health HTTP/1.1" 200 OK'])).toEqual(['sglang', 'running', []]);
  });
});

describe('SGLang output for a dropped request', () => {
  it("the tokenizer manager's logged-and-skipped output of a request whose client left proves serving, not a failure", () => {
    const line = "[2026-08-24 06:49:47] Received output for rid='e71f27aa5f7b44dd8283c751e2c15842' but the state was deleted in TokenizerManager.";
    expect(outcome([line, line])).toEqual(['sglang', 'ready', ['ready']]);
  });
});
