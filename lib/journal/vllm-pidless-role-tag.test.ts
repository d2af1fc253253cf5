import { describe, expect, it } from 'vitest';
import { parseVllmLine } from './vllm-prefix';

// vLLM of 2026 may tag a process's lines with its role alone, no pid (`(EngineCore) WARNING …`, vllm-project/vllm#43009).
describe('vLLM role tag without a pid', () => {
  it("reads the role, level, stamp and source behind `(EngineCore) `", () => {
    const line = '(EngineCore) WARNING 05-18 19:12:28 [jit_monitor.py:103] Triton kernel JIT compilation during inference: expand_kernel. This causes a latency spike; consider extending warmup to cover this shape/config.';
    expect(parseVllmLine(line)).toEqual({
      role: 'EngineCore',
      pid: null,
      level: 'warning',
      stamp: '05-18 19:12:28',
      source: 'jit_monitor.py:103',
      text: 'Triton kernel JIT compilation during inference: expand_kernel. This causes a latency spike; consider extending warmup to cover this shape/config.',
    });
  });

  it("reads `(APIServer) INFO …` with vLLM's whole prefix", () => {
    expect(parseVllmLine('(APIServer) INFO 05-18 17:27:56 [api_server.py:603] Starting vLLM server on http://0.0.0.0:8000')?.role).toBe('APIServer');
  });

  it('leaves a parenthesised word without the logger prefix behind it alone', () => {
    expect(parseVllmLine('(Note) the server started fine')).toBeNull();
    expect(parseVllmLine('(EngineCore) Traceback (most recent call last):')).toBeNull();
  });
});
