import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

// bytedance/UI-TARS#153: Hugging Face Inference Endpoints' page for a TGI endpoint whose launcher refused its arguments.
describe("TGI's launcher exiting on ArgumentValidation, as a relay shows it", () => {
  it('reads the variant without its `Error` as the launcher failing on its arguments', () => {
    expect(read([
      ': ArgumentValidation("`max_input_tokens`(65537) must be < `max_total_tokens`(65536)")',
      'Endpoint encountered an error.',
      '[Server message]Endpoint failed to start',
    ])).toEqual([['tgi', 'failed', ['failed'], ': ArgumentValidation("`max_input_tokens`(65537) must be < `max_total_tokens`(65536)")']]);
  });

  it('still reads the exit line the launcher prints itself', () => {
    expect(read([
      'Error: ArgumentValidation("`max_input_tokens`(65537) must be < `max_total_tokens`(65536)")',
    ])).toEqual([['tgi', 'failed', ['failed'], 'Error: ArgumentValidation("`max_input_tokens`(65537) must be < `max_total_tokens`(65536)")']]);
  });
});
