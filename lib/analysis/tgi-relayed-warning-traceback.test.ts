import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { tgiPrefix } from './engines/tgi';

// TGI's launcher re-emits each JSON record a shard prints on stdout (`log_lines`, launcher/src/main.rs) at the record's level;
// the shard's stderr, where Python reports an uncaught exception, comes out only after the shard exited, under
// `Shard complete standard error output:`. A traceback right under a relayed WARN is that record's own (TGI 0.9's
// `Could not import Flash Attention enabled models`, logged with exception=True; the shard goes on without flash models),
// even where the paste stops before loguru's `> File` mark (huggingface/text-generation-inference#548).
const frames = [
  'Traceback (most recent call last):',
  '  File "/opt/conda/bin/text-generation-server", line 8, in <module>',
  '    sys.exit(app())',
  '  File "/opt/conda/lib/python3.10/site-packages/click/core.py", line 1404, in invoke',
  '    return ctx.invoke(self.callback, **ctx.params)',
];
const run = (header: string) => analyse(parseLog([header, ...frames].join('\n'), { year: 2023 }).entries).attempts;

describe('a traceback under a record TGI\'s launcher relays', () => {
  it('the launcher\'s compact lines are relayed records; a JSON record carries its traceback inside', () => {
    expect(tgiPrefix('2023-07-05T05:02:42.897799Z  WARN shard-manager: text_generation_launcher: Could not import Flash Attention enabled models')?.relay).toBe(true);
    expect(tgiPrefix('2024-06-26T07:35:08.486443Z ERROR text_generation_router::infer: router/src/infer.rs:1: error')?.relay).toBeUndefined();
  });

  it('under a relayed WARN, a traceback cut before its exception is the caught warning: running, no cause', () => {
    const [a] = run('2023-07-05T05:02:42.897799Z  WARN shard-manager: text_generation_launcher: Could not import Flash Attention enabled models');
    expect(a!.outcome).toBe('running');
    expect(a!.fatal).toBeNull();
  });

  it('under a relayed INFO line, or a warning no supervisor relays, the same frames still end the run', () => {
    expect(run('2023-07-05T05:02:42.897799Z  INFO shard-manager: text_generation_launcher: Waiting for shard 0 to be ready...')[0]!.outcome).toBe('failed');
    expect(run('WARNING 07-05 05:02:42 some_module.py:10] something odd')[0]!.outcome).toBe('failed');
  });
});
