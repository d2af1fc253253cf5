import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// mattcurf/ollama-intel-gpu#38: a compose log of Open WebUI alone (its server's container was not on the network). Its own
// uvicorn logs its own API's answers (`/api/…`), which no OpenAI-compatible server routes: they prove no model serving.
const phases = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => a.phases.map((p) => p.name));

describe("a chat front end's own API answers", () => {
  it('are no serving line', () => {
    expect(
      phases([
        'ollama-webui      | ERROR [open_webui.routers.ollama] Connection error: Cannot connect to host ollama-intel-gpu:11434 ssl:default [Name or service not known]',
        'ollama-webui      | INFO:     172.18.0.1:54574 - "GET /api/models HTTP/1.1" 200 OK',
        'ollama-webui      | INFO:     172.18.0.1:54574 - "POST /ollama/api/chat HTTP/1.1" 200 OK',
      ]),
    ).toEqual([[]]);
  });

  it("but an OpenAI route's answer still is", () => {
    expect(phases(['INFO:     172.18.0.3:40112 - "POST /v1/chat/completions HTTP/1.1" 200 OK'])).toEqual([['ready']]);
  });
});
