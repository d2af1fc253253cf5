import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2025 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null, phases: x.phases.map((p) => p.name) }));
};

const WEIGHTS = 'INFO 04-08 19:59:10 model_runner.py:1115] Loading model weights took 14.9595 GB';

// Line shapes from vllm-project/vllm#16307 (0.7.3, no brackets) and gpustack/gpustack#1800 (0.8, `[engine.py:448]`).
describe("V0's engine process logs at ERROR only as it dies (engine/multiprocessing/engine.py)", () => {
  it('its exception text alone, no type name and no traceback shown, ends the start as failed', () => {
    expect(read([WEIGHTS, 'ERROR 04-08 19:59:10 engine.py:400] CUDA error: no kernel image is available for execution on the device'])).toEqual([
      { outcome: 'failed', fatal: 'CUDA error: no kernel image is available for execution on the device', phases: ['weights_loaded', 'failed'] },
    ]);
  });

  it('the bracketed source of 0.8 reads the same', () => {
    const got = read(['INFO 04-17 15:10:09 [model_runner.py:1110] Loading model weights took 15.6 GB', "ERROR 04-17 15:10:09 [engine.py:448] 'NoneType' object has no attribute 'shape'"]);
    expect(got.map((a) => a.outcome)).toEqual(['failed']);
  });

  it("another module's ERROR line, or engine.py's at INFO, ends nothing by itself", () => {
    expect(read([WEIGHTS, 'ERROR 04-08 19:59:10 serving_chat.py:198] Error in preprocessing prompt inputs']).map((a) => a.outcome)).not.toContain('failed');
    expect(read([WEIGHTS, 'INFO 04-08 19:59:10 engine.py:275] Added request chatcmpl-1.']).map((a) => a.outcome)).toEqual(['ready']);
  });
});

// run_mp_engine's `logger.exception(e)` prints the exception's text, then its traceback (torch-spyre/sendnn-inference#47).
describe("V0's engine.py message heads its exception's traceback", () => {
  const HEAD = "ERROR 03-25 09:16:21 [engine.py:448] type object 'SpyrePlatform' has no attribute 'spyre_warmup_shapes'";
  const FRAMES = [
    'ERROR 03-25 09:16:21 [engine.py:448] Traceback (most recent call last):',
    'ERROR 03-25 09:16:21 [engine.py:448]   File "/opt/vllm/vllm/engine/multiprocessing/engine.py", line 436, in run_mp_engine',
    'ERROR 03-25 09:16:21 [engine.py:448]     engine = MQLLMEngine.from_vllm_config(',
  ];
  it('names the cause where the traceback is cut before its exception line', () => {
    expect(read([HEAD, ...FRAMES])).toEqual([{ outcome: 'failed', fatal: "type object 'SpyrePlatform' has no attribute 'spyre_warmup_shapes'", phases: ['failed'] }]);
  });
  it("yields to the traceback's own exception line when it is printed", () => {
    const got = read([HEAD, ...FRAMES, "ERROR 03-25 09:16:21 [engine.py:448] AttributeError: type object 'SpyrePlatform' has no attribute 'spyre_warmup_shapes'"]);
    expect(got[0]!.fatal).toBe("AttributeError: type object 'SpyrePlatform' has no attribute 'spyre_warmup_shapes'");
  });
  it("another module's ERROR message over a cut traceback names nothing", () => {
    const other = [HEAD.replace('[engine.py:448]', '[serving_chat.py:198]'), ...FRAMES.map((l) => l.replace('[engine.py:448]', '[serving_chat.py:198]'))];
    expect(read(other)[0]!.fatal).not.toBe("type object 'SpyrePlatform' has no attribute 'spyre_warmup_shapes'");
  });
});
