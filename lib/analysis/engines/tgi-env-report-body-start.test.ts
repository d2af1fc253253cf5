import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// `text-generation-launcher --env` logs its runtime environment as one record when it starts, before its Args: a stamped
// `Runtime environment:` header, then bare body lines (launcher/src/env_runtime.rs). The reporter of
// huggingface/text-generation-inference#804 pasted the body without the header, after a line naming the command.
const body = [
  'Full command: CUDA_VISIBLE_DEVICES=0,1 text-generation-launcher --model-id meta-llama/Llama-2-7b-chat-hf --port 8080 --trust-remote-code --env --num-shard 2',
  'OS: Ubuntu 20',
  'Target: x86_64-unknown-linux-gnu',
  'Cargo version: 1.70.0',
  'Commit sha: 0e8b47811e711b46fe80e6b*****4186f83744d6',
  'Docker label: N/A',
  'nvidia-smi:',
];

describe('TGI: the --env report without its header', () => {
  it('reads the report body as the launcher starting', () => {
    const [a, ...rest] = readAttempts(body, 2023);
    expect(rest).toHaveLength(0);
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['tgi', 'running', null]);
    expect(a!.phases.map((p) => p.name)).toEqual(['spawned']);
  });

  it('keeps one start when the stamped header is there too', () => {
    const attempts = readAttempts(
      [
        '2023-07-14T11:26:15.498999Z  INFO text_generation_launcher: Runtime environment:',
        'Target: x86_64-unknown-linux-gnu',
        'Cargo version: 1.70.0',
        'Commit sha: b4024edd4549ab647b02b8619b4072e33e64f1f9',
        '2023-07-14T11:26:15.500000Z  INFO text_generation_launcher: Args { model_id: "/data/falcon-40b-instruct", revision: None }',
      ],
      2023,
    );
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.phases.map((p) => p.name)).toEqual(['spawned', 'init']);
  });
});
