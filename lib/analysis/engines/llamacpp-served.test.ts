import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// A served request proves the model loaded: while it loads, llama-server's pre-routing middleware answers every path 503
// except the model lists (tools/server/server.cpp). Lines: the slot line from ggml-org/llama.cpp#10054, the 503 from
// mostlygeek/llama-swap#57; the model-list 200 is the middleware's exception. The slot line picks llama.cpp without
// proving anything itself: no task is numbered yet (ggml-org/llama.cpp#12137).
const SLOT = 'slot get_availabl: id  0 | task -1 | selected slot by lru, t_last = -1';
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};

describe('llama-server request log lines', () => {
  it('a request answered with a status other than 503 proves ready', () => {
    expect(outcome([SLOT, 'request: POST /v1/chat/completions 127.0.0.1 200'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome([SLOT, 'srv  log_server_r: request: POST /v1/embeddings 10.2.0.132 400'])).toEqual(['llamacpp', 'ready', ['ready']]);
  });

  // server_http_context's wording since 2025–26 (ggml-org/llama.cpp#21512, relayed by Ollama 0.30 in ollama/ollama#17782).
  it('the newer `done request:` wording proves ready the same way, and a 503 in it nothing', () => {
    expect(outcome([SLOT, 'srv  log_server_r: done request: POST /completion 127.0.0.1 200'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome([SLOT, 'srv  log_server_r: done request: GET /health 127.0.0.1 503'])).toEqual(['llamacpp', 'running', []]);
  });

  it('a 503 while loading, or a model list answered during the load, proves nothing', () => {
    expect(outcome([SLOT, 'srv  log_server_r: request: GET /health 127.0.0.1 503'])).toEqual(['llamacpp', 'running', []]);
    expect(outcome([SLOT, 'srv  log_server_r: request: GET /v1/models 127.0.0.1 200'])).toEqual(['llamacpp', 'running', []]);
    expect(outcome([SLOT, 'srv  log_server_r: request: GET /api/tags 127.0.0.1 200'])).toEqual(['llamacpp', 'running', []]);
    // A bad API key is refused before the loading check; a browser's OPTIONS passes it.
    expect(outcome([SLOT, 'srv  log_server_r: request: POST /v1/chat/completions 127.0.0.1 401'])).toEqual(['llamacpp', 'running', []]);
    expect(outcome([SLOT, 'srv  log_server_r: request: OPTIONS /v1/chat/completions 127.0.0.1 200'])).toEqual(['llamacpp', 'running', []]);
  });

  // Slots get tasks only from the main loop, which starts once the model is loaded (tools/server/server.cpp); lines of
  // ggml-org/llama.cpp#17316 and #10054, and one behind log.cpp's stamp.
  it('a slot working on a numbered task proves ready, whatever the request then answered', () => {
    expect(outcome(['slot update_slots: id  3 | task 309 | prompt done, n_tokens = 1728, batch.n_tokens = 4', 'srv    send_error: task id = 309, error: Invalid input batch.'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome(['slot launch_slot_: id  1 | task 10 | processing task'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome(['0.10.929.937 I slot launch_slot_: id  0 | task 0 | processing task'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome([SLOT])).toEqual(['llamacpp', 'running', []]);
  });

  // The server of late 2023 and llamafile 0.2–0.5 (ggml-org/llama.cpp#4492, mozilla-ai/llamafile#39): update_slots() starting a task.
  it("the 2023 server's `slot N is processing [task id: N]` proves ready, its cache line alone nothing", () => {
    expect(outcome(['slot 0 is processing [task id: 8]'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome(['slot 0 : in cache: 0 tokens | to process: 53 tokens'])).toEqual(['llamacpp', 'running', []]);
  });

  // The 2024 server before its log rewrite, text and JSON formats (ggml-org/llama.cpp#9451, ollama/ollama#3431): a slot taking a
  // request's task proves it served; update_slots() finding all slots idle proves its main loop, started after the load, runs.
  it("the 2024 server's `slot is processing task` proves served, `all slots are idle` ready", () => {
    expect(outcome(['INFO [   launch_slot_with_task] slot is processing task | tid="127234101325824" timestamp=1726136906 id_slot=0 id_task=0'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome(['{"function":"launch_slot_with_data","level":"INFO","line":829,"msg":"slot is processing task","slot_id":0,"task_id":0,"tid":"35172","timestamp":1711936570}'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome(['INFO [            update_slots] all slots are idle | tid="127234101325824" timestamp=1726136860'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome(['{"function":"update_slots","level":"INFO","line":1572,"msg":"all slots are idle and system prompt is empty, clear the KV cache","tid":"35172","timestamp":1711936563}'])).toEqual(['llamacpp', 'ready', ['ready']]);
    expect(outcome(['srv  update_slots: all slots are idle'])).toEqual(['llamacpp', 'ready', ['ready']]);
  });
});
