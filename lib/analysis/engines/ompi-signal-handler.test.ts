import { describe, expect, it } from 'vitest';
import { lineSignal } from './rule-sets';
import { TRITON } from './triton';

describe("Open MPI's signal handler block", () => {
  // triton-inference-server/server#7293 (a pod's SIGBUS in UCX's shared-memory pool), tensorrtllm_backend#206 (SIGSEGV).
  it.each([
    '[triton-inference-server-7cd84c8f4b-wzsk9:00030] Signal: Bus error (7)',
    '[ubuntu:00116] Signal: Segmentation fault (11)',
    '[node-3:12345] Signal: Aborted (6)',
  ])('the line naming the signal ends the process (%#)', (line) => {
    expect(lineSignal(null, line)?.end).toBe('failed');
    expect(lineSignal(TRITON, line)?.end).toBe('failed');
  });

  it('its other lines and a prose mention are not ends', () => {
    expect(lineSignal(null, '[node-3:12345] Signal code:  (-6)')?.end).toBeUndefined();
    expect(lineSignal(null, 'Signal: Bus error (7)')?.end).toBeUndefined();
  });
});
