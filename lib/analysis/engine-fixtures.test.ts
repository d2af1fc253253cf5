import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import type { Outcome, Phase } from './types';
import type { EngineId } from './engines';

/** Written by reading the excerpt, before running the analyser on it. */
interface ExpectedAttempt {
  engine: EngineId;
  outcome: Outcome;
  /** A part of the root-cause headline, or null when the excerpt shows none. */
  fatal: string | null;
  mainPid?: number | null;
  /** Every phase the attempt must show, in order (spawned, failed and stopped included). */
  phases?: Phase[];
}

interface EngineCase {
  file: string;
  source: string;
  what: string;
  year?: number;
  attempts: ExpectedAttempt[];
  /** A known miss of the analyser, with why: the case is expected to fail until the gap is closed. */
  gap?: string;
}

const ROOT = new URL('./__fixtures__/engines/', import.meta.url);
const cases: Array<[string, EngineCase]> = existsSync(ROOT)
  ? readdirSync(ROOT).flatMap((engine) => {
      const table = new URL(`${engine}/cases.json`, ROOT);
      if (!existsSync(table)) return [];
      return (JSON.parse(readFileSync(table, 'utf8')) as EngineCase[]).map((c): [string, EngineCase] => [`${engine}/${c.file}`, c]);
    })
  : [];

describe('analyse on real logs of every engine (expected written by reading them)', () => {
  it('has at least 8 excerpts per engine', () => {
    const per = new Map<string, number>();
    for (const [name] of cases) per.set(name.split('/')[0]!, (per.get(name.split('/')[0]!) ?? 0) + 1);
    for (const [engine, n] of per) expect(n, engine).toBeGreaterThanOrEqual(8);
  });

  const check = (name: string, c: EngineCase): void => {
    const text = readFileSync(new URL(name, ROOT), 'utf8');
    const analysis = analyse(parseLog(text, { year: c.year ?? 2025 }).entries);
    const got = analysis.attempts.map((a) => ({
      engine: a.engine,
      outcome: a.outcome,
      fatal: a.fatal?.headline ?? null,
      mainPid: a.mainPid,
      phases: a.phases.map((p) => p.name),
    }));
    expect(got.length, JSON.stringify(got, null, 1)).toBe(c.attempts.length);
    c.attempts.forEach((want, i) => {
      const a = got[i]!;
      expect([a.engine, a.outcome], `attempt ${i}`).toEqual([want.engine, want.outcome]);
      if (want.fatal === null) expect(a.fatal, `attempt ${i} fatal`).toBeNull();
      else expect(a.fatal ?? '', `attempt ${i} fatal`).toContain(want.fatal);
      if (want.mainPid !== undefined) expect(a.mainPid, `attempt ${i} main pid`).toBe(want.mainPid);
      if (want.phases) expect(a.phases, `attempt ${i} phases`).toEqual(want.phases);
    });
  };
  it.each(cases.filter(([, c]) => !c.gap))('%s', check);
  // Written down, not hidden: each fails today for the reason in its `gap`, and this turns red once it passes.
  const gaps = cases.filter(([, c]) => c.gap);
  if (gaps.length) it.fails.each(gaps)('known gap: %s', check);
});
