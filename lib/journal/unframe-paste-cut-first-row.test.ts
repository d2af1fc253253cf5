import { describe, expect, it } from 'vitest';
import { unframePaste } from './unframe-paste';

// huggingface/text-generation-inference#531: rows copied from a log pane, the selection started inside the first row (after
// its `│ `), so only that row lacks the opening bar; its padding and closing ` │` are kept (the padding shortened here).
const CUT = [
  '2024-05-17T15:42:36.708936Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:         │',
  '│                                                                                                                          │',
  '│ /opt/conda/lib/python3.10/site-packages/torch/cuda/__init__.py:118: UserWarning: CUDA initialization: The NVIDIA driver │',
  '│ Traceback (most recent call last):                                                                                       │',
].join('\n');

describe('unframePaste, a pane copied from inside its first row', () => {
  it('takes the closing bar off the cut first row and the frame off every row after it', () => {
    expect(unframePaste(CUT).split('\n')).toEqual([
      '2024-05-17T15:42:36.708936Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:',
      '',
      '/opt/conda/lib/python3.10/site-packages/torch/cuda/__init__.py:118: UserWarning: CUDA initialization: The NVIDIA driver',
      'Traceback (most recent call last):',
    ]);
  });

  it('leaves a first line alone that does not end in padding and the bar, or whose next rows are not framed', () => {
    const unpadded = `INFO started │\n${CUT.split('\n').slice(1).join('\n')}`;
    expect(unframePaste(unpadded)).toBe(unpadded);
    const unframedRest = `${CUT.split('\n')[0]}\nINFO next line`;
    expect(unframePaste(unframedRest)).toBe(unframedRest);
  });
});
