import { describe, expect, it } from 'vitest';
import { lineSignal } from './rule-sets';
import { TGI } from './tgi';

// The AWS Neuron runtime's own log line (libnrt): stamp, pid:tid, level, MODULE:function, message (huggingface/optimum-neuron#619).
describe("the Neuron runtime's error lines", () => {
  it('name a cause at ERROR, under any engine or none', () => {
    const line = '2024-Jun-02 04:05:36.428966   273:488   ERROR   NRT:nrt_load_collectives                    Unsupported topology. Supported number of Neuron Cores is 1, 2, 8, 16 or a multiple of 32.';
    expect(lineSignal(TGI, line)?.cause).toBe(true);
    expect(lineSignal(null, line)?.cause).toBe(true);
    expect(lineSignal(null, '2023-Sep-24 10:01:02.000123  1234:1234  ERROR  TDRV:tdrv_get_dev_info                       No neuron device available')?.cause).toBe(true);
  });

  it('name none at a lower level, and end nothing', () => {
    expect(lineSignal(null, '2024-Jun-02 04:05:36.428966   273:488   WARN   NRT:nrt_init                    Neuron runtime is outdated')).toBeNull();
    expect(lineSignal(TGI, '2024-Jun-02 04:05:36.428966   273:488   ERROR   NRT:nrt_load_collectives   Unsupported topology.')?.end ?? null).toBeNull();
  });
});
