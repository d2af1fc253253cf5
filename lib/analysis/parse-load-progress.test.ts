import { describe, expect, it } from 'vitest';
import { parseLoadProgress } from './parse-load-progress';

describe('parseLoadProgress', () => {
  // Verbatim from vllm-project/vllm #38476, #6689, #18577, #6746 and sgl-project/sglang #7181.
  it.each([
    ['Loading safetensors checkpoint shards:  26% Completed | 22/85 [09:23<29:54, 28.49s/it]', { done: 22, total: 85, elapsedS: 563, remainingS: 1794 }],
    ['Loading safetensors checkpoint shards:  80% Completed | 152/191 [13:52<00:35,  1.09it/s]', { done: 152, total: 191, elapsedS: 832, remainingS: 35 }],
    ['Loading safetensors checkpoint shards:   0% Completed | 0/10 [00:00<?, ?it/s]', { done: 0, total: 10, elapsedS: 0, remainingS: null }],
    ['Loading safetensors checkpoint shards:  12% Completed | 13/109 [00:03<00:24,  3.92it/s]', { done: 13, total: 109, elapsedS: 3, remainingS: 24 }],
    ['Loading safetensors checkpoint shards: 100%|██████████| 64/64 [1:02:03<00:00,  8.46s/it]', { done: 64, total: 64, elapsedS: 3723, remainingS: 0 }],
  ])('%s', (line, expected) => {
    expect(parseLoadProgress(line)).toEqual(expected);
  });

  it('a message with several carriage-return updates gives the last one', () => {
    const msg = 'Loading safetensors checkpoint shards:   1% Completed | 1/64 [00:08<08:24]\rLoading safetensors checkpoint shards:   3% Completed | 2/64 [00:17<08:47, 8.5s/it]\r';
    expect(parseLoadProgress(msg)).toMatchObject({ done: 2, total: 64, remainingS: 527 });
  });

  it('other lines are no progress', () => {
    expect(parseLoadProgress('Capturing CUDA graphs (decode, FULL): 100%|████| 35/35 [00:01<00:00, 17.82it/s]')).toBeNull();
    expect(parseLoadProgress('Loading safetensors checkpoint shards took too long')).toBeNull();
  });
});
