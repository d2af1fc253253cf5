import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// TGI 1.0.x (huggingface/text-generation-inference#929) logs `Using exllama kernels` per GPTQ layer as it reads the layer's
// tensors; 1.1+ logs `Using exllama kernels v1` (#1355, whose model init then failed).
const healthy = [
  '2023-08-26T23:55:53.111628Z  INFO text_generation_launcher: Using exllama kernels',
  '',
  '2023-08-26T23:55:53.199440Z  INFO text_generation_launcher: Using exllama kernels',
];
const failed = [
  '2023-12-17T06:28:28.002180Z  WARN text_generation_launcher: Disabling exllama v2 and using v1 instead because there are issues when sharding',
  '2023-12-17T06:28:30.812512Z  INFO text_generation_launcher: Using exllama kernels v1',
  '2023-12-17T06:28:30.816449Z ERROR text_generation_launcher: Error when initializing model',
];

const attemptsOf = (text: string[]) => readAttempts(text, 2023);

describe('TGI: the exllama kernels line of a GPTQ shard', () => {
  it('marks a start that is loading weights', () => {
    const [a, ...rest] = attemptsOf(healthy);
    expect(rest).toHaveLength(0);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['tgi', 'running', null]);
    expect(a!.phases.map((p) => p.name)).toEqual(['loading_weights']);
  });

  it('puts weight loading before a model init that failed', () => {
    const [a] = attemptsOf(failed);
    expect([a!.engine, a!.outcome]).toEqual(['tgi', 'failed']);
    expect(a!.phases.map((p) => p.name)).toEqual(['loading_weights', 'failed']);
  });
});
