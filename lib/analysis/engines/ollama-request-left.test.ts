import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// A request that reached a loaded runner and ended early still shows the model was up: the completion path's INFO when the
// client hangs up while waiting for a slot (vercel/ai#4224, a 5-minute client timeout, every answer a 500), and the scheduler's
// DEBUG when a request handed a loaded runner ends (ollama/ollama#7773, then a reload for new options).
describe('a request that left a loaded runner', () => {
  it('reads the client-closed completion abort as serving, though every answer is a 500', () => {
    const [a] = readAttempts([
      'time=2024-12-30T12:58:37.344+03:00 level=INFO source=server.go:700 msg="aborting completion request due to client closing the connection"',
      '[GIN] 2024/12/30 - 12:58:37 | 500 |          5m0s |    192.168.1.11 | POST     "/api/chat"',
      'time=2024-12-30T12:58:37.820+03:00 level=INFO source=runner.go:664 msg="aborting completion request due to client closing the connection"',
      '[GIN] 2024/12/30 - 12:58:38 | 500 |          5m1s |    192.168.1.11 | POST     "/api/chat"',
    ]);
    expect([a!.engine, a!.outcome, a!.fatal, a!.phases.map((p) => p.name)]).toEqual(['ollama', 'ready', null, ['ready']]);
  });

  it("reads the scheduler's finished request context as serving, then a reload to make room", () => {
    const [a] = readAttempts([
      'time=2024-11-20T21:26:14.775-05:00 level=DEBUG source=sched.go:407 msg="context for request finished"',
      'time=2024-11-20T21:26:53.535-05:00 level=DEBUG source=sched.go:575 msg="evaluating already loaded" model=C:\\Users\\me\\.ollama\\models\\blobs\\sha256-d7e4b00a7d7a8d03d4eed9b0f3f61a427e9f0fc5dea6aeb414e41dee23dc8ecc',
      'time=2024-11-20T21:26:53.535-05:00 level=DEBUG source=sched.go:283 msg="resetting model to expire immediately to make room" modelPath=C:\\Users\\me\\.ollama\\models\\blobs\\sha256-d7e4b00a7d7a8d03d4eed9b0f3f61a427e9f0fc5dea6aeb414e41dee23dc8ecc refCount=0',
    ]);
    expect([a!.engine, a!.outcome, a!.fatal, a!.phases.map((p) => p.name)]).toEqual(['ollama', 'ready', null, ['ready']]);
  });
});
