import { describe, expect, it } from 'vitest';
import { readGlogPrefix } from '@/lib/journal/glog-stamp';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Real lines: triton-inference-server/tensorrtllm_backend#355 (a two-node tritonserver whose log went through glog ≥ 0.6,
// which puts the year before the month in its prefix by default).
const LINES = [
  'WARNING: Logging before InitGoogleLogging() is written to STDERR',
  'I20240227 08:25:18.989490 35588 grpc_server.cc:2495] Started GRPCInferenceService at 0.0.0.0:8001',
];

describe("glog's prefix with the year before the month", () => {
  it('is read as a glog prefix: level, stamp, PID, source file and message', () => {
    const p = readGlogPrefix(LINES[1]!);
    expect([p?.letter, p?.stamp, p?.wall, p?.pid, p?.file, LINES[1]!.slice(p?.end ?? 0)]).toEqual([
      'I',
      '20240227 08:25:18.989490',
      [1, 27, 8, 25, 18, 989490],
      35588,
      'grpc_server.cc',
      'Started GRPCInferenceService at 0.0.0.0:8001',
    ]);
  });

  it("names Triton by its own source file and reads its endpoint's start as ready", () => {
    const [a] = readAttempts(LINES, 2024);
    expect([a?.engine, a?.outcome, a?.mainPid, a?.phases.map((p) => p.name)]).toEqual(['triton', 'ready', 35588, ['ready']]);
  });

  it('still reads the year-less prefix, and no eight digits without the space after them', () => {
    expect(readGlogPrefix('I1216 02:12:33.624737 179 model_lifecycle.cc:473] "loading: vllm:1"')?.stamp).toBe('1216 02:12:33.624737');
    expect(readGlogPrefix('I202402271 08:25:18.989490 35588 grpc_server.cc:2495] x')).toBeNull();
  });
});
