import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// SGLang's main process installs sigquit_handler (0.4.0 srt/server.py, later srt/entrypoints/engine.py): a child that died of an
// exception sends it SIGQUIT and the handler kills the process tree. Frames of sgl-project/sglang#3882 (0.4.3, the handler re-entered).
const outcome = (lines: string[]) => {
  const [a] = readAttempts(lines, 2025);
  return [a!.engine, a!.outcome, a!.fatal?.headline ?? null];
};

describe('SGLang SIGQUIT handler frames', () => {
  it('a traceback through the main process sigquit_handler is the server being torn down, with no cause of its own', () => {
    expect(
      outcome([
        '  File "/sgl-workspace/sglang/python/sglang/srt/entrypoints/engine.py", line 346, in sigquit_handler',
        '    kill_process_tree(os.getpid())',
        '  File "/sgl-workspace/sglang/python/sglang/srt/utils.py", line 507, in kill_process_tree',
        '    itself.send_signal(signal.SIGQUIT)',
      ]),
    ).toEqual(['sglang', 'failed', null]);
  });

  it('kill_process_tree alone (also the normal shutdown path) ends nothing', () => {
    expect(
      outcome([
        '  File "/sgl-workspace/sglang/python/sglang/srt/utils.py", line 507, in kill_process_tree',
        '    itself.send_signal(signal.SIGQUIT)',
      ])[1],
    ).not.toBe('failed');
  });
});
