import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const read = (lines: string[]) => {
  const [a] = analyse(parseLog(lines.join('\n'), { year: 2025 }).entries).attempts;
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};

// The PD bootstrap server (disaggregation/common/conn.py, aiohttp) answers /health with a fixed 200 for the decode's heartbeat
// checker; it starts before the schedulers, so its access line is SGLang's but no proof the model serves (Mooncake#1151).
describe('SGLang PD bootstrap server access lines', () => {
  it('name the engine and prove nothing about readiness', () => {
    expect(read(['[2025-12-01 11:24:33] 10.244.1.107 [01/Dec/2025:11:24:33 +0000] "GET /health HTTP/1.1" 200 154 "-" "python-requests/2.32.5"'])).toEqual(['sglang', 'running', []]);
    expect(read(['[2025-12-01 11:24:33] 10.0.0.7 [01/Dec/2025:11:24:33 +0800] "PUT /route HTTP/1.1" 200 148 "-" "python-requests/2.32.5"'])).toEqual(['sglang', 'running', []]);
  });

  it("another aiohttp app's access line behind a bare stamp is not SGLang's", () => {
    expect(read(['[2025-12-01 11:24:33] 10.0.0.7 [01/Dec/2025:11:24:33 +0000] "GET /webhook/github HTTP/1.1" 200 12 "-" "curl/8.0"'])[0]).toBe('unknown');
  });
});
