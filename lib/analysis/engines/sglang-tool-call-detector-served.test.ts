import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2025, true);

// `--tool-call-parser`'s detectors log what they could not parse in a request's output and go on: SGLang serving.
describe("SGLang's tool-call detector lines", () => {
  it('`Failed to parse JSON part: …, JSON parse error: …` behind the main stamp (sgl-project/sglang#7491)', () => {
    expect(
      read([
        '[2025-06-24 04:12:40] Failed to parse JSON part:  {"name": "get_weather", "parameters": {"city": "Los Angeles", "unit": "celsius"}}; {"name": "get_weather", "parameters": {"city": "Chicago", "unit": "celsius"}}, JSON parse error: Expecting value: line 1 column 1 (char 0)',
      ]),
    ).toEqual([{ engine: 'sglang', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });

  it('`Error in parse_streaming_increment: …` (sgl-project/sglang#7479)', () => {
    expect(read(['[2025-06-23 07:22:00] Error in parse_streaming_increment: Expecting value: line 1 column 1 (char 0)'])).toEqual([
      { engine: 'sglang', outcome: 'ready', fatal: null, phases: ['ready'] },
    ]);
  });
});
