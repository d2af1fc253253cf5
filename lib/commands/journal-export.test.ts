import { describe, expect, it } from 'vitest';
import { toJournalExport } from './journal-export';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('toJournalExport', () => {
  it('writes KEY=value lines and a blank line after each entry', () => {
    expect(text(toJournalExport([{ __REALTIME_TIMESTAMP: 5, MESSAGE: 'a' }, { MESSAGE: 'b' }]))).toBe('__REALTIME_TIMESTAMP=5\nMESSAGE=a\n\nMESSAGE=b\n\n');
  });

  it('uses the binary form with a 64-bit little-endian length for a multi-line value', () => {
    const out = toJournalExport([{ MESSAGE: 'é\nx' }]);
    const bytes = new TextEncoder().encode('é\nx');
    expect([...out.subarray(0, 8)]).toEqual([...new TextEncoder().encode('MESSAGE\n')]);
    expect([...out.subarray(8, 16)]).toEqual([bytes.length, 0, 0, 0, 0, 0, 0, 0]);
    expect([...out.subarray(16, 16 + bytes.length)]).toEqual([...bytes]);
    expect(text(out.subarray(16 + bytes.length))).toBe('\n\n');
  });

  it('writes raw bytes as they are, binary when they hold control bytes', () => {
    expect(text(toJournalExport([{ MESSAGE: new Uint8Array([104, 105]) }]))).toBe('MESSAGE=hi\n\n');
    expect(toJournalExport([{ MESSAGE: new Uint8Array([13]) }])[8]).toBe(1);
  });

  it('refuses field names journald would not store', () => {
    expect(() => toJournalExport([{ 'bad name': 'x' }])).toThrow();
    expect(() => toJournalExport([{ lower: 'x' }])).toThrow();
  });
});
