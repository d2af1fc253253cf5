import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

describe("vLLM's checkpoint filesystem line", () => {
  // vllm-project/vllm#40802: the safetensors iterator names the checkpoint's filesystem before the shard bar (here 9P under
  // WSL, no prefetch): the weights are loading, also when no bar follows in the paste.
  it('marks the weights loading', () => {
    const [a] = readAttempts(
      [
        '(Worker_TP0_EP0 pid=408) INFO 04-24 10:27:54 [weight_utils.py:904] Filesystem type for checkpoints: 9P. Checkpoint size: 148.66 GiB. Available RAM: 0.65 GiB.',
        '(Worker_TP0_EP0 pid=408) INFO 04-24 10:27:54 [weight_utils.py:934] Auto-prefetch is disabled because the filesystem (9P) is not a recognized network FS (NFS/Lustre) and the checkpoint size (148.66 GiB) exceeds 90% of available RAM (0.65 GiB).',
      ],
      2026,
    );
    expect([a!.engine, a!.outcome, a!.fatal, a!.phases.map((p) => p.name)]).toEqual(['vllm', 'running', null, ['loading_weights']]);
  });
});
