import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { unframePaste } from './unframe-paste';

// k9s's log view, copied (kubernetes-sigs/gateway-api-inference-extension#550).
const FRAMED = [
  '│ INFO 03-21 20:19:24 [launcher.py:34] Route: /v1/models, Methods: GET                                              │',
  '│ INFO 03-21 20:19:24 [launcher.py:34] Route: /version, Methods: GET                                                │',
].join('\n');

describe('unframePaste', () => {
  it("takes a framed pane's bars and padding off every line", () => {
    expect(unframePaste(FRAMED)).toBe(
      'INFO 03-21 20:19:24 [launcher.py:34] Route: /v1/models, Methods: GET\nINFO 03-21 20:19:24 [launcher.py:34] Route: /version, Methods: GET',
    );
  });

  it('leaves a paste alone when a first line has no frame (a table row, a box drawn inside a log)', () => {
    const mixed = `INFO 03-21 20:19:24 [launcher.py:34] Route: /docs, Methods: GET\n${FRAMED}`;
    expect(unframePaste(mixed)).toBe(mixed);
  });

  it('lets the parser read the lines inside the frame', () => {
    const { entries } = parseLog(FRAMED, { year: 2025 });
    expect(entries.map((e) => [e.vllm?.source ?? null, e.message.endsWith('GET')])).toEqual([
      ['launcher.py:34', true],
      ['launcher.py:34', true],
    ]);
  });
});
