import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// V0's MQ client hands `MQEngineDeadError: Engine loop is not running. … original error: <repr>` only to requests: the line proves
// the server was serving and reports its death at once. A ready that only it proves is no milestone the traceback it closes was
// survived by, so its quoted original outranks the launcher's later `MQLLMEngine is already dead` (tenstorrent/vllm#36).
const LINES = [
  '  File "/home/user/vllm/vllm/engine/multiprocessing/client.py", line 598, in _process_request',
  '    raise request_output',
  "vllm.engine.multiprocessing.MQEngineDeadError: Engine loop is not running. Inspect the stacktrace to find the original error: TimeoutError('No heartbeat received from MQLLMEngine').",
  'CRITICAL 11-17 13:51:22 launcher.py:99] MQLLMEngine is already dead, terminating server process',
  'INFO:     172.18.0.4:40756 - "POST /v1/completions HTTP/1.1" 500 Internal Server Error',
];

describe('a ready proven only by an end line', () => {
  it('does not make the traceback that line closes a survived error', () => {
    const [a] = readAttempts(LINES, 2024);
    expect(a!.outcome).toBe('failed');
    expect(a!.fatal?.headline).toContain("TimeoutError('No heartbeat received from MQLLMEngine')");
  });

  it('still ranks an error printed before a real ready as survived', () => {
    const lines = ['ERROR 11-17 13:50:00 serving_chat.py:1] ValueError: bad request', 'INFO 11-17 13:50:01 metrics.py:1] Avg prompt throughput: 1.0 tokens/s, Avg generation throughput: 1.0 tokens/s', LINES[3]!];
    const [a] = readAttempts(lines, 2024);
    expect(a!.fatal?.headline).toContain('MQLLMEngine is already dead');
  });
});
