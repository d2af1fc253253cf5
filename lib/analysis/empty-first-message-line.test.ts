import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Python prints `Class: ` and then the message as it is; a message that begins with a newline (sgl_kernel's loader raises
// `ImportError("\n[sgl_kernel] CRITICAL: …")`) leaves the class alone on its line, its words on the next.
const run = (lines: string[]) => readAttempts(lines, 2025)[0]!;

describe('exception whose message begins on the next line', () => {
  it('is a death, named by the message line under the bare class', () => {
    const a = run(['ImportError: ', '[sgl_kernel] CRITICAL: Could not load any common_ops library!', 'Attempted locations:', '3. Standard Python import: common_ops - failed']);
    expect(a.outcome).toBe('failed');
    expect(a.engine).toBe('sglang');
    expect(a.fatal?.headline).toBe('ImportError: [sgl_kernel] CRITICAL: Could not load any common_ops library!');
  });

  it('takes the next line after a framed traceback too', () => {
    const a = run(['Traceback (most recent call last):', '  File "/x/main.py", line 3, in <module>', '    import m', 'RuntimeError: ', 'the device is gone']);
    expect(a.fatal?.headline).toBe('RuntimeError: the device is gone');
  });

  it('leaves an exception with its message on its own line as it is', () => {
    const a = run(['Traceback (most recent call last):', '  File "/x/main.py", line 3, in <module>', '    import m', 'RuntimeError: boom', 'the next line']);
    expect(a.fatal?.headline).toBe('RuntimeError: boom');
  });
});
