import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const engineOf = (lines: string[]) => readAttempts(lines, 2025).map((a) => a.engine);

// Real lines: triton-inference-server/server#8536 (a Jetson paste that starts below the banner's header).
describe("the NGC Triton container's banner", () => {
  it('tells Triton by its server version line where the header was not pasted', () => {
    expect(engineOf(['NVIDIA Release 24.08 (build 107631420)', 'Triton Server Version 2.49.0', '', 'ERROR: This container was built for NVIDIA Driver Release 560.35 or later, but'])).toEqual(['triton']);
  });

  it('the release line alone names no engine: every NGC framework container prints one', () => {
    expect(engineOf(['NVIDIA Release 24.08 (build 107631420)', 'ERROR: This container was built for NVIDIA Driver Release 560.35 or later, but'])).toEqual(['unknown']);
  });
});
