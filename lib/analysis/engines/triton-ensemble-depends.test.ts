import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { ENGINES } from './index';
import { lineSignal } from './rule-sets';

const TRITON = ENGINES.find((e) => e.id === 'triton')!;

describe('Triton: an ensemble refused for a step model that did not load', () => {
  it('is a cause in each of the dependency check’s wordings, not an end', () => {
    for (const text of [
      "Invalid argument: ensemble 'ensemble' depends on 'tensorrt_llm' which has no loaded version. Model 'tensorrt_llm' loading failed with error: version 1 is at UNAVAILABLE state: Internal: oops;",
      "Invalid argument: ensemble 'ens' depends on 'pre' which has no loaded version.",
      "Invalid argument: ensemble 'ens' depends on 'pre' which is not valid",
      "Invalid argument: ensemble 'ens' depends on 'pre' whose required version 2 is not loaded",
    ])
      expect(lineSignal(TRITON, text), text).toMatchObject({ end: null, cause: true });
  });

  it('names the step model’s load error when the excerpt holds only the ensemble’s line', () => {
    const log = [
      "I0101 00:00:00.000001 7 model_lifecycle.cc:473] \"loading: tensorrt_llm:1\"",
      "E0101 00:00:01.000001 7 model_repository_manager.cc:703] \"Invalid argument: ensemble 'ensemble' depends on 'tensorrt_llm' which has no loaded version. Model 'tensorrt_llm' loading failed with error: version 1 is at UNAVAILABLE state: Internal: key 'x' not found;\"",
    ].join('\n');
    const [attempt] = analyse(parseLog(log, { year: 2024 }).entries).attempts;
    expect(attempt?.engine).toBe('triton');
    expect(attempt?.outcome).toBe('running');
    expect(attempt?.fatal?.headline).toContain("loading failed with error: version 1 is at UNAVAILABLE state: Internal: key 'x' not found");
  });
});
