import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// The NIXL connector's _log_failure appends its note to the failure kind (`if msg: failure_type = f"{failure_type}. {msg}"`,
// then `NIXL transfer failure: %s | Context: %s`): the transfer paths mark the request's blocks invalid and go on serving.
const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

describe("vLLM NIXL connector: a transfer failure with _log_failure's note is still one request's (ai-dynamo/dynamo#12952)", () => {
  it('reads `transfer_exception. Marking blocks as invalid | Context: {…}` as a serving worker, no cause', () => {
    expect(read([
      'E0730 15:51:33.763552     436 nixl_agent.cpp:1291] getXferTelemetry: cannot return values when telemetry is not enabled.',
      "(EngineCore pid=436) ERROR 07-30 15:51:33 [base_worker.py:2123] NIXL transfer failure: transfer_exception. Marking blocks as invalid | Context: {'failure_type': 'transfer_exception', 'request_id': 'ae6b8d99-83d1d9cd', 'num_local_blocks': 16}",
      '(EngineCore pid=436) ERROR 07-30 15:51:33 [base_worker.py:2123] Traceback (most recent call last):',
    ])).toEqual([['vllm', 'ready', ['ready'], null]]);
  });

  it('still wants the context dict after the note', () => {
    expect(read([
      'INFO 07-30 15:51:30 [api_server.py:1] vLLM API server version 0.20.0',
      'see: NIXL transfer failure: transfer_exception. Marking blocks as invalid',
    ])[0]![1]).toBe('running');
  });
});
