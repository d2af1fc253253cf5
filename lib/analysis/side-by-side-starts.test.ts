import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { splitAttempts } from './split-attempts';

// One engine rank holds one PID per start, so a second PID under it is a second start; a process of the first that prints
// again after it was not replaced by it (several servers writing one stream: vllm-project/vllm-neuron#6).
const read = (text: string) => parseLog(text, { year: 2025 }).entries;

describe('side-by-side starts', () => {
  it('an older start whose process prints after the newer one began is not superseded', () => {
    const entries = read(
      [
        '(EngineCore_DP0 pid=272) INFO:Neuron:Done compilation for the priority HLO in 106.28 seconds',
        '(EngineCore_DP0 pid=280) INFO:Neuron:Done compilation for the priority HLO in 106.46 seconds',
        '(EngineCore_DP0 pid=272) INFO:Neuron:Updating the hlo module with optimized layout',
      ].join('\n'),
    );
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(entryAttempt).toEqual([0, 1, 0]);
    expect(attempts.map((a) => a.superseded)).toEqual([false, false]);
    expect(analyse(entries).attempts.map((a) => a.outcome)).toEqual(['running', 'running']);
  });

  it('an older start that falls silent once the newer began stays superseded', () => {
    const entries = read(
      [
        '(EngineCore_DP0 pid=272) INFO:Neuron:Done compilation for the priority HLO in 106.28 seconds',
        '(EngineCore_DP0 pid=280) INFO:Neuron:Done compilation for the priority HLO in 106.46 seconds',
        '(EngineCore_DP0 pid=280) INFO:Neuron:Updating the hlo module with optimized layout',
      ].join('\n'),
    );
    expect(splitAttempts(entries).attempts.map((a) => a.superseded)).toEqual([true, false]);
    expect(analyse(entries).attempts.map((a) => a.outcome)).toEqual(['failed', 'running']);
  });
});
