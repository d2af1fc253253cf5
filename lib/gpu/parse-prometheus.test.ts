import { describe, expect, it } from 'vitest';
import { parseDcgmMatrix, parseDcgmVector, PromAnswerError, SCRAPED_AT_LABEL } from './parse-prometheus';
import { dcgmFleetQuery, dcgmUsedQuery } from './promql';

const V100 = { UUID: 'GPU-a6158b59-2c1e-1e63-0068-9178c4298abd', device: 'nvidia0', modelName: 'Tesla V100-SXM2-32GB', Hostname: 'r6i3n0', instance: '127.0.0.1:9400', job: 'dcgm' };
const vector = (result: unknown[]) => ({ status: 'success', data: { resultType: 'vector', result } });

describe('parseDcgmVector', () => {
  it('joins used, free and utilisation of one GPU into a sample; total = used + free; the scrape time comes from the timestamp() series', () => {
    const hosts = parseDcgmVector(
      vector([
        { metric: { __name__: 'DCGM_FI_DEV_FB_USED', gpu: '0', ...V100 }, value: [1_771_630_700.5, '31051'] },
        { metric: { __name__: 'DCGM_FI_DEV_FB_FREE', gpu: '0', ...V100 }, value: [1_771_630_700.5, '1449'] },
        { metric: { __name__: 'DCGM_FI_DEV_GPU_UTIL', gpu: '0', ...V100 }, value: [1_771_630_700.5, '97'] },
        { metric: { gpu: '0', ...V100, [SCRAPED_AT_LABEL]: 'scraped_at' }, value: [1_771_630_700.5, '1771630695.123'] },
      ]),
      'Hostname',
    );
    expect(hosts.get('r6i3n0')).toEqual({
      at: 1_771_630_695_123,
      gpus: [{ index: 0, uuid: V100.UUID, name: 'Tesla V100-SXM2-32GB', usedMiB: 31051, totalMiB: 32500, utilizationPct: 97 }],
    });
  });

  it('adds MIG instances of one GPU up (one series per GPU_I_ID, issue #317 shape) and sorts GPUs by index', () => {
    const mig = (name: string, gpu: string, id: string, v: string) => ({
      metric: { __name__: name, gpu, UUID: `GPU-${gpu}`, modelName: 'NVIDIA A30', GPU_I_PROFILE: '1g.6gb', GPU_I_ID: id, Hostname: 'test0003' },
      value: [1_700_000_000, v],
    });
    const [gpus] = [...parseDcgmVector(vector([mig('DCGM_FI_DEV_FB_USED', '1', '3', '3'), ...['3', '4', '5', '6'].flatMap((id) => [mig('DCGM_FI_DEV_FB_USED', '0', id, '3'), mig('DCGM_FI_DEV_FB_FREE', '0', id, '6012')])]), 'Hostname').values()].map((r) => r.gpus);
    expect(gpus!.map((g) => [g.index, g.usedMiB, g.totalMiB, g.utilizationPct])).toEqual([
      [0, 12, 24060, null],
      [1, 3, null, null],
    ]);
  });

  it('keys hosts by the configured label (a lowercase hostname under Kubernetes) and skips series without it or without a GPU index', () => {
    const hosts = parseDcgmVector(
      vector([
        { metric: { __name__: 'DCGM_FI_DEV_FB_FREE', gpu: '1', hostname: 'dcgm-exporter-wwwjh' }, value: [1, '11275'] },
        { metric: { __name__: 'DCGM_FI_DEV_FB_FREE', gpu: '1', Hostname: 'other' }, value: [1, '5'] },
        { metric: { __name__: 'DCGM_FI_DEV_FB_FREE', hostname: 'no-gpu-label' }, value: [1, '5'] },
      ]),
      'hostname',
    );
    expect([...hosts.keys()]).toEqual(['dcgm-exporter-wwwjh']);
    expect(hosts.get('dcgm-exporter-wwwjh')!.gpus[0]).toMatchObject({ usedMiB: null, totalMiB: null });
  });

  it('NaN and Inf values are unknown (null), never zero', () => {
    const hosts = parseDcgmVector(vector([{ metric: { __name__: 'DCGM_FI_DEV_FB_USED', gpu: '0', Hostname: 'h' }, value: [1, 'NaN'] }, { metric: { __name__: 'DCGM_FI_DEV_GPU_UTIL', gpu: '0', Hostname: 'h' }, value: [1, '+Inf'] }]), 'Hostname');
    expect(hosts.get('h')!.gpus[0]).toMatchObject({ usedMiB: null, utilizationPct: null });
  });

  it.each([
    ['an error answer', { status: 'error', errorType: 'bad_data', error: 'parse error at char 3' }, /refused the query \(bad_data\): parse error/],
    ['a matrix where a vector was asked for', { status: 'success', data: { resultType: 'matrix', result: [] } }, /not a Prometheus vector answer/],
    ['an HTML page', '<html>proxy login</html>', /not a Prometheus vector answer/],
    ['a value that is not a string', vector([{ metric: {}, value: [1, 5] }]), /not a Prometheus vector answer/],
    ['a label value that is not a string', vector([{ metric: { __name__: 'DCGM_FI_DEV_FB_USED', gpu: 0, Hostname: 'h' }, value: [1, '5'] }]), /not a Prometheus vector answer/],
    ['a series without labels', vector([{ value: [1, '5'] }]), /not a Prometheus vector answer/],
    ['a value pair too short', vector([{ metric: { Hostname: 'h' }, value: [1] }]), /not a Prometheus vector answer/],
  ])('%s is a PromAnswerError', (_name, answer, message) => {
    expect(() => parseDcgmVector(answer, 'Hostname')).toThrow(PromAnswerError);
    expect(() => parseDcgmVector(answer, 'Hostname')).toThrow(message);
  });
});

describe('parseDcgmVector, unfiltered', () => {
  it('keeps only the wanted hosts; a host-level scrape time (no gpu label) dates its GPUs', () => {
    const hosts = parseDcgmVector(
      vector([
        { metric: { __name__: 'DCGM_FI_DEV_FB_USED', gpu: '0', Hostname: 'ours' }, value: [200, '1'] },
        { metric: { __name__: 'DCGM_FI_DEV_FB_USED', gpu: '0', Hostname: 'theirs' }, value: [200, '1'] },
        { metric: { Hostname: 'ours', [SCRAPED_AT_LABEL]: 'scraped_at' }, value: [200, '195.5'] },
      ]),
      'Hostname',
      new Set(['ours']),
    );
    expect([...hosts.keys()]).toEqual(['ours']);
    expect(hosts.get('ours')!.at).toBe(195_500);
  });
});

describe('parseDcgmMatrix', () => {
  it('per-GPU series over time, oldest first, points in ms', () => {
    const history = parseDcgmMatrix({
      status: 'success',
      data: {
        resultType: 'matrix',
        result: [
          { metric: { __name__: 'DCGM_FI_DEV_FB_USED', gpu: '1' }, values: [[100, '10'], [130, '20']] },
          { metric: { __name__: 'DCGM_FI_DEV_FB_USED', gpu: '0' }, values: [[100, '5'], [130, 'NaN'], [160, '7']] },
        ],
      },
    });
    expect(history).toEqual({ times: [100_000, 130_000, 160_000], usedMiB: { 0: [5, 7], 1: [10, 20] } });
  });
});

describe('dcgm PromQL', () => {
  it('one instant query for every host: the three metrics with only the labels we read, or each host\'s newest scrape time', () => {
    const sel = (m: string) => `{__name__=~"${m}",Hostname=~"gpu-001|gpu-002\\\\.dc1"}`;
    expect(dcgmFleetQuery('Hostname', ['gpu-001', 'gpu-002.dc1'])).toBe(
      `max by (__name__, Hostname, gpu, UUID, modelName, GPU_I_ID) (${sel('DCGM_FI_DEV_FB_USED|DCGM_FI_DEV_FB_FREE|DCGM_FI_DEV_GPU_UTIL')}) or ` +
        `label_replace(max by (Hostname) (timestamp(${sel('DCGM_FI_DEV_FB_USED')})), "radar_sample", "scraped_at", "", "")`,
    );
    expect(dcgmFleetQuery('Hostname', null)).toContain('(timestamp({__name__=~"DCGM_FI_DEV_FB_USED"}))');
    expect(dcgmUsedQuery('hostname', 'a')).toBe('{__name__=~"DCGM_FI_DEV_FB_USED",hostname=~"a"}');
  });

  it('refuses a label value or name that could change the query', () => {
    expect(() => dcgmFleetQuery('Hostname', ['a"} or vector(1) #'])).toThrow(RangeError);
    expect(() => dcgmFleetQuery('Host name', ['a'])).toThrow(RangeError);
    expect(() => dcgmFleetQuery('Hostname', [])).toThrow(RangeError);
  });
});
