import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Xinference's web UI polls its own REST API (`/v1/models/<uid>/replicas`, `/progress`) every second while a model launches;
// the manager answers those itself, so the 200s prove no model server up (xorbitsai/inference#4634).
const phases = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.outcome, a.phases.map((p) => p.name)]);
const access = (path: string, method = 'GET') => `2026-02-27 14:05:00,550 uvicorn.access 3498610 INFO     10.10.249.2:37627 - "${method} ${path} HTTP/1.1" 200`;

describe("a model manager's own API paths", () => {
  it.each(['/v1/models/Qwen3-VL-Instruct/progress', '/v1/models/Qwen3-VL-Instruct/replicas', '/v1/cluster/info', '/v1/model_registrations/LLM', '/v1/engines/LLM/qwen3'])(
    '%s answered 200 proves no model serving',
    (path) => expect(phases([access(path), access(path)])).toEqual([['running', []]]),
  );

  it("Xinference's launch request answered 503 proves no model serving; the model list's GET does", () => {
    const launch = '2026-08-07T18:25:43.679Z INFO uvicorn.access pid:1 role:local address:0.0.0.0:9997 node:3d67e2e62a71 172.19.0.1:34608 - "POST /v1/models HTTP/1.1" 503';
    expect(phases([launch])).toEqual([['running', []]]);
    expect(phases([access('/v1/models')])).toEqual([['ready', ['ready']]]);
  });

  it('an inference request answered 200 still proves a model serving', () => {
    expect(phases([access('/v1/chat/completions', 'POST')])).toEqual([['ready', ['ready']]]);
  });
});
