import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2026).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null, phases: a.phases.map((p) => p.name) }));

const EXITED = '(APIServer) WARNING [core_client.py:803] [shutdown] MPClient: engine core exited unexpectedly; starting cleanup';
const DEAD = '(APIServer) ERROR [async_llm.py:858] vllm.v1.engine.exceptions.EngineDeadError';

// vllm-project/vllm#57853: V1's MPClient starts its engine-core monitor only after the start-up handshake.
describe("the MPClient monitor's word that an engine core exited", () => {
  it('is an engine that had started, then died', () => {
    expect(read([EXITED, DEAD]).map(({ outcome, phases }) => ({ outcome, phases }))).toEqual([{ outcome: 'failed', phases: ['ready', 'failed'] }]);
  });

  it('leaves the cause printed above it to the death it reports', () => {
    const lines = ['!!!!!!! Segfault encountered !!!!!!!', '  File "<unknown>", line 0, in cuMemcpyDtoDAsync_v2', EXITED, DEAD];
    expect(read(lines)).toEqual([{ outcome: 'failed', fatal: '!!!!!!! Segfault encountered !!!!!!!', phases: ['ready', 'failed'] }]);
  });
});
