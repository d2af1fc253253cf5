import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJournalJson } from './parse-json';
import { parseLog } from './parse-log';
import type { LogFormat } from './types';

const dir = path.join(__dirname, '__fixtures__', 'story');
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const OLD = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const NEW = '0b1c2d3e4f5061728394a5b6c7d8e9f0';
const json = parseJournalJson(read('story.jsonl'));

describe('story journal, -o json from the real journalctl', () => {
  it('parses all 20 entries', () => {
    expect(json).toMatchObject({ format: 'json', unparsed: 0, lines: 20 });
    expect(json.entries).toHaveLength(20);
  });

  it("systemd's lines carry the unit and the invocation they are about", () => {
    const systemd = json.entries.filter((e) => e.identifier === 'systemd');
    expect(systemd.map((e) => [e.unit, e.invocationId, e.messageId])).toEqual([
      ['vllm-kimi-k25.service', OLD, '39f53479d3a045ac8e11786248231fbf'],
      ['vllm-kimi-k25.service', OLD, '98e322203f7a4ed290d09fe03c09fe15'],
      ['vllm-kimi-k25.service', OLD, 'd9b373ed55a64feb8242e02dbe79a49c'],
      ['vllm-kimi-k25.service', OLD, '5eb03494b6584870a536b337290809b3'],
      ['vllm-kimi-k25.service', OLD, '9d1aaa27d60140bd96365438aad20286'],
      ['vllm-kimi-k25.service', NEW, '39f53479d3a045ac8e11786248231fbf'],
    ]);
    expect(systemd.map((e) => e.fields)).toEqual([
      { JOB_TYPE: 'start', JOB_RESULT: 'done' },
      { EXIT_CODE: 'exited', EXIT_STATUS: '1' },
      null,
      { N_RESTARTS: '1' },
      { JOB_TYPE: 'restart', JOB_RESULT: 'done' },
      { JOB_TYPE: 'start', JOB_RESULT: 'done' },
    ]);
  });

  it('unit processes carry _SYSTEMD_INVOCATION_ID and the main PID, workers their own in the tag', () => {
    const loads = json.entries.filter((e) => e.vllm?.text.startsWith('Starting to load model'));
    expect(loads.map((e) => [e.pid, e.invocationId, e.vllm?.pid, e.ts])).toEqual([
      [221343, OLD, 221401, Date.parse('2026-02-20T23:36:21Z') * 1000],
      [222636, NEW, 222701, Date.parse('2026-02-20T23:37:52Z') * 1000],
    ]);
  });

  it('decodes the byte-array messages: colours stripped, progress collapsed, bad bytes replaced', () => {
    const [coloured, , , progress, multi, bytes, huge] = json.entries.slice(13);
    expect(coloured?.message).toBe('(APIServer pid=222636) INFO 02-20 23:37:37 [api_server.py:1885] vLLM API server version 0.15.1');
    expect(coloured?.vllm?.level).toBe('info');
    expect(progress?.message).toBe('Loading safetensors checkpoint shards:  12% Completed | 14/119 [01:03<07:55,  4.53s/it]');
    expect(multi?.message).toBe('(Worker_TP0 pid=222701) WARNING 02-20 23:38:56 [config.py:77] first line of a multi-line message\n  second line, indented\nthird line');
    expect(bytes?.message).toBe('(Worker_TP0 pid=222701) INFO 02-20 23:38:57 [weight_utils.py:9] bytes that are not UTF-8: \uFFFD\uFFFD end');
    expect(huge).toMatchObject({ message: '', parsed: true, vllm: null, pid: 222636 });
  });
});

describe.each<[string, LogFormat, number]>([
  ['story.short.txt', 'short', 1_000_000],
  ['story.short-iso.txt', 'short-iso', 1_000_000],
  ['story.short-precise.txt', 'short-precise', 1],
  ['story.short-unix.txt', 'short-unix', 1],
  ['story.short-full.txt', 'short-full', 1_000_000],
  ['story.short-iso-precise.txt', 'short-iso', 1],
  ['story.with-unit.txt', 'with-unit', 1_000_000],
  // `-o cat` of a vLLM unit prints vLLM-prefixed lines: that is the `vllm` format, timed by vLLM's stamps.
  ['story.cat.txt', 'vllm', 0],
])('story journal, %s from the real journalctl', (file, format, tsResolution) => {
  const log = parseLog(read(file), { year: 2026 });
  const blob = /^\[\d+B blob data\]$/;

  it(`is detected as ${format} and every line is accounted for`, () => {
    expect(log.format).toBe(format);
    expect(log.lines).toBe(22);
    expect(log.unparsed).toBe(0);
    expect(log.entries).toHaveLength(format === 'vllm' ? 22 : 20);
  });

  if (format === 'vllm') {
    it('gives the same messages as -o json, one line each', () => {
      const shown = json.entries.slice(0, 19).flatMap((e) => e.message.split('\n'));
      expect(log.entries.slice(0, 21).map((e) => e.message)).toEqual(shown);
    });

    it("times vLLM lines by vLLM's stamp, systemd's bare lines have none", () => {
      expect(log.entries[2]?.ts).toBe(Date.parse('2026-02-20T23:36:21Z') * 1000);
      expect(log.entries[0]).toMatchObject({ ts: null, message: 'Started vllm-kimi-k25.service - vLLM Kimi K2.5.' });
    });
    return;
  }

  it('gives the same time, pid, identifier, host, unit and message as -o json', () => {
    log.entries.forEach((entry, i) => {
      const same = json.entries[i];
      expect(entry.ts).toBe(Math.floor((same?.ts ?? 0) / tsResolution) * tsResolution);
      // with-unit prints the unit where the identifier stands: systemd's own lines are told by init.scope's PID 1.
      const identifier = format === 'with-unit' && same?.identifier !== 'systemd' ? null : same?.identifier;
      expect([entry.pid, entry.identifier, entry.hostname]).toEqual([same?.pid, identifier, same?.hostname]);
      if (entry.identifier === 'systemd' || format === 'with-unit') expect(entry.unit).toBe(same?.unit);
      if (!blob.test(entry.message) && same?.message !== '') expect(entry.message).toBe(same?.message);
    });
  });

  it('joins the multi-line message from its indented continuation lines', () => {
    expect(log.entries[17]?.message).toBe(json.entries[17]?.message);
  });
});

describe.each<[string, LogFormat]>([
  ['story.short-monotonic.txt', 'short-monotonic'],
  ['story.short-delta.txt', 'short-delta'],
])('story journal, %s from the real journalctl', (file, format) => {
  const log = parseLog(read(file), { year: 2026 });

  it(`is detected as ${format}, with the PID, identifier, host and seconds since boot of -o json`, () => {
    expect(log).toMatchObject({ format, lines: 22, unparsed: 0 });
    expect(log.entries).toHaveLength(20);
    log.entries.forEach((entry, i) => {
      const same = json.entries[i];
      expect([entry.pid, entry.identifier, entry.hostname]).toEqual([same?.pid, same?.identifier, same?.hostname]);
      expect(entry.fields?.__MONOTONIC_TIMESTAMP).toMatch(/^\d+$/);
    });
    expect(log.entries[17]?.message).toBe(json.entries[17]?.message);
  });

  it("has no date: a line's time is its engine's own stamp, systemd's lines have none", () => {
    expect(log.entries[0]).toMatchObject({ ts: null, identifier: 'systemd', unit: 'vllm-kimi-k25.service', fields: { __MONOTONIC_TIMESTAMP: '86400000000' } });
    expect(log.entries[2]?.ts).toBe(Date.parse('2026-02-20T23:36:21Z') * 1000);
  });
});

describe.each<[string, LogFormat]>([
  ['story.verbose.txt', 'verbose'],
  ['story.o-export', 'export'],
])('story journal, %s from the real journalctl', (file, format) => {
  const log = parseLog(read(file));

  it(`is detected as ${format} and gives the fields of -o json, cursor and invocation included`, () => {
    expect(log).toMatchObject({ format, unparsed: 0 });
    expect(log.entries).toHaveLength(20);
    log.entries.forEach((entry, i) => {
      const same = json.entries[i]!;
      const { seq, ts, pid, invocationId, unit, identifier, hostname, messageId, bootId, fields, priority } = same;
      expect(entry).toMatchObject({ seq, ts, pid, invocationId, unit, identifier, hostname, messageId, bootId, fields, priority });
      // The journal file was written again for these outputs: a new seqnum ID (`s=`), the same entry otherwise.
      expect(entry.cursor?.replace(/^s=\w+;/, '')).toBe(same.cursor?.replace(/^s=\w+;/, ''));
    });
  });

  it('keeps the multi-line message whole', () => {
    expect(log.entries[17]?.message).toBe(json.entries[17]?.message);
  });

  if (format === 'export')
    it('reads binary fields by their length: the colour, the progress bar, bytes that are not UTF-8', () => {
      expect(log.entries.slice(13, 19).map((e) => e.message)).toEqual(json.entries.slice(13, 19).map((e) => e.message));
    });

  it('keeps the 5,000-byte message that -o json prints as null', () => {
    expect(log.entries[19]?.message).toMatch(/^\(APIServer pid=222636\) INFO 02-20 23:38:58 \[api_server.py:1\] x{4000,}$/);
  });
});
