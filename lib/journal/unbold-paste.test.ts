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

  // ollama/ollama#9674: the reporter bolded the words that end two of ggml's lines.
  it('takes the asterisks off a bold span that ends a line, after a space, with no asterisk before it', () => {
    const text =
      'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 17481.62 MiB on device 0: cudaMalloc **failed: out of memory**\n' +
      'ggml_gallocr_reserve_n: **failed to allocate CUDA0 buffer of size 18330807808**\n';
    expect(unboldPaste(text)).toBe(
      'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 17481.62 MiB on device 0: cudaMalloc failed: out of memory\n' +
        'ggml_gallocr_reserve_n: failed to allocate CUDA0 buffer of size 18330807808\n',
    );
    for (const kept of ['a *b* **c**\n', 'x**y**\n', 'the ** end**\n', 'f(**kwargs)\n']) expect(unboldPaste(kept)).toBe(kept);
  });

  it('is applied when a paste is parsed, so the exception line starts with its name', () => {
    const parsed = parseLog("    import flashinfer\n**ModuleNotFoundError: No module named 'flashinfer'**\n", { format: 'cat', year: 2024 });
    expect(parsed.entries.map((e) => e.message)).toContain("ModuleNotFoundError: No module named 'flashinfer'");
  });
});
