import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse } from '@/lib/analysis';
import { parseJournalJson } from '@/lib/journal';
import { summariseUnit } from './summarise-unit';

const FIXTURE = path.join(__dirname, '../analysis/__fixtures__/seed-story-with-ready.jsonl');

describe('summariseUnit', () => {
  it('the seed story: the new attempt is current, the flashinfer crash of the old one is the last fatal error', () => {
    const entries = parseJournalJson(readFileSync(FIXTURE, 'utf8')).entries;
    const analysis = analyse(entries);
    const summary = summariseUnit(analysis);
    expect(summary.attempts).toBe(analysis.attempts.length);
    expect(summary.attempts).toBeGreaterThanOrEqual(2);
    expect(summary.lastFatal?.headline).toContain('flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)');
    const current = analysis.attempts[analysis.currentAttempt ?? analysis.attempts.length - 1]!;
    // Named by its invocation ID and by start time and main PID, not by its position in this window.
    expect(summary.lastFatal?.attemptId).toBe('a3f1c2d4e5b64f7a8b9c0d1e2f3a4b5c');
    expect(summary.lastFatal?.attemptLabel).toMatch(/^(restart \d+ · )?23:36:00 · pid 221343$/);
    expect(analysis.attempts.find((a) => a.id === summary.lastFatal?.attemptId)!.index).toBeLessThan(current.index);
    expect(summary.currentOutcome).toBe(current.outcome);
    expect(summary.currentPhase).toBe(current.phases.at(-1)?.name ?? null);
    expect(summary.currentStart).toBe(current.start);
  });

  it('an empty journal has no attempt and nothing to report', () => {
    expect(summariseUnit(analyse([]))).toEqual({ attempts: 0, currentPhase: null, currentOutcome: null, currentStart: null, lastFatal: null, engine: 'unknown' });
  });
});
