import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

const read = (lines: string[], year = 2024) =>
  analyse(parseLog(lines.join('\n'), { year }).entries).attempts.map((a) => ({ engine: a.engine, outcome: a.outcome }));

// Aphrodite (a vLLM fork) keeps vLLM's package layout under its own name: its frames and dotted class names name the engine
// where a paste kept none of its banner lines.
describe("Aphrodite's package frames", () => {
  it('a traceback through its quantization and linear layers is an Aphrodite process (dphnAI/sonar#1265)', () => {
    expect(
      read([
        '  File "/home/z/envs/aphrodite-engine/lib/python3.12/site-packages/aphrodite/quantization/vptq.py", line 340, in get_config_for_key',
        '    raise ValueError(f"Cannot find config for ({prefix}, {key})")',
        'ValueError: Cannot find config for (, )',
      ]),
    ).toEqual([{ engine: 'vllm', outcome: 'failed' }]);
  });

  it('its engine-death class named by its module, under docker -t stamps (dphnAI/sonar#199)', () => {
    expect(
      read([
        '2024-01-08T15:22:58.921686370+02:00 Traceback (most recent call last):',
        '2024-01-08T15:22:58.921738049+02:00 aphrodite.engine.async_aphrodite.AsyncEngineDeadError: Task finished unexpectedly. This should never happen! Please open an issue on Github. See stack trace above for the actual cause.',
      ]).map((a) => a.engine),
    ).toEqual(['vllm']);
  });

  it('its console script frame', () => {
    expect(read(['Traceback (most recent call last):', '  File "/home/z/envs/a/bin/aphrodite", line 8, in <module>', 'RuntimeError: boom']).map((a) => a.engine)).toEqual(['vllm']);
  });

  it('the word alone, a checkout directory or another package under it, names nothing', () => {
    expect(read(['Aphrodite introduces herself to you as Pasithea.']).map((a) => a.engine)).toEqual(['unknown']);
    expect(read(['Traceback (most recent call last):', '  File "/home/u/aphrodite-engine/tools/run.py", line 3, in <module>', 'RuntimeError: boom']).map((a) => a.engine)).toEqual(['unknown']);
    expect(read(['Traceback (most recent call last):', '  File "/srv/aphrodite/docs/conf.py", line 3, in <module>', 'RuntimeError: boom']).map((a) => a.engine)).toEqual(['unknown']);
  });
});
