import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUnitMissing, parseShow } from './parse-show';
import { parseSystemdTimestamp } from './parse-timestamp';

const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');
const STORY_START_US = Date.UTC(2026, 1, 20, 23, 37, 52) * 1000;

describe('parseShow', () => {
  it('reads a running unit with microsecond UTC timestamps', () => {
    expect(parseShow(fixture('vllm-loading-us-utc.txt'))).toEqual({
      id: 'vllm-kimi-k25.service',
      loadState: 'loaded',
      activeState: 'active',
      subState: 'running',
      result: 'success',
      mainPid: 222636,
      invocationId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      nRestarts: 1,
      execMainStartTimestamp: STORY_START_US + 118204,
      activeEnterTimestamp: STORY_START_US + 118433,
      stateChangeTimestamp: STORY_START_US + 118433,
    });
  });

  it('reads the local-time form systemd < 248 prints (CET) to the same instant, to the second', () => {
    const status = parseShow(fixture('vllm-loading-legacy.txt'));
    expect(status.execMainStartTimestamp).toBe(STORY_START_US);
    expect(status.mainPid).toBe(222636);
  });

  it('turns MainPID=0, empty InvocationID and missing timestamps into null (ssh.service from systemd#11869)', () => {
    const status = parseShow(fixture('ssh-show-issue-11869.txt'));
    expect(status).toMatchObject({ mainPid: null, invocationId: null, result: 'exit-code', nRestarts: 5, execMainStartTimestamp: null });
    expect(status.id).toBe('');
  });

  it('flags a unit the host does not have', () => {
    const status = parseShow(fixture('not-found.txt'));
    expect(isUnitMissing(status)).toBe(true);
    expect(status).toMatchObject({ id: 'vllm-nothere.service', mainPid: null, invocationId: null, activeEnterTimestamp: null });
    expect(isUnitMissing(parseShow(fixture('vllm-loading-us-utc.txt')))).toBe(false);
  });

  it('keeps everything after the first = (values may contain =)', () => {
    expect(parseShow('Id=a.service\nResult=x=y\n').result).toBe('x=y');
  });

  it('never throws on garbage and yields nulls', () => {
    const status = parseShow('\u0000garbage\n=\nMainPID=abc\nNRestarts=-1\nInvocationID=not-hex\n');
    expect(status).toMatchObject({ id: '', mainPid: null, nRestarts: null, invocationId: null });
  });
});

describe('parseSystemdTimestamp', () => {
  it.each([
    ['Fri 2026-02-20 23:37:52 UTC', STORY_START_US],
    ['Fri 2026-02-20 23:37:52.000042 UTC', STORY_START_US + 42],
    ['Fri 2026-02-20 23:37:52.5 UTC', STORY_START_US + 500_000],
    ['@1771630672', STORY_START_US],
    ['Fri 2026-02-20 18:37:52 EST', STORY_START_US],
    ['Fri 2026-02-20 15:37:52 PST', STORY_START_US],
    ['2026-02-20 23:37:52', STORY_START_US],
  ])('%s', (raw, us) => expect(parseSystemdTimestamp(raw)).toBe(us));

  it.each(['', 'n/a', '0', 'Fri 2026-02-20 23:37:52 XYZT', 'yesterday', 'Fri 2026-13-45 99:99:99 UTC'])('%j → null', (raw) =>
    expect(parseSystemdTimestamp(raw)).toBeNull(),
  );
});
