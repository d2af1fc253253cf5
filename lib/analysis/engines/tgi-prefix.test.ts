import { describe, expect, it } from 'vitest';
import { readLine } from './read-line';
import { TGI, tgiPrefix } from './tgi';

// TGI's launcher logs a dead shard's stderr as one event (`Shard complete standard error output:\n{err}`,
// launcher/src/main.rs), so `--json-output` puts it in one record. No thread holds such a record: this one is
// constructed, the event's text in tracing's JSON shape, with the exception of huggingface/text-generation-inference#2572.
const DUMP = JSON.stringify({
  timestamp: '2024-09-25T15:06:11.118034Z',
  level: 'ERROR',
  fields: { message: 'Shard complete standard error output:\n\nTraceback (most recent call last):\n  File "/opt/conda/bin/text-generation-server", line 8, in <module>\n    sys.exit(app())\nRuntimeError: CUDA error: out of memory\n' },
  target: 'text_generation_launcher',
  span: { rank: 3, name: 'shard-manager' },
  spans: [{ rank: 3, name: 'shard-manager' }],
});

describe('tgiPrefix: --json-output records', () => {
  it('a multi-line message reads as its first line and the last exception in it', () => {
    expect(tgiPrefix(DUMP)).toEqual({ text: 'Shard complete standard error output: RuntimeError: CUDA error: out of memory', role: 'rank=3', level: 'error', stamp: '2024-09-25T15:06:11.118034Z' });
    expect(readLine(TGI, tgiPrefix(DUMP)!.text)).toMatchObject({ end: 'failed', wrapper: false, cause: true });
  });

  it('an empty dump stays a wrapper that ends the shard', () => {
    const empty = DUMP.replace(/"message":"[^"]*"/, '"message":"Shard complete standard error output:\\n"');
    expect(tgiPrefix(empty)?.text).toBe('Shard complete standard error output:');
    expect(readLine(TGI, 'Shard complete standard error output:')).toMatchObject({ end: 'failed', wrapper: true });
  });

  it('a record cut by the paste keeps what it has', () => {
    expect(tgiPrefix('{"timestamp":"2024-02-13T22:17:59.304845Z","level":"INFO","fields":{"message":"Args { model_id: \\"/model\\", revision: None, tokenizer_config_pat')?.text).toBe('Args { model_id: "/model", revision: None, tokenizer_config_pat');
  });

  it("a cut record's escaped newlines still split it: a pretty-printed `Args {` reads as its first line", () => {
    // opea-project/GenAIExamples#861: the first row of TGI 2.x's JSON `Args` record, cut by the pane it was copied from.
    const row = '{"timestamp":"2024-09-22T09:31:24.526652Z","level":"INFO","fields":{"message":"Args {\\n    model_id: \\"Intel/neural-chat-7b-v3-3\\",\\n    revision: None,\\n    validation_workers: 2,\\n    sharded: None,\\n';
    expect(tgiPrefix(row)?.text).toBe('Args {');
    expect(readLine(TGI, 'Args {')).toMatchObject({ phase: 'init', startup: true });
  });
});
