import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// TGI 2.2 on an L4 with an FP8 checkpoint (huggingface/text-generation-inference#2388): the shard's FP8 layer constructor
// logs the Marlin fallback once while it builds the model from the weights, then model init fails.
const lines = [
  '2024-08-09T12:44:39.179449Z  INFO text_generation_launcher: GPU does not support FP8, using Marlin FP8 kernel',
  '2024-08-09T12:44:39.213012Z ERROR text_generation_launcher: Error when initializing model',
  'Traceback (most recent call last):',
  '  File "/opt/conda/bin/text-generation-server", line 8, in <module>',
  '    sys.exit(app())',
];

const attemptsOf = (text: string[]) => readAttempts(text, 2024);

describe('TGI: the Marlin FP8 fallback line', () => {
  it('marks weight loading before the failure', () => {
    const [a, ...rest] = attemptsOf(lines);
    expect(rest).toHaveLength(0);
    expect([a!.engine, a!.outcome]).toEqual(['tgi', 'failed']);
    expect(a!.phases.map((p) => p.name)).toEqual(['loading_weights', 'failed']);
  });

  it('alone reads as a start still loading weights', () => {
    const [a] = attemptsOf(lines.slice(0, 1));
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['tgi', 'running', null]);
    expect(a!.phases.map((p) => p.name)).toEqual(['loading_weights']);
  });
});
