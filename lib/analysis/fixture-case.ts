import { expect } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import type { EngineId } from './engines';
import type { Outcome, Phase } from './types';

/** Written by reading the excerpt, before running the analyser on it. A field left out is not checked. */
export interface ExpectedAttempt {
  engine: EngineId;
  outcome: Outcome;
  /** A part of the root-cause headline, or null when the excerpt shows none. */
  fatal: string | null;
  mainPid?: number | null;
  exitStatus?: string | null;
  restartCounter?: number | null;
  /** Every phase the attempt must show, in order (spawned, failed and stopped included). */
  phases?: Phase[];
}

/** One real excerpt of a fixture table (`cases.json`), with where it came from and what it must read as. */
export interface FixtureCase {
  file: string;
  source: string;
  what: string;
  year?: number;
  attempts: ExpectedAttempt[];
  /** A known miss of the analyser, with why: the case is expected to fail until the gap is closed. */
  gap?: string;
}

const EXACT = ['mainPid', 'exitStatus', 'restartCounter'] as const;

/** Analyses the excerpt's text and checks every attempt against what the case expects of it. */
export function checkFixtureCase(text: string, c: FixtureCase): void {
  const analysis = analyse(parseLog(text, { year: c.year ?? 2025 }).entries);
  const got = analysis.attempts.map((a) => ({
    engine: a.engine,
    outcome: a.outcome,
    fatal: a.fatal?.headline ?? null,
    mainPid: a.mainPid,
    exitStatus: a.exitStatus,
    restartCounter: a.restartCounter,
    phases: a.phases.map((p) => p.name),
  }));
  expect(got.length, JSON.stringify(got, null, 1)).toBe(c.attempts.length);
  c.attempts.forEach((want, i) => {
    const a = got[i]!;
    expect([a.engine, a.outcome], `attempt ${i}`).toEqual([want.engine, want.outcome]);
    if (want.fatal === null) expect(a.fatal, `attempt ${i} fatal`).toBeNull();
    else expect(a.fatal ?? '', `attempt ${i} fatal`).toContain(want.fatal);
    for (const key of EXACT) if (want[key] !== undefined) expect(a[key], `attempt ${i} ${key}`).toBe(want[key]);
    if (want.phases) expect(a.phases, `attempt ${i} phases`).toEqual(want.phases);
  });
}
