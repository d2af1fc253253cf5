import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026);

// SGLang's tokenizer manager on SIGTERM (srt/managers/tokenizer_manager.py SignalHandler, sigterm_watchdog): an operator's run
// note on `docker stop` (code corpus) quotes these four lines; an operator's review note quotes the 2026 SubprocessWatchdog's
// reaction to the children the stop took down (`crashed with exit code -15`, then the SIGQUIT handler's line).
const SIGTERM = '[2026-09-20 15:33:22] SIGTERM received. signum=None frame=None. Draining requests and shutting down...';
const WATCHDOG = '[2026-09-20 15:33:22] Subprocess scheduler_0 (pid=168915) crashed with exit code -15. Triggering SIGQUIT for cleanup...';
const SIGQUIT = '[2026-09-20 15:33:22] SIGQUIT received. signum=None, frame=None. It usually means one child failed.';

describe("SGLang's SIGTERM drain: a stop that was asked for", () => {
  it('the drain lines alone tell SGLang and a stop', () => {
    expect(read(['SIGTERM received. Draining requests and shutting down...', 'Gracefully exiting... Remaining number of requests 0.', 'kill_process_tree called: parent_pid=59, include_parent=True, pid=59'])).toEqual([
      { engine: 'sglang', outcome: 'stopped', fatal: null },
    ]);
  });

  it("0.4's wording and a real signal's frame repr tell SGLang too", () => {
    expect(read(["[2025-02-03 10:00:00] SIGTERM received. signum=15 frame=<frame at 0x7f3c, file '/usr/lib/python3.10/asyncio/base_events.py', line 1871, code _run_once>. Draining requests and shutting down...", '[2025-02-03 10:00:05] Gracefully exiting... remaining number of requests 0'])).toEqual([
      { engine: 'sglang', outcome: 'stopped', fatal: null },
    ]);
  });

  it("the watchdog's report of children gone by the stop's SIGTERM is the stop's teardown, not a crash", () => {
    expect(read([SIGTERM, WATCHDOG, SIGQUIT])).toEqual([{ engine: 'sglang', outcome: 'stopped', fatal: null }]);
  });

  it('a child that crashed before any SIGTERM is still a failure', () => {
    const crash = '[2026-08-10 09:47:36] Subprocess scheduler_0 (pid=3417555) crashed with exit code -3. Triggering SIGQUIT for cleanup...';
    expect(read([crash, SIGQUIT]).map((a) => a.outcome)).toEqual(['failed']);
  });
});
