import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import type { EngineId } from './engines';
import type { Outcome } from './types';

/** Written by reading the excerpt, before running the analyser on it. A field left out is not checked. */
interface ExpectedAttempt {
  engine: EngineId;
  outcome: Outcome;
  /** A part of the root-cause headline, or null when the excerpt shows none. */
  fatal: string | null;
  exitStatus?: string | null;
  restartCounter?: number | null;
  mainPid?: number | null;
}

interface SystemdCase {
  file: string;
  source: string;
  what: string;
  year: number;
  attempts: ExpectedAttempt[];
  /** A known miss of the analyser, with why: expected to fail until the gap is closed. */
  gap?: string;
}

const ROOT = new URL('./__fixtures__/systemd/', import.meta.url);
const cases = (JSON.parse(readFileSync(new URL('cases.json', ROOT), 'utf8')) as SystemdCase[]).map((c): [string, SystemdCase] => [c.file, c]);

function check(file: string, c: SystemdCase): void {
  const analysis = analyse(parseLog(readFileSync(new URL(file, ROOT), 'utf8'), { year: c.year }).entries);
  const got = analysis.attempts.map((a) => ({
    engine: a.engine,
    outcome: a.outcome,
    fatal: a.fatal?.headline ?? null,
    exitStatus: a.exitStatus,
    restartCounter: a.restartCounter,
    mainPid: a.mainPid,
  }));
  expect(got.length, JSON.stringify(got, null, 1)).toBe(c.attempts.length);
  c.attempts.forEach((want, i) => {
    const a = got[i]!;
    expect([a.engine, a.outcome], `attempt ${i}`).toEqual([want.engine, want.outcome]);
    if (want.fatal === null) expect(a.fatal, `attempt ${i} fatal`).toBeNull();
    else expect(a.fatal ?? '', `attempt ${i} fatal`).toContain(want.fatal);
    for (const key of ['exitStatus', 'restartCounter', 'mainPid'] as const)
      if (want[key] !== undefined) expect(a[key], `attempt ${i} ${key}`).toBe(want[key]);
  });
}

describe("analyse on real systemd lines around any engine (expected written by reading them)", () => {
  it('has at least 12 excerpts', () => expect(cases.length).toBeGreaterThanOrEqual(12));
  it.each(cases.filter(([, c]) => !c.gap))('%s', check);
  const gaps = cases.filter(([, c]) => c.gap);
  if (gaps.length) it.fails.each(gaps)('known gap: %s', check);
});
