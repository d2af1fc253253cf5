import { describe, expect, it } from 'vitest';
import { dedentPaste, pasteIndent } from './dedent-paste';

describe('dedentPaste', () => {
  it("takes off the indent every line of the paste shares (a 4-space code block, ollama/ollama#7654's compose paste)", () => {
    const text = '    time=2024-11-13T17:36:49.865Z level=INFO source=sched.go:449 msg="loaded runners" count=1\n\n      indented deeper\n';
    expect(pasteIndent(text)).toBe(4);
    expect(dedentPaste(text)).toBe('time=2024-11-13T17:36:49.865Z level=INFO source=sched.go:449 msg="loaded runners" count=1\n\n  indented deeper\n');
  });

  it('leaves text alone when one of the first lines starts at column 0, or the shared indent is a traceback frame\'s', () => {
    const journal = 'Feb 20 23:37:52 llm-two vllm[1]: x\n        continuation\n';
    expect(dedentPaste(journal)).toBe(journal);
    const frames = '  File "/opt/vllm/x.py", line 3, in f\n    raise RuntimeError("boom")\n';
    expect(dedentPaste(frames)).toBe(frames);
    expect(pasteIndent('{"MESSAGE":"x"}\n'.repeat(3))).toBe(0);
    expect(pasteIndent('   \n\n')).toBe(0);
  });

  it("takes off a markdown list item's 2-space indent, but not a traceback's own frame indent", () => {
    // Contest notes quoting a harness's verdict and vLLM's argparse line inside a list item (code corpus store id 55050718800).
    const listed = '  spawn contestant container: wait for pod ready: contestant pod failed: container "inference" exited 2 (Error)\n  api_server.py: error: unrecognized arguments: --disable-log-requests\n';
    expect(pasteIndent(listed)).toBe(2);
    expect(dedentPaste(listed)).toBe('spawn contestant container: wait for pod ready: contestant pod failed: container "inference" exited 2 (Error)\napi_server.py: error: unrecognized arguments: --disable-log-requests\n');
    const tagged = '  (APIServer pid=1) File "/x/mamba.py", line 20, in __getitem__\n  (APIServer pid=1)     raise ValueError(\n';
    expect(pasteIndent(tagged)).toBe(2);
    const framesOnly = '  File "/opt/vllm/x.py", line 3, in f\n    raise RuntimeError("boom")\n  File "/opt/vllm/y.py", line 9, in g\n    g()\n';
    expect(pasteIndent(framesOnly)).toBe(0);
    const listedTraceback = '  Traceback (most recent call last):\n    File "/x.py", line 1, in <module>\n      f()\n  ValueError: boom\n';
    expect(pasteIndent(listedTraceback)).toBe(2);
    // A log viewer's gutter (vllm-project/vllm#6042) is read by the line parsers with its indent.
    expect(pasteIndent('  | ERROR 07-01 13:54:43 multiproc_worker_utils.py:120] x\n  | INFO 07-01 13:54:43 y\n')).toBe(0);
  });

  it('takes off one space that every line has alike, but not a right-aligned frame number nor an uneven alignment', () => {
    // OFA-Sys/Chinese-CLIP#50 (2023): main()'s line pasted after an inline code span's opening backtick.
    const shifted = " error: creating server: Invalid argument - load failed for model 'clip-image-onnx': version 1 is at UNAVAILABLE state: Internal: onnx runtime error 6: Exception during initialization\n";
    expect(pasteIndent(shifted)).toBe(1);
    expect(dedentPaste(shifted)).toBe(shifted.slice(1));
    // Triton's signal handler numbers its frames right-aligned (triton-inference-server/server#7400).
    expect(pasteIndent(' 0# triton::server::(anonymous namespace)::ErrorSignalHandler(int) at triton_signal.cc:?\n 1# 0x00007F2477AC8B50 in /usr/lib64/libc.so.6\n')).toBe(0);
    // coredumpctl info aligns its field names on the colon (ollama/ollama#5352).
    expect(pasteIndent('           PID: 3776 (ollama_llama_se)\n Control Group: /system.slice/ollama.service\n')).toBe(0);
  });
});
