import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { isFramedPaste, unframePaste } from './unframe-paste';

// Rows of huggingface/text-generation-inference#653, copied from k9s's log pane (the padding shortened).
const K9S = [
  '│ 2023-07-19T21:00:08.123274Z  INFO download: text_generation_launcher: Starting download process.                    │',
  '│ 2023-07-19T21:00:09.954549Z  INFO text_generation_launcher: Download file: model-00001-of-00002.safetensors         │',
  '│                                                                                                                     │',
  '│',
].join('\n');

describe('unframePaste', () => {
  it("takes off a log pane's `│ ` and its padded closing ` │`, so the stamps at column 0 are read again", () => {
    expect(unframePaste(K9S)).toBe(
      '2023-07-19T21:00:08.123274Z  INFO download: text_generation_launcher: Starting download process.\n2023-07-19T21:00:09.954549Z  INFO text_generation_launcher: Download file: model-00001-of-00002.safetensors\n\n',
    );
    const entries = parseLog(K9S, { year: 2023 }).entries.filter((e) => e.message !== '');
    expect(entries.map((e) => e.ts)).toEqual([Date.UTC(2023, 6, 19, 21, 0, 8, 123) * 1000 + 274, Date.UTC(2023, 6, 19, 21, 0, 9, 954) * 1000 + 549]);
  });

  it('leaves a paste alone when one of its first lines is not framed (a rich traceback box opens with `╭`)', () => {
    const text = '╭───── Traceback (most recent call last) ─────╮\n│ /opt/conda/bin/text-generation-server:8 in <module> │\n';
    expect(isFramedPaste(text)).toBe(false);
    expect(unframePaste(text)).toBe(text);
    expect(isFramedPaste('\n\n')).toBe(false);
  });
});

// k9s's log view, copied (kubernetes-sigs/gateway-api-inference-extension#550).
const FRAMED = [
  '│ INFO 03-21 20:19:24 [launcher.py:34] Route: /v1/models, Methods: GET                                              │',
  '│ INFO 03-21 20:19:24 [launcher.py:34] Route: /version, Methods: GET                                                │',
].join('\n');

describe('unframePaste, a vLLM pane', () => {
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
