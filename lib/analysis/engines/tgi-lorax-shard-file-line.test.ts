import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { tgiPrefix } from './tgi';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline.slice(0, 30) ?? null]);

describe("LoRAX's launcher relaying a shard record that starts with the shard's file:line", () => {
  // lorax-server's cli.py adds its loguru sink with format="{file}:{line} {message}" (serialize=True under the launcher); the
  // launcher's log_lines prints the JSON record's formatted `text`, so every relayed shard record starts `interceptor.py:41 `.
  it("reads the shard's message past its file:line", () => {
    expect(tgiPrefix('2024-07-03T16:47:00.129526Z ERROR lorax_launcher: interceptor.py:41 Method Decode encountered an error.')?.text).toBe(
      'Method Decode encountered an error.',
    );
    expect(tgiPrefix('2024-01-19T10:44:10.713072Z ERROR lorax_launcher: server.py:218 Error when initializing model')?.text).toBe('Error when initializing model');
  });

  it('a Decode error relayed by LoRAX proves the server was serving', () => {
    expect(
      read([
        '2024-07-03T16:46:05.501204Z  INFO lorax_router::queue: router/src/queue.rs:139: set adapter s3:s3://bucket/model-1/ status to Ready',
        '2024-07-03T16:47:00.129526Z ERROR lorax_launcher: interceptor.py:41 Method Decode encountered an error.',
        'Traceback (most recent call last):',
        '  File "/opt/conda/bin/lorax-server", line 8, in <module>',
      ]),
    ).toEqual([['tgi', 'ready', ['ready'], null]]);
  });

  it('leaves near-miss text alone', () => {
    // TGI's own shard logs `{message}` alone: a message that itself names a file keeps it.
    expect(tgiPrefix('2024-07-03T16:47:00.129526Z ERROR text_generation_launcher: model.py:12 is missing')?.text).toBe('model.py:12 is missing');
    // Only the launcher relays shard records; the router's own messages are not touched.
    expect(tgiPrefix('2024-07-03T16:47:00.129526Z  INFO lorax_router: router/src/main.rs:1: config.py:3 loaded')?.text).toBe('config.py:3 loaded');
    // No line number, no strip.
    expect(tgiPrefix('2024-07-03T16:47:00.129526Z ERROR lorax_launcher: server.py Error')?.text).toBe('server.py Error');
  });
});
