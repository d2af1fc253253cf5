import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// tools/server sets its slots up only once load_model() holds the model and its context (`// setup slots` then
// `SRV_INF("initializing slots, n_slots = %d\n", …)`): in init() before late 2025, inside load_model() after, which makes
// the line `srv    load_model: initializing slots, n_slots = 4` (ggml-org/llama.cpp#22319).
const phases = (lines: string[]) => readAttempts(lines)[0]!.phases.map((p) => p.name);

describe("llama-server's slot set-up", () => {
  it('proves the weights loaded in each of its homes', () => {
    for (const line of ['srv    load_model: initializing slots, n_slots = 4', 'srv          init: initializing slots, n_slots = 1', '0.35.784.356 I srv    load_model: initializing, n_slots = 4, n_ctx_slot = 131072, kv_unified = \'true\''])
      expect(phases(['load_tensors: loading model tensors, this can take a while... (mmap = true)', line])).toEqual(['loading_weights', 'weights_loaded']);
  });

  it('is not read from a slot line that is not the set-up', () => {
    expect(phases(['load_tensors: loading model tensors, this can take a while... (mmap = true)', 'srv    load_model: initializing the slots later'])).toEqual(['loading_weights']);
  });
});
