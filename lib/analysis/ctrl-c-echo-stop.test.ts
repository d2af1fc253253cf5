import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2025 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null }));
};

// The tty sends SIGINT to the whole foreground job on Ctrl-C and echoes `^C`; the job's next line lands right after it.
const BAR = 'Processed prompts:  87%|████████▎ | 1835/2099 [00:03<00:00, 342.72it/s, est. speed input: 596593.26 toks/s, output: 5211.43 toks/s]';
const DIED = 'ERROR 10-04 01:11:18 [core_client.py:564] Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.';

describe("the terminal's ^C echo glued to the job's next line", () => {
  it('reads the engine core leaving on that SIGINT as the stop the user asked for', () => {
    expect(read([BAR, `^C${DIED}`, '^CTraceback (most recent call last):'])).toEqual([{ outcome: 'stopped', fatal: null }]);
  });

  it('leaves the same death without the echo a failure', () => {
    expect(read([BAR, DIED]).map((a) => a.outcome)).toEqual(['failed']);
  });

  it('does not take a lone ^C (a log viewer interrupted) for the server stopping', () => {
    expect(read([BAR, '^C']).map((a) => a.outcome)).not.toEqual(['stopped']);
  });

  // sgl-project/sglang#7870: the router ignores SIGINT while it waits for its workers and logs on.
  it('does not stop a job whose line after the echo is no end', () => {
    expect(read([BAR, '^C^C^CINFO 10-04 01:11:18 [loggers.py:123] Engine 000: Avg prompt throughput: 0.0 tokens/s']).map((a) => a.outcome)).not.toEqual(['stopped']);
  });

  it('keeps a death printed before the interrupt a failure', () => {
    expect(read([BAR, DIED, '^CTraceback (most recent call last):']).map((a) => a.outcome)).toEqual(['failed']);
  });
});
