import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

// `journalctl -r` of a unit in a restart loop (ollama/ollama#6227's lines, listed newest first): put back in logged order, each
// `Scheduled restart job` opens the attempt it starts, and each exit closes the attempt before it.
const REVERSED = [
  'Aug 07 15:35:54 h systemd[1]: Started Ollama Service.',
  'Aug 07 15:35:54 h systemd[1]: Stopped Ollama Service.',
  'Aug 07 15:35:54 h systemd[1]: ollama.service: Scheduled restart job, restart counter is at 2.',
  "Aug 07 15:35:51 h systemd[1]: ollama.service: Failed with result 'core-dump'.",
  'Aug 07 15:35:51 h systemd[1]: ollama.service: Main process exited, code=dumped, status=11/SEGV',
  'Aug 07 15:35:51 h systemd[1]: Started Ollama Service.',
  'Aug 07 15:35:51 h systemd[1]: Stopped Ollama Service.',
  'Aug 07 15:35:51 h systemd[1]: ollama.service: Scheduled restart job, restart counter is at 1.',
  "Aug 07 15:35:48 h systemd[1]: ollama.service: Failed with result 'core-dump'.",
  'Aug 07 15:35:48 h systemd[1]: ollama.service: Main process exited, code=dumped, status=11/SEGV',
  'Aug 07 15:35:48 h systemd[1]: Started Ollama Service.',
];

describe('a restart loop listed newest first', () => {
  it('splits into attempts in time order, each restart counter on the attempt it starts', () => {
    const { attempts } = analyse(parseLog(REVERSED.join('\n'), { year: 2024 }).entries);
    expect(attempts.map((a) => [a.outcome, a.restartCounter, a.exitStatus])).toEqual([
      ['failed', null, 'code=dumped, status=11/SEGV'],
      ['failed', 1, 'code=dumped, status=11/SEGV'],
      ['running', 2, null],
    ]);
  });
});
