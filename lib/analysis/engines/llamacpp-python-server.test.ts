import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-cpp-python's OpenAI-compatible server (`python -m llama_cpp.server`): __main__ calls create_app(), which loads the
// model (LlamaProxy.__init__'s `# Load default model`; before 2024 create_app built the Llama itself), then uvicorn.run().
// Lines from getumbrel/llama-gpt#4, abetlen/llama-cpp-python#887, GoogleCloudPlatform/localllm#7 and 3x3cut0r/docker#16.
const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2024);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

const MODEL_MISSING = [
  'Traceback (most recent call last):',
  '  File "/app/llama_cpp/server/__main__.py", line 46, in <module>',
  '    app = create_app(settings=settings)',
  '          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
  '  File "/app/llama_cpp/server/app.py", line 313, in create_app',
  '    llama = llama_cpp.Llama(',
  '            ^^^^^^^^^^^^^^^^',
  '  File "/app/llama_cpp/llama.py", line 308, in __init__',
  '    raise ValueError(f"Model path does not exist: {model_path}")',
  'ValueError: Model path does not exist: /models/llama-2-13b-chat.bin',
];

describe("llama-cpp-python's server", () => {
  it("a frame of its server package tells the engine; the library's frames alone (an app that embeds it) do not", () => {
    expect(read(MODEL_MISSING)).toEqual(['llamacpp', 'failed', 'ValueError: Model path does not exist: /models/llama-2-13b-chat.bin']);
    expect(read(MODEL_MISSING.slice(7))[0]).toBe('unknown');
  });

  it("uvicorn's `Uvicorn running on` after llama.cpp's load is the server up; before it, the load goes on", () => {
    const loaded = ['llama_new_context_with_model: kv self size  = 1600.00 MB', 'INFO:     Started server process [20048]', 'INFO:     Waiting for application startup.'];
    expect(read(loaded)).toEqual(['llamacpp', 'running', null]);
    expect(read([...loaded, 'INFO:     Application startup complete.', 'INFO:     Uvicorn running on http://localhost:8000 (Press CTRL+C to quit)'])).toEqual(['llamacpp', 'ready', null]);
  });

  it("a request in its route handler is the server serving, which answers the error and lives on; a start-up frame is not", () => {
    expect(
      read([
        '2024-02-15 02:47:44,259 - uvicorn.error - ERROR - Exception in ASGI application',
        'Traceback (most recent call last):',
        '  File "/usr/local/lib/python3.10/site-packages/llama_cpp/server/errors.py", line 170, in custom_route_handler',
        '    response = await original_route_handler(request)',
        '  File "/usr/local/lib/python3.10/site-packages/fastapi/routing.py", line 299, in app',
        '    raise e',
      ]),
    ).toEqual(['llamacpp', 'ready', null]);
    expect(read(MODEL_MISSING.slice(0, 6))[1]).not.toBe('ready');
  });
});
