import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// c10::Error prints its message, then `Exception raised from … (most recent call first):` and its native frames.
const origin = 'Exception raised from throwTimeoutError at ../torch/csrc/distributed/c10d/socket.cpp:1013 (most recent call first):';
const frame = 'frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7f68c796c446 in /venv/lib/python3.11/site-packages/torch/lib/libc10.so)';
const start = '[2025-02-01 10:00:00 TP0] Init torch distributed begin.';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

describe("a c10::Error its caller caught and logged", () => {
  it("TCPStore's retried connect: the backtrace under the retry warning names no cause, the rank is still starting", () => {
    const retry =
      '[W1226 15:44:25.497497753 TCPStore.cpp:358] [c10d] TCP client failed to connect/validate to host node-0:8000 - retrying (try=0, timeout=600000ms, delay=82879ms): The client socket has timed out after 600000ms while trying to connect to (node-0, 8000).';
    expect(read([start, retry, origin, frame])).toEqual([{ outcome: 'running', fatal: null }]);
  });

  it("TCPStore's recvValue warning of a rank whose store host went away: its backtrace names no cause, the rank lives on", () => {
    const warn =
      '[rank30]:[W111 00:54:10.905768298 TCPStore.cpp:125] [c10d] recvValue failed on SocketImpl(fd=99, addr=[::ffff:10.0.0.2]:38760, remote=[::ffff:10.0.0.1]:42643): Failed to recv, got 0 bytes. Connection was likely closed. Did the remote server shutdown or crash?';
    expect(read([start, warn, origin.replace('throwTimeoutError', 'recvBytes'), frame])).toEqual([{ outcome: 'running', fatal: null }]);
  });

  it('the same origin line under any other message still names the cause', () => {
    const watchdog = '[2025-02-01 10:00:05 TP0] [PG 0 Rank 0] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered';
    const [a] = read([start, watchdog, origin.replace('throwTimeoutError', 'c10_cuda_check_implementation'), frame]);
    expect(a?.fatal).not.toBeNull();
  });
});
