import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// text-generation-webui logs `Starting TextGen` (before 2026 `Starting Text generation web UI`) first at every start.
const read = (lines: string[]) => readAttempts(lines, 2026).map((a) => a.outcome);

describe("text-generation-webui's start line", () => {
  it('seen again after a death, a new run began', () => {
    const lines = [
      '05:11:39-121272 INFO     Starting TextGen',
      '05:15:34-142471 INFO     Vision component detected in model config. Attempting to load...',
      'GPU assert: no kernel image is available for execution on the device D:\\a\\exllamav3\\exllamav3_ext\\stloader_cu.cu 53',
      '05:15:36-826290 INFO     Starting TextGen',
    ];
    expect(read(lines)).toEqual(['failed', 'running']);
  });
});
