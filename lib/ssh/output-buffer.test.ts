import { describe, expect, it } from 'vitest';
import { OutputBuffer } from './output-buffer';

describe('OutputBuffer', () => {
  it('keeps everything under the cap', () => {
    const b = new OutputBuffer(100);
    b.push(Buffer.from('{"a":1}\n'));
    b.push(Buffer.from('{"a":2}\n'));
    expect(b.text()).toEqual({ text: '{"a":1}\n{"a":2}\n', truncated: false });
  });

  it('cuts at the last complete line when the cap falls inside a line', () => {
    const b = new OutputBuffer(12);
    expect(b.push(Buffer.from('line one\nline two\n'))).toBe(true);
    expect(b.push(Buffer.from('more\n'))).toBe(true);
    expect(b.text()).toEqual({ text: 'line one\n', truncated: true });
  });

  it('never splits a multi-byte character: the cut is at a newline', () => {
    const b = new OutputBuffer(9);
    b.push(Buffer.from('ok\nGPU №1 €\n'));
    expect(b.text()).toEqual({ text: 'ok\n', truncated: true });
  });

  it('a single line longer than the cap yields no text, flagged truncated', () => {
    const b = new OutputBuffer(4);
    b.push(Buffer.from('abcdefgh\n'));
    expect(b.text()).toEqual({ text: '', truncated: true });
  });
});
