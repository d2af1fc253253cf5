import { describe, expect, it } from 'vitest';
import { groupErrors } from './group-errors';
import { splitAttempts } from './split-attempts';
import type { Level } from '@/lib/journal/types';
import { makeEntries } from './test-entries';
import { readAttempts } from '@/lib/analysis/read-attempts';

const TOP = ['Traceback (most recent call last):', '  File "/usr/local/bin/text-generation-server", line 8, in <module>', '    sys.exit(app())'];

function signals(level: Level | undefined) {
  const entries = makeEntries(TOP.map((text) => ({ text, pid: 7, level })));
  return groupErrors(entries, splitAttempts(entries)).map((b) => [b.kind, b.signal ?? null]);
}

// Python writes its report of an uncaught exception raw to stderr; a traceback whose lines the engine's logger stamped at info or
// debug went through a logger: TGI's launcher relays a shard's non-JSON stdout line by line at DEBUG (huggingface/tgi-gaudi#54).
describe('a traceback an engine logger stamped below warning', () => {
  it('is a logged one, not the interpreter reporting its death', () => {
    expect(signals(undefined)).toEqual([['traceback', 'end']]);
    expect(signals('debug')).toEqual([['traceback', null]]);
    expect(signals('info')).toEqual([['traceback', null]]);
  });

  it("leaves a TGI shard's Prefill error relayed at DEBUG a request's error: the router serves on", () => {
    const lines = [
      '2024-02-21T05:55:25.318039Z DEBUG text_generation_launcher: Method Prefill encountered an error.',
      ...TOP.map((t, i) => `2024-02-21T05:55:25.31807${i}Z DEBUG text_generation_launcher: ${t}`),
    ];
    const [attempt] = readAttempts(lines, 2024);
    expect([attempt!.engine, attempt!.outcome]).toEqual(['tgi', 'ready']);
  });

  it('ends no attempt, finished and before any milestone, as an exception the interpreter reported would', () => {
    const frames = ['  File "/srv/text_generation_server/models/causal_lm.py", line 704, in generate_token', '    batch.input_ids[:, :token_idx]', 'RuntimeError: Graph compile failed.'];
    const read = (level: string) => {
      const lines = frames.map((t, i) => `2024-02-21T05:55:25.31833${i}Z ${level} text_generation_launcher: ${t}`);
      const [attempt] = readAttempts(lines, 2024);
      return [attempt!.engine, attempt!.outcome];
    };
    expect(read('DEBUG')).toEqual(['tgi', 'running']);
    expect(read('ERROR')).toEqual(['tgi', 'failed']);
  });
});
