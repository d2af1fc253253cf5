import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { unboldPaste } from './unbold-paste';

describe('unboldPaste', () => {
  // huggingface/text-generation-inference#2522: the reporter bolded the exception the shard's traceback ends on.
  it('takes the asterisks off a line that is bold as a whole', () => {
    const text = "    import flashinfer\n\n**ModuleNotFoundError: No module named 'flashinfer'**\n";
    expect(unboldPaste(text)).toBe("    import flashinfer\n\nModuleNotFoundError: No module named 'flashinfer'\n");
    expect(unboldPaste("**RuntimeError: boom** \r\n")).toBe('RuntimeError: boom \r\n');
  });

  it('leaves banners, bold spans inside a line, asterisk rules and text without them alone', () => {
    for (const text of [
      '** ComfyUI startup time: 2025-04-21 22:33:13.620\n',
      '*** WARNING ***\n',
      '**********\n',
      'the **error** was here\n',
      '**a** and **b**\n',
      '  return f(*args, **kwargs)\n',
      'INFO 1\nINFO 2\n',
    ])
      expect(unboldPaste(text)).toBe(text);
  });

  it('is applied when a paste is parsed, so the exception line starts with its name', () => {
    const parsed = parseLog("    import flashinfer\n**ModuleNotFoundError: No module named 'flashinfer'**\n", { format: 'cat', year: 2024 });
    expect(parsed.entries.map((e) => e.message)).toContain("ModuleNotFoundError: No module named 'flashinfer'");
  });
});
