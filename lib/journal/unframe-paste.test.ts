import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { isFramedPaste, tableCells, unframePaste } from './unframe-paste';

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

// Rows of QwenLM/Qwen3-VL#1756, copied from a cloud console's log table: empty cells before the line, a closing cell after it.
const TABLE = [
  '  |   | 2025-11-04 10:08:01.175662 master-0 >> (APIServer pid=2427) ERROR 11-04 10:08:01 [async_llm.py:480] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause. |  ',
  '  |   | 2025-11-04 10:08:01.175669 master-0 >> (EngineCore_DP0 pid=2933)   File "/usr/lib/python3.12/concurrent/futures/thread.py", line 59, in run |  ',
].join('\n');

describe('unframePaste, a console table', () => {
  it("takes a console table's empty leading cells and closing ` |` off every row", () => {
    expect(unframePaste(TABLE)).toBe(
      [
        '2025-11-04 10:08:01.175662 master-0 >> (APIServer pid=2427) ERROR 11-04 10:08:01 [async_llm.py:480] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
        '2025-11-04 10:08:01.175669 master-0 >> (EngineCore_DP0 pid=2933)   File "/usr/lib/python3.12/concurrent/futures/thread.py", line 59, in run',
      ].join('\n'),
    );
    const last = parseLog(TABLE, { year: 2025 }).entries.at(-1)!;
    expect(last.message.endsWith('in run')).toBe(true);
  });

  it("leaves a printed table alone (Triton's status rows, nvidia-smi's `+---+` rules) and a log whose lines only hold a `|`", () => {
    const status = '|        |   | At:      |\n| t4r_pt | 1 | UNAVAILABLE: Internal: ModuleNotFoundError |\n';
    expect(tableCells(status)).toBeNull();
    expect(unframePaste(status)).toBe(status);
    const smi = '+-----------------+\n| NVIDIA-SMI 550  |\n+-----------------+\n';
    expect(tableCells(smi)).toBeNull();
    expect(unframePaste(smi)).toBe(smi);
    const piped = 'INFO 04-10 03:53:06 [loggers.py:87] a | b\nINFO 04-10 03:53:07 [loggers.py:87] c |\n';
    expect(unframePaste(piped)).toBe(piped);
    const unclosed = '| 2025-11-04 10:08:01 a |\n| 2025-11-04 10:08:02 b\n';
    expect(unframePaste(unclosed)).toBe(unclosed);
  });
});

// k9s's view of one container of a Seldon pod on AKS (triton-inference-server/tensorrtllm_backend#334, the padding shortened):
// the container's name before each row.
const NAMED = [
  '│ ias-sdep-1 I0206 01:52:07.209989 1 server.cc:674]                    │',
  '│ ias-sdep-1 +-------+---------+--------+                               │',
  '│ ias-sdep-1 | Model | Version | Status |                               │',
].join('\n');

describe('unframePaste, a multi-container pod', () => {
  it("takes the container's name k9s puts before each row off with the frame", () => {
    expect(unframePaste(NAMED)).toBe('I0206 01:52:07.209989 1 server.cc:674]\n+-------+---------+--------+\n| Model | Version | Status |');
  });

  it('keeps a plain first word that every row shares (a log of its own), and a name on only some rows', () => {
    const slots = '│ slot launch_slot_: id  0 | task 0 │\n│ slot update_slots: id  0 | task 0 │';
    expect(unframePaste(slots)).toBe('slot launch_slot_: id  0 | task 0\nslot update_slots: id  0 | task 0');
    const mixed = '│ ias-sdep-1 I0206 01:52:07.209989 1 server.cc:674] │\n│ I0206 01:52:07.209990 1 server.cc:675] │';
    expect(unframePaste(mixed)).toBe('ias-sdep-1 I0206 01:52:07.209989 1 server.cc:674]\nI0206 01:52:07.209990 1 server.cc:675]');
  });
});
