import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

describe("the 2023-24 llama.cpp server refusing one request's task", () => {
  // process_tasks: launch_slot_with_data fails on the request's grammar, send_error answers the task, the main loop goes on.
  it('is the loaded server serving, no cause', () => {
    expect(read(['llama_sampling_init: failed to parse grammar', 'launch_slot_with_data: failed to initialize sampling subsystem', 'task 8 - error: internal_error'])).toEqual([
      ['llamacpp', 'ready', ['ready'], null],
    ]);
  });

  it('the answered task alone, under a loaded model, proves serving', () => {
    expect(read(['llama server listening at http://127.0.0.1:8080', 'task 3 - error: slot unavailable'])[0]!.slice(1, 3)).toEqual(['ready', ['ready']]);
  });
});
