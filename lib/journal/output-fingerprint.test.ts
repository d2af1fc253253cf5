import { describe, expect, it } from 'vitest';
import { journalOutputFingerprint, lineCursor } from './output-fingerprint';

const line = (i: number, message = `line ${i}`) =>
  JSON.stringify({ __CURSOR: `s=ab12;i=${i.toString(16)};b=cd34;m=${i};t=${i};x=ef${i}`, __REALTIME_TIMESTAMP: String(1_771_630_672_000_000 + i), MESSAGE: message });
const output = (from: number, to: number) => `${Array.from({ length: to - from }, (_, k) => line(from + k)).join('\n')}\n`;

describe('journalOutputFingerprint', () => {
  it('is the same for the same window printed again', () => {
    expect(journalOutputFingerprint(output(0, 50))).toBe(journalOutputFingerprint(output(0, 50)));
    expect(journalOutputFingerprint(output(0, 50))).toMatch(/^\d+:s=ab12;i=0;.*:s=ab12;i=31;/);
  });

  it('moves when an entry arrives, when the oldest one rotates away, and when the bytes differ between the same cursors', () => {
    const base = journalOutputFingerprint(output(0, 50));
    expect(journalOutputFingerprint(output(0, 51))).not.toBe(base);
    expect(journalOutputFingerprint(output(1, 50))).not.toBe(base);
    const edited = output(0, 50).replace('"line 7"', '"line 7 and more"');
    expect(journalOutputFingerprint(edited)).not.toBe(base);
  });

  it('reads the cursor key, not a MESSAGE that quotes one', () => {
    const tricky = JSON.stringify({ MESSAGE: 'x "__CURSOR":"s=fake;i=1"', __CURSOR: 's=real;i=9' });
    expect(journalOutputFingerprint(`${tricky}\n`)).toBe(`${tricky.length + 1}:s=real;i=9:s=real;i=9`);
  });

  it('is null when a line names no cursor (nothing safe to compare), "empty" for no entries', () => {
    expect(journalOutputFingerprint('{"MESSAGE":"no cursor"}\n')).toBeNull();
    expect(journalOutputFingerprint(`${line(1)}\n{"MESSAGE":"no cursor"}\n`)).toBeNull();
    expect(journalOutputFingerprint('')).toBe('empty');
    expect(journalOutputFingerprint('\n')).toBe('empty');
  });

  it('takes one line without a trailing newline as both ends', () => {
    expect(journalOutputFingerprint(line(5))).toBe(`${line(5).length}:s=ab12;i=5;b=cd34;m=5;t=5;x=ef5:s=ab12;i=5;b=cd34;m=5;t=5;x=ef5`);
  });
});

describe('lineCursor', () => {
  it('reads the cursor of a line wherever journalctl put the field, and null without one', () => {
    expect(lineCursor(line(3))).toBe('s=ab12;i=3;b=cd34;m=3;t=3;x=ef3');
    expect(lineCursor('{"INVOCATION_ID":"3f9e","_HOSTNAME":"gpu-0001","__CURSOR":"s=1;i=2","MESSAGE":"x"}')).toBe('s=1;i=2');
    expect(lineCursor('{"MESSAGE":"no cursor, \\"__CURSOR\\":\\"s=fake\\""}')).toBeNull();
  });
});
