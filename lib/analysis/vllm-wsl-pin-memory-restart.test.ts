import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { splitAttempts } from './split-attempts';

const WSL = "WARNING 04-19 15:01:17 [interface.py:686] Using 'pin_memory=False' as WSL is detected. This may slow down the performance.";

describe("vLLM's WSL pin-memory warning, printed once by every process that asks the platform on a WSL2 host", () => {
  it('after argparse rejected the command line, it is the next process: a restarted container', () => {
    const log = [
      WSL,
      'usage: vllm [-h] [-v]',
      'vllm: error: unrecognized arguments: --use-v2-block-manager',
      WSL,
      'usage: vllm [-h] [-v]',
      'vllm: error: unrecognized arguments: --use-v2-block-manager',
    ].join('\n');
    const { attempts, entryAttempt } = splitAttempts(parseLog(log, { year: 2026 }).entries);
    expect(entryAttempt).toEqual([0, 0, 0, 1, 1, 1]);
    expect(attempts[1]!.spawnPosition).toBe(3);
  });

  it("while the server starts, its engine core's own warning is the same run", () => {
    const log = [
      WSL,
      '(APIServer pid=1) INFO 04-19 10:09:18 [utils.py:233] non-default args: {\'model\': \'m\'}',
      "(EngineCore pid=207) WARNING 04-19 10:09:51 [interface.py:686] Using 'pin_memory=False' as WSL is detected. This may slow down the performance.",
      '(EngineCore pid=207) INFO 04-19 10:10:06 [gpu_model_runner.py:4752] Starting to load model m...',
    ].join('\n');
    const { entryAttempt } = splitAttempts(parseLog(log, { year: 2026 }).entries);
    expect(entryAttempt).toEqual([0, 0, 0, 0]);
  });
});
