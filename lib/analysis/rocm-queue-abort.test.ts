import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { readAttempts } from './read-attempts';

// ROCclr's callbackQueue (rocclr/device/rocm/rocdevice.cpp) prints this on a device exception, then calls abort().
const text = (abortLine: string): string =>
  [
    '[2026-04-13 10:00:00] INFO:     127.0.0.1:40112 - "POST /v1/chat/completions HTTP/1.1" 200 OK',
    '[2026-04-13 10:00:01 TP0] Decode batch, #running-req: 2, #token: 1200, token usage: 0.01, cuda graph: True, gen throughput (token/s): 80.10, #queue-req: 0',
    abortLine,
  ].join('\n');

const read = (t: string) => analyse(parseLog(t, { year: 2026 }).entries).attempts.map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

describe("ROCm runtime's queue abort", () => {
  it.each([
    ':0:rocdevice.cpp            :3586: 1183357978 us:  Callback: Queue 0x7f35e8100000 aborting with error : HSA_STATUS_ERROR_EXCEPTION: An HSAIL operation resulted in a hardware exception. code: 0x1016',
    ':0:rocdevice.cpp            :2672: 5537413429 us: 12345: [tid:0x7f0a] Device::callbackQueue aborting with error : HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. code: 0x29',
  ])('ends a serving process and is its cause: %s', (line) => {
    const [a] = read(text(line));
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal).toContain('aborting with error : HSA_STATUS_ERROR_');
  });
});

// A terminal paste can draw over the message's tail (vllm-project/vllm#13674: a `[52/1890]` counter over `_E`, the rest wrapped to
// the next line): ROCclr's own words up to `aborting with error : ` are enough, it aborts the process after printing them.
describe("ROCm runtime's queue abort, its error name garbled", () => {
  it('is still the end and the cause', () => {
    const lines = [
      ':0:rocdevice.cpp            :3018: 183469315192d us:  Callback: Queue 0x7fb378200000 aborting with error : HSA[52/1890]',
      'RROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. code: 0x29      ',
    ];
    const [a] = readAttempts(lines, 2025);
    expect(a?.outcome).toBe('failed');
    expect(a?.fatal?.headline).toContain('Callback: Queue 0x7fb378200000 aborting with error : HSA');
  });
});
