import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { splitBareLine } from './bare-line';

// googlecodelabs/feedback#1825: a Cloud Run service running `vllm serve`, one entry copied from Cloud Logging's console expanded.
const ENTRY = [
  'insertId: "69d42e490009f3ea139cea68"',
  'logName: "projects/notebooks-colab/logs/run.googleapis.com%2Fstderr"',
  'receiveTimestamp: "2026-04-06T22:06:01.662725046Z"',
  'textPayload: "vllm serve: error: argument --limit-mm-per-prompt: Value image:4 cannot be converted to <function loads at 0x7fee956b3100>."',
  'timestamp: "2026-04-06T22:06:01.652266Z"',
];

describe("splitBareLine: a Cloud Logging entry's textPayload field", () => {
  it("reads the quoted payload as the container's line", () => {
    expect(splitBareLine(ENTRY[3]!, false).text).toBe(
      'vllm serve: error: argument --limit-mm-per-prompt: Value image:4 cannot be converted to <function loads at 0x7fee956b3100>.',
    );
  });

  it('leaves the other fields of the entry as they are', () => {
    expect(splitBareLine(ENTRY[1]!, false).text).toBe(ENTRY[1]);
  });

  it("lets the server's refusal inside it end the start", () => {
    const [attempt] = readAttempts(ENTRY, 2026);
    expect([attempt?.engine, attempt?.outcome, attempt?.fatal?.headline]).toEqual([
      'vllm',
      'failed',
      'vllm serve: error: argument --limit-mm-per-prompt: Value image:4 cannot be converted to <function loads at 0x7fee956b3100>.',
    ]);
  });
});
