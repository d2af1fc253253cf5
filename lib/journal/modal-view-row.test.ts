import { describe, expect, it } from 'vitest';
import { splitBareLine } from './bare-line';

// Modal's dashboard log view copied row by row (modal-labs/modal-examples#1154).
describe("Modal's log view row", () => {
  it('takes off the viewer date, time and column bar; the line keeps its own stamp', () => {
    const row = splitBareLine('May 01  14:38:19.519 | INFO 05-01 12:38:19 gpu_model_runner.py:872] Loading model weights took 5.3800 GB', false);
    expect(row.text).toBe('INFO 05-01 12:38:19 gpu_model_runner.py:872] Loading model weights took 5.3800 GB');
    expect(row.containerTs).toBeNull();
  });

  it('leaves a journal short line (one space, a host) and a line without the bar alone', () => {
    for (const line of ['May 01 14:38:19 host vllm[12]: INFO ready', 'May 01  14:38:19.519 INFO no bar'])
      expect(splitBareLine(line, false).text).toBe(line);
  });
});
