import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

// srt/utils/watchdog.py logs `… watchdog timeout (self.watchdog_timeout=…, self.soft=…)`; only a hard one SIGQUITs the server.
const serving = (soft: boolean): string =>
  [
    '[2026-01-05 10:00:00 TP0] Decode batch, #running-req: 3, #token: 2102, token usage: 0.51, cuda graph: True, gen throughput (token/s): 93.51, #queue-req: 0',
    `[2026-01-05 10:05:00 TP0] Scheduler watchdog timeout (self.watchdog_timeout=300, self.soft=${soft ? 'True' : 'False'})`,
    '[2026-01-05 10:05:02 TP0] Decode batch, #running-req: 3, #token: 2230, token usage: 0.52, cuda graph: True, gen throughput (token/s): 90.02, #queue-req: 0',
  ].join('\n');

const read = (text: string) =>
  analyse(parseLog(text, { year: 2026 }).entries).attempts.map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null, errors: a.errors.length }));

describe('SGLang watchdog timeouts', () => {
  it('a soft one is a warning the server goes on after: still serving, no error block, no cause', () => {
    expect(read(serving(true))).toEqual([{ outcome: 'ready', fatal: null, errors: 0 }]);
  });

  it('a hard one ends the attempt and is its cause', () => {
    const [a] = read(serving(false));
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal).toContain('watchdog timeout');
  });
});
