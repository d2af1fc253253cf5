import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// SGLang's diffusion runtime (multimodal_gen): `sglang generate` starts it as `sglang serve` does (sglang/cli/main.py), and its
// pipeline loads each module under the `Loading required modules` bar. Lines of sgl-project/sglang#13468, #15849 and #25254.
const read = (lines: string[], year = 2025) => {
  const [a] = readAttempts(lines, year);
  return [a!.engine, a!.outcome, a!.phases.map((p) => p.name)];
};

describe('SGLang diffusion CLI and loader', () => {
  it('a typed `sglang generate` starts the run', () => {
    expect(
      read([
        'root@b727fef50438:/sgl-workspace/sglang# UDA_VISIBLE_DEVICES=0,1 sglang generate  --pin-cpu-memory --prompt=\'A curious raccoon\' --save-output --log',
        '[12-25 23:23:25] [LatentPreparationStage] started...',
        '[12-25 23:23:25] [LatentPreparationStage] finished in 0.0024 seconds',
      ]),
    ).toEqual(['sglang', 'running', ['spawned']]);
    expect(
      read([
        '$ sglang generate --model-path Wan-AI/Wan2.1-T2V-1.3B-Diffusers     --prompt "A curious raccoon"     --save-output',
        'Traceback (most recent call last):',
        '  File "/lustre/fsw/coreai_prod_infbench/seongheel/venv/bin/sglang", line 7, in <module>',
        '    sys.exit(main())',
        '  File "/lustre/fsw/coreai_prod_infbench/seongheel/sglang/python/sglang/cli/main.py", line 26, in main',
        '    args.func(args, extra_argv)',
      ]),
    ).toEqual(['sglang', 'failed', ['spawned', 'failed']]);
  });

  it("the component loader's module lines name SGLang and mean loading", () => {
    expect(
      read(
        [
          'Loading required modules:   0%|                                                              | 0/5 [00:00<?, ?it/s][05-14 11:59:47] Loading text_encoder from /root/autodl-fs/data/z-image_turbo/Tongyi-MAI/Z-Image-Turbo/text_encoder. avail mem: 42.31 GB',
          '[05-14 12:00:31] Loaded text_encoder: FSDPQwen3ForCausalLM (sgl-diffusion version). model size: 7.5 GB, consumed GPU mem: 0.03 GB, avail GPU mem: 42.28 GB',
        ],
        2026,
      ),
    ).toEqual(['sglang', 'running', ['loading_weights']]);
  });
});
