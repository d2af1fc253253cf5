import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// llama_model_loader::load_all_data reads the tensors' data into their buffers and opens with how it uploads them
// (`load_all_data: using async uploads for device Vulkan0, …`): a load that fails after it failed while reading weights
// (ggml-org/llama.cpp#18317, a verbose log whose earlier loader lines were not kept).
describe("the loader's data upload", () => {
  it('marks the weights as loading before the read fails', () => {
    const [a] = analyse(parseLog([
      'load_all_data: using async uploads for device Vulkan0, buffer type Vulkan0, backend Vulkan0',
      'llama_model_load: error loading model: read error: Bad address',
      'llama_model_load_from_file_impl: failed to load model',
    ].join('\n'), { year: 2025 }).entries).attempts;
    expect([a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['failed', ['loading_weights', 'failed']]);
  });
});
