import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse } from '@/lib/analysis';
import { parseJournalJson, parseLog } from '@/lib/journal';
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

  describe('engine of a unit whose new attempt has printed nothing yet', () => {
    // TGI's launcher dies on its shard's OOM; systemd starts it again and the new process has not logged a line yet.
    const LOG = [
      'Mar 03 10:00:00 gpu7 systemd[1]: Started tgi-llama.service - TGI.',
      'Mar 03 10:00:01 gpu7 text-generation-launcher[4100]: 2025-03-03T10:00:01.000000Z  INFO text_generation_launcher: Starting shard rank=0',
      'Mar 03 10:00:40 gpu7 text-generation-launcher[4100]: 2025-03-03T10:00:40.000000Z ERROR text_generation_launcher: Shard 0 failed to start',
      'Mar 03 10:00:40 gpu7 text-generation-launcher[4100]: Error: ShardCannotStart',
      'Mar 03 10:00:40 gpu7 systemd[1]: tgi-llama.service: Main process exited, code=exited, status=1/FAILURE',
      'Mar 03 10:00:40 gpu7 systemd[1]: tgi-llama.service: Failed with result \'exit-code\'.',
      'Mar 03 10:00:45 gpu7 systemd[1]: tgi-llama.service: Scheduled restart job, restart counter is at 1.',
      'Mar 03 10:00:45 gpu7 systemd[1]: Started tgi-llama.service - TGI.',
    ];
    const summarise = (lines: string[]) => summariseUnit(analyse(parseLog(lines.join('\n'), { year: 2025 }).entries));

    it('is the previous attempt\'s, said as such, while the current one tells nothing', () => {
      const summary = summarise(LOG);
      expect(summary.attempts).toBe(2);
      expect(summary.engine).toBe('tgi');
      expect(summary.engineFromEarlier).toBe(true);
    });

    it("is the current attempt's own once it prints a line of its engine", () => {
      const summary = summarise([...LOG, 'Mar 03 10:00:46 gpu7 text-generation-launcher[4200]: 2025-03-03T10:00:46.000000Z  INFO text_generation_launcher: Starting shard rank=0']);
      expect(summary.engine).toBe('tgi');
      expect(summary.engineFromEarlier).toBeUndefined();
    });

    it('stays unknown when no attempt in the window told its engine', () => {
      const summary = summarise(LOG.filter((l) => l.includes('systemd[1]')));
      expect(summary.engine).toBe('unknown');
      expect(summary.engineFromEarlier).toBeUndefined();
    });
  });
});
