import { describe, expect, it } from 'vitest';
import { splitBareLine } from './bare-line';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Real lines: triton-inference-server/server#4504 (2022), a Triton 22.05 container's banner copied from a dashboard's log view.
describe("a dashboard log view's dated row (`Mon, May 30 2022 7:56:26 pm | `)", () => {
  it('is taken off and times the line in the 12-hour clock', () => {
    expect(splitBareLine('Mon, May 30 2022 7:56:26 pm | == Triton Inference Server ==', false)).toEqual({ text: '== Triton Inference Server ==', service: null, containerTs: Date.UTC(2022, 4, 30, 19, 56, 26) * 1000 });
    expect(splitBareLine('Mon, May 30 2022 7:56:26 pm |  ', false).text).toBe(' ');
  });

  it('leaves the container banner to start the server', () => {
    const lines = [
      'Mon, May 30 2022 7:56:26 pm | == Triton Inference Server ==',
      'Mon, May 30 2022 7:56:26 pm | =============================',
      'Mon, May 30 2022 7:56:26 pm | NVIDIA Release 22.05 (build 38317651)',
      'Mon, May 30 2022 7:56:26 pm | Triton Server Version 2.22.0',
    ];
    const [a] = readAttempts(lines, 2022);
    expect([a!.engine, a!.outcome, a!.phases.map((p) => p.name)]).toEqual(['triton', 'running', ['spawned']]);
  });

  it('reads a line that only starts like one as the process printed it', () => {
    const own = 'Mon, May 30 2022 7:56:26 pm status: ok';
    expect(splitBareLine(own, false).text).toBe(own);
  });
});
