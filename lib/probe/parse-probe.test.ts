import { describe, expect, it } from 'vitest';
import { parseProbe } from './parse-probe';

const AT = 1_771_630_912_000;
const marker = (code: string, time: string) => `\n@@radar-probe ${code} ${time}\n`;
// vLLM's /v1/models answer (OpenAI list format).
const MODELS = '{"object":"list","data":[{"id":"kimi-k2.5","object":"model","created":1771630912,"owned_by":"vllm","root":"/shared/kimi-k2.5-nvfp4","parent":null,"max_model_len":131072}]}';

describe('parseProbe', () => {
  it('both paths 200: answers, with the model ids', () => {
    const r = parseProbe({ stdout: marker('200', '0.001234') + MODELS + marker('200', '0.004500'), stderr: '', code: 0 }, 8000, 'startup', AT);
    expect(r).toEqual({
      port: 8000,
      portFrom: 'startup',
      at: AT,
      ok: true,
      models: ['kimi-k2.5'],
      checks: [
        { path: '/health', status: 200, timeMs: 1 },
        { path: '/v1/models', status: 200, timeMs: 5 },
      ],
      error: null,
    });
  });

  it("nothing listening: curl's own message", () => {
    const r = parseProbe(
      {
        stdout: marker('000', '0.000211') + marker('000', '0.000190'),
        stderr: "curl: (7) Failed to connect to 127.0.0.1 port 8000 after 0 ms: Couldn't connect to server\ncurl: (7) Failed to connect to 127.0.0.1 port 8000 after 0 ms: Couldn't connect to server\n",
        code: 7,
      },
      8000,
      'fleet',
      AT,
    );
    expect(r.ok).toBe(false);
    expect(r.checks.map((c) => c.status)).toEqual([null, null]);
    expect(r.error).toBe("curl: (7) Failed to connect to 127.0.0.1 port 8000 after 0 ms: Couldn't connect to server");
  });

  it("llama.cpp still loading: HTTP 503 with the server's message", () => {
    const body = '{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}';
    const r = parseProbe({ stdout: body + marker('503', '0.000800') + body + marker('503', '0.000700'), stderr: '', code: 0 }, 8080, 'startup', AT);
    expect(r.error).toBe('HTTP 503 on /health: Loading model');
    expect(r.models).toEqual([]);
  });

  it('health fine but the model list needs a key: the second check names it', () => {
    const r = parseProbe({ stdout: marker('200', '0.001') + '{"error":"Unauthorized"}' + marker('401', '0.001'), stderr: '', code: 0 }, 8000, 'startup', AT);
    expect(r.ok).toBe(false);
    expect(r.error).toBe('HTTP 401 on /v1/models: Unauthorized');
  });

  it('no curl on the host', () => {
    expect(parseProbe({ stdout: '', stderr: 'bash: line 1: curl: command not found\n', code: 127 }, 8000, 'fleet', AT).error).toBe('curl is not available on the host');
  });

  it('a body that is not JSON is quoted, cut to one line', () => {
    const r = parseProbe({ stdout: '<html>\n<body>502 Bad Gateway</body>' + marker('502', '0.01') + marker('000', '0'), stderr: '', code: 0 }, 80, 'fleet', AT);
    expect(r.error).toBe('HTTP 502 on /health: <html>');
  });
});
