import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

// glog's prefix carries a thread id (`I0325 09:32:23.100996  7990 client.cpp:45] …`): Triton's main thread's is its PID, but a
// C++ library that logs through glog inside another engine's worker (Mooncake in an SGLang scheduler) prints its own thread's.
describe('a glog prefix names the main PID only in a server whose own format it is', () => {
  it("Triton's glog thread id is its main PID", () => {
    const log = [
      'I1107 07:33:50.000001 7 model_lifecycle.cc:469] loading: pipe:1',
      'I1107 07:33:56.127801 7 grpc_server.cc:2513] Started GRPCInferenceService at 0.0.0.0:8001',
    ].join('\n');
    expect(analyse(parseLog(log, { year: 2023 }).entries).attempts[0]!.mainPid).toBe(7);
  });
  it("Mooncake's glog lines in an SGLang log name a scheduler's thread, not the server (sgl-project/sglang#21395)", () => {
    const log = [
      '[2026-03-25 09:32:19] KV Cache is allocated. #tokens: 105600, K size: 7.26 GB, V size: 7.26 GB',
      "[2026-03-25 09:32:23] Creating storage backend 'mooncake' (sglang.srt.mem_cache.storage.mooncake_store.mooncake_store.MooncakeStore)",
      'I0325 09:32:23.101378  7990 client.cpp:45] client_id=3116781139220451946-13305723337481140649',
    ].join('\n');
    const [attempt] = analyse(parseLog(log, { year: 2026 }).entries).attempts;
    expect([attempt!.engine, attempt!.mainPid, attempt!.id]).toEqual(['sglang', null, 'attempt-0']);
  });
});
