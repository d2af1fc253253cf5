import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { tgiPrefix } from './tgi';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

// Reporters often quote a TGI record without its time stamp; tracing's level then comes first (`ERROR warmup{…}:warmup: …`).
describe("TGI's record quoted without its stamp", () => {
  // huggingface/text-generation-inference#3130: TGI 3.2.1, the v3 router's warm-up call gets the shard's OOM refusal back.
  it('a warm-up span error ends the start, the memory refusal its cause', () => {
    expect(read([
      'ERROR warmup{max_input_length=Some(30000) max_prefill_tokens=31000 max_total_tokens=Some(32000) max_batch_size=None}:warmup: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: Not enough memory to handle 31000 prefill tokens. You need to decrease `--max-batch-prefill-tokens`',
    ])).toEqual([['tgi', 'failed', ['failed'], 'warmup: Server error: Not enough memory to handle 31000 prefill tokens. You need to decrease `--max-batch-prefill-tokens`']]);
  });

  it('reads the level, the spans and the target as the stamped record does, with no stamp', () => {
    expect(tgiPrefix('ERROR warmup{max_input_length=Some(30000) max_prefill_tokens=31000}:warmup: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: CANCELLED')).toEqual({
      text: 'warmup: Server error: CANCELLED', role: null, level: 'error', stamp: null,
    });
    expect(tgiPrefix('INFO shard-manager: text_generation_launcher: Shard ready in 35.5s rank=0')).toEqual({
      text: 'Shard ready in 35.5s', role: 'rank=0', level: 'info', stamp: null, relay: true,
    });
  });

  it('leaves a level-first line alone when TGI is not its target', () => {
    // Another program's level-first line that only mentions TGI's crate in its message.
    expect(tgiPrefix('ERROR proxy: upstream text_generation_router: unreachable')).toBeNull();
    expect(tgiPrefix('INFO Starting text_generation_launcher: see docs')).toBeNull();
    expect(tgiPrefix('ERROR something went wrong')).toBeNull();
    // TGI's target after free words, not after the level or its spans: the level is some relay's, not the record's.
    expect(tgiPrefix('ERROR pod tgi-0 says: text_generation_launcher: Shard 0 crashed')).toBeNull();
    // A word that only starts like a level.
    expect(tgiPrefix('INFORMATION text_generation_launcher: Args {')).toBeNull();
    expect(tgiPrefix('Error: WebserverFailed')).toBeNull();
  });
});
