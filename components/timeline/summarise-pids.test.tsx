import { describe, expect, it } from 'vitest';
import { summarisePids } from './summarise-pids';

const proc = (pid: number, ...roles: string[]) => ({ pid, roles, firstSeq: 0, lastSeq: 0 });

describe('summarisePids', () => {
  it('folds 8 tensor-parallel ranks into one contiguous range', () => {
    const workers = Array.from({ length: 8 }, (_, r) => proc(222701 + r, `Worker_TP${r}`));
    const groups = summarisePids([proc(222636, 'APIServer'), proc(222650, 'EngineCore_DP0'), ...workers], 222636);
    expect(groups).toEqual([
      { role: 'EngineCore_DP', pids: [222650], text: '222650' },
      { role: 'Worker_TP', pids: workers.map((w) => w.pid), text: '222701–222708' },
    ]);
  });

  it('keeps non-contiguous PIDs listed and folds `VllmWorker rank=N` and `Worker_TP3_EP3`', () => {
    const groups = summarisePids([proc(10, 'VllmWorker rank=0'), proc(14, 'VllmWorker rank=1'), proc(20, 'Worker_TP3_EP3'), proc(21, 'Worker_TP4_EP4')], null);
    expect(groups.map((g) => [g.role, g.text])).toEqual([
      ['VllmWorker', '10, 14'],
      ['Worker_TP_EP', '20, 21'],
    ]);
  });

  it('PIDs without a role form their own group', () => {
    expect(summarisePids([proc(5), proc(6)], 1)).toEqual([{ role: null, pids: [5, 6], text: '5, 6' }]);
  });
});
