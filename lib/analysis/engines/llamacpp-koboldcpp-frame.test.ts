import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// KoboldCpp's launcher is koboldcpp.py (PyInstaller-frozen in its release builds); a crash in the llama.cpp library it loads
// through ctypes surfaces as a Python traceback through its frames (YellowRoseCx/koboldcpp-rocm#152).
const traceback = [
  'Traceback (most recent call last):',
  '  File "koboldcpp.py", line 8501, in kcpp_main_process',
  '    loadok = load_model(modelname)',
  '  File "koboldcpp.py", line 1659, in load_model',
  '    ret = handle.load_model(inputs)',
  'OSError: exception: access violation reading 0x00000143D21238E0',
];

describe("a frame of KoboldCpp's launcher", () => {
  it('tells the engine of a traceback with no llama.cpp line', () => {
    expect(readStories(traceback, 2026)).toMatchObject([{ engine: 'llamacpp', outcome: 'failed', fatal: traceback[5] }]);
  });

  it('with the source path before the name as well', () => {
    const lines = traceback.map((l) => l.replace('"koboldcpp.py"', '"/home/u/koboldcpp/koboldcpp.py"'));
    expect(readStories(lines, 2026)[0]!.engine).toBe('llamacpp');
  });

  it('not a script merely named like it', () => {
    const lines = traceback.map((l) => l.replace('"koboldcpp.py"', '"run_koboldcpp.py"'));
    expect(readStories(lines, 2026)[0]!.engine).toBe('unknown');
  });
});
