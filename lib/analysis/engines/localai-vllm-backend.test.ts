import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2024).map((a) => [a.engine, a.outcome]);

// mudler/LocalAI#1710: LocalAI's loader logs the external backend it is about to spawn (pkg/model/initializers.go); its vLLM
// backend is the Python script under backend/python/vllm/.
describe("LocalAI starting its vLLM backend", () => {
  it('names vLLM from the path the loader starts', () => {
    expect(
      read([
        "4:51PM INF Loading model 'facebook/opt-125m' with backend vllm",
        '4:51PM DBG Loading external backend: /build/backend/python/vllm/run.sh',
      ]),
    ).toEqual([['vllm', 'running']]);
    expect(read(['4:51PM DBG Loading GRPC Process: /build/backend/python/vllm/run.sh'])).toEqual([['vllm', 'running']]);
  });

  it('does not take lines that only list or refuse the backend, nor another Python backend', () => {
    expect(
      read([
        "9:25PM INF Trying to load the model 'codellama-7b-gguf' with all the available backends: whisper, /build/backend/python/transformers/run.sh, /build/backend/python/vllm/run.sh, /build/backend/python/mamba/run.sh",
      ]),
    ).toEqual([['unknown', 'running']]);
    expect(
      read([
        '4:49PM INF [/build/backend/python/vllm/run.sh] Fails: grpc process not found: /tmp/localai/backend_data/backend-assets/grpc/build/backend/python/vllm/run.sh. some backends(stablediffusion, tts) require LocalAI compiled with GO_TAGS',
      ]),
    ).toEqual([['unknown', 'running']]);
    expect(read(['4:51PM DBG Loading external backend: /build/backend/python/transformers/run.sh'])).toEqual([['unknown', 'running']]);
  });
});
