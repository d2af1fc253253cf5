import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026);

describe("a frame of vLLM's transformers_utils", () => {
  it("names vLLM where a host's traceback of its config loading shows nothing else of it (xorbitsai/inference#4809)", () => {
    const at = '2026-04-16 14:23:34.047 | ';
    expect(
      read([
        `${at}  File "/usr/local/lib/python3.12/dist-packages/vllm/transformers_utils/configs/qwen3_5.py", line 101, in __init__`,
        `${at}    layer_type_validation(self.layer_types, self.num_hidden_layers)`,
        `${at}    ^^^^^^^^^^^^^^^^^`,
        `${at}TypeError: [address=0.0.0.0:43633, pid=157] layer_type_validation() takes 1 positional argument but 2 were given`,
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: 'TypeError: [address=0.0.0.0:43633, pid=157] layer_type_validation() takes 1 positional argument but 2 were given' }]);
  });
});
