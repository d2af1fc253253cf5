import { describe, expect, it } from 'vitest';
import { epochMicros, hostName, journalQuery, parseSnapshotRequest, snapshotId, unitName } from './schemas';
import { HOSTILE_CURSORS, HOSTILE_LIMITS, HOSTILE_STRINGS, HOSTILE_TIMES, VALID_CURSOR } from './__fixtures__/hostile-inputs';

describe('unitName', () => {
  it.each(HOSTILE_STRINGS.map((s) => [s]))('rejects %j', (value) => {
    expect(unitName.safeParse(value).success).toBe(false);
  });

  it.each([
    ['vllm-kimi-k25', 'vllm-kimi-k25.service'],
    ['vllm-kimi-k25.service', 'vllm-kimi-k25.service'],
    ['vllm@kimi.service', 'vllm@kimi.service'],
    ['serve_model:1.service', 'serve_model:1.service'],
    ['inference.slice', 'inference.slice'],
  ])('accepts %j as %j', (value, expected) => {
    expect(unitName.parse(value)).toBe(expected);
  });
});

describe('hostName', () => {
  it.each(HOSTILE_STRINGS.map((s) => [s]))('rejects %j', (value) => {
    expect(hostName.safeParse(value).success).toBe(false);
  });

  it('accepts inventory-style names', () => {
    for (const name of ['llm-two', 'gpu01.dc1', 'a_b']) expect(hostName.parse(name)).toBe(name);
  });
});

describe('epochMicros', () => {
  it.each(HOSTILE_TIMES.map((s) => [s]))('rejects %j', (value) => {
    expect(epochMicros.safeParse(value).success).toBe(false);
  });

  it.each([
    ['1771630672000000', 1_771_630_672_000_000],
    ['0', 0],
    ['2026-02-20T23:37:52Z', Date.UTC(2026, 1, 20, 23, 37, 52) * 1000],
    ['2026-02-20T23:37:52.123456Z', Date.UTC(2026, 1, 20, 23, 37, 52) * 1000 + 123_456],
    ['2026-02-20T23:37:52.5+01:00', Date.UTC(2026, 1, 20, 22, 37, 52) * 1000 + 500_000],
    ['2026-02-20 23:37+0000', Date.UTC(2026, 1, 20, 23, 37) * 1000],
  ])('reads %j as %d µs', (value, expected) => {
    expect(epochMicros.parse(value)).toBe(expected);
  });
});

describe('journalQuery', () => {
  it('defaults the limit and leaves the rest unset', () => {
    expect(journalQuery.parse({})).toEqual({ limit: 5_000 });
  });

  it('reads a full query', () => {
    expect(journalQuery.parse({ since: '100', until: '200', after: VALID_CURSOR, limit: '50000' })).toEqual({
      since: 100,
      until: 200,
      after: VALID_CURSOR,
      limit: 50_000,
    });
  });

  it.each(HOSTILE_CURSORS.map((s) => [s]))('rejects cursor %j', (after) => {
    expect(journalQuery.safeParse({ after }).success).toBe(false);
  });

  it.each(HOSTILE_LIMITS.map((s) => [s]))('rejects limit %j', (limit) => {
    expect(journalQuery.safeParse({ limit }).success).toBe(false);
  });

  it('rejects since after until', () => {
    expect(journalQuery.safeParse({ since: '200', until: '100' }).success).toBe(false);
  });
});

describe('snapshotId', () => {
  it('accepts 22 base64url characters only', () => {
    expect(snapshotId.safeParse('AbCdEfGhIjKlMnOpQrSt_-').success).toBe(true);
    for (const bad of ['AbCdEfGhIjKlMnOpQrSt_', 'AbCdEfGhIjKlMnOpQrSt_-x', 'AbCdEfGhIjKlMnOpQrS/_-', ...HOSTILE_STRINGS]) {
      expect(snapshotId.safeParse(bad).success).toBe(false);
    }
  });
});

describe('parseSnapshotRequest', () => {
  it('reads a host slice request with numeric or string times', () => {
    expect(parseSnapshotRequest({ host: 'llm-two', unit: 'vllm-kimi-k25', since: 100, until: '2026-02-20T23:37:52Z' })).toEqual({
      host: 'llm-two',
      unit: 'vllm-kimi-k25.service',
      since: 100,
      until: Date.UTC(2026, 1, 20, 23, 37, 52) * 1000,
    });
  });

  it('reads a paste request', () => {
    expect(parseSnapshotRequest({ source: 'paste', text: 'x' })).toEqual({ source: 'paste', text: 'x' });
  });

  it.each([
    [{}],
    [{ host: 'llm-two' }],
    [{ host: 'llm-two', unit: '../etc' }],
    [{ host: '../x', unit: 'a.service' }],
    [{ host: 'llm-two', unit: 'a.service', since: -1 }],
    [{ host: 'llm-two', unit: 'a.service', since: 1.5 }],
    [{ host: 'llm-two', unit: 'a.service', since: 10, until: 5 }],
    [{ host: 'llm-two', unit: 'a.service', entries: [] }],
    [{ source: 'paste', text: '' }],
    [{ source: 'paste', text: 5 }],
    [{ source: 'paste', text: 'x', host: 'llm-two' }],
    [null],
    ['text'],
  ])('rejects %j', (body) => {
    expect(() => parseSnapshotRequest(body)).toThrow();
  });
});
