import { describe, expect, it } from 'vitest';
import { firstFilledLine } from './first-lines';

describe('firstFilledLine', () => {
  it('is the first line with anything but white space, without its line end', () => {
    expect(firstFilledLine('\n  \n\t\n`tritonserver --model-repository /m\nnext')).toBe('`tritonserver --model-repository /m');
    expect(firstFilledLine('> Signal (11) received.')).toBe('> Signal (11) received.');
  });

  it('is null for empty or blank text', () => {
    expect(firstFilledLine('')).toBeNull();
    expect(firstFilledLine(' \n\n\t')).toBeNull();
  });
});
