// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analyse } from '@/lib/analysis';
import { parseLog } from '@/lib/journal';
import type { TimeZoneMode } from './format-time';
import { PhaseRail } from './phase-rail';

afterEach(cleanup);

const UTC: TimeZoneMode = { kind: 'utc' };

// ollama/ollama#9674: the only stamped line is the runner's ready line; the Gin lines after it carry no stamp the page reads;
// the runner then crashed under a living `ollama serve`, so the attempt is running, in its ready phase.
const LINES = [
  'time=2025-03-17T08:15:58.642+01:00 level=INFO source=server.go:624 msg="llama runner started in 13.02 seconds"',
  '[GIN] 2025/03/17 - 08:15:58 | 200 | 13.3177393s |       127.0.0.1 | POST     "/api/generate"',
  'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 17481.62 MiB on device 0: cudaMalloc failed: out of memory',
  'Exception 0xc0000005 0x0 0x58 0x7ff789a4ebd4',
];

function rail(nowMs: (readyAtUs: number) => number): HTMLElement {
  const analysis = analyse(parseLog(LINES.join('\n'), { year: 2025 }).entries);
  const attempt = analysis.attempts[0]!;
  const ready = attempt.phases.find((p) => p.name === 'ready')!;
  expect(attempt.outcome).toBe('running');
  render(<PhaseRail attempt={attempt} analysis={analysis} zone={UTC} nowMs={nowMs(ready.at!)} onJump={() => {}} />);
  return screen.getByRole('group');
}

describe('PhaseRail', () => {
  it('says how long the attempt has been in its phase when a later time is known', () => {
    const el = rail((at) => at / 1000 + 90_000);
    expect(el.textContent).toMatch(/in ready\s*for 1\s?m/);
  });

  it('says no "for 0 ms" when the last known time is the phase line itself (a paste whose last stamp is the ready line)', () => {
    const el = rail((at) => at / 1000);
    expect(el.textContent).toContain('in ready');
    expect(el.textContent).not.toMatch(/for \d/);
  });
});
