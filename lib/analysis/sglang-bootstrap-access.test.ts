import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
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

// srt/disaggregation prefill.py / decode.py log a request's failed bootstrap or transfer (`{req.rid=}`) and abort only it
// (sgl-project/sglang#10110, pasted without its stamp; #11648 with it).
describe('SGLang disaggregation per-request failure lines', () => {
  it('name the engine, stamped or not, and end nothing', () => {
    expect(read(["Prefill bootstrap failed for request rank=2 req.rid='d3fd6575d3b24b598367fcbdf1bdd21a' req.bootstrap_room=5975098084415727586 with exception KVTransferError(bootstrap_room=5975098084415727586): Request 5975098084415727586 timed out after 300.0s in KVPoll.Bootstrapping"])).toEqual(['sglang', 'running', []]);
    expect(read(["Decode transfer failed for request rank=6 decode_req.req.rid='cd00baf7d2fc4dcf8535c3a25f0288a3' decode_req.req.bootstrap_room=8360203925601259718 with exception KVTransferError(bootstrap_room=8360203925601259718): Request 8360203925601259718 timed out after 600.0s in KVPoll.WaitingForInput"])).toEqual(['sglang', 'running', []]);
  });
});
