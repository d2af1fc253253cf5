import { describe, expect, it } from 'vitest';
import { isServerCommandPrompt, shellCommand } from './bare-line';
import { readAttempts } from '@/lib/analysis/read-attempts';

// sgl-project/sglang#6139: the thread shows its command indented by one space (Markdown drops up to three), then a rule and the
// scheduler's traceback. A `python -m <server module>` line is the user's typing; llama.cpp's own usage examples stay output.
const COMMAND =
  ' python -m sglang.launch_server --model-path /data/deepseekr1_aw1_cogni/cognitivecomputations_DeepSeek-R1-AWQ --tp-size 8 --trust-remote-code';

describe('a `python -m` server command indented as Markdown allows', () => {
  it('is read as the typed command', () => {
    expect(shellCommand(COMMAND)).toBe(COMMAND.slice(1));
    expect(isServerCommandPrompt(COMMAND)).toBe(true);
  });

  it("leaves a program's indented usage example and a four-space code line alone", () => {
    expect(isServerCommandPrompt('  ./llama-server -m your_model.gguf')).toBe(false);
    expect(isServerCommandPrompt('    python -m sglang.launch_server --model-path /m')).toBe(false);
  });

  it('opens the attempt it starts with a spawn', () => {
    const lines = [
      COMMAND,
      '----',
      '',
      '[2025-05-09 10:27:45 TP0] Scheduler hit an exception: Traceback (most recent call last):',
      '  File "/data/sglang/python/sglang/srt/managers/scheduler.py", line 2230, in run_scheduler_process',
      '    scheduler = Scheduler(server_args, port_args, gpu_id, tp_rank, pp_rank, dp_rank)',
    ];
    const [a] = readAttempts(lines, 2025);
    expect(a!.phases.map((p) => p.name)).toEqual(['spawned', 'failed']);
  });
});
