import { describe, expect, it } from 'vitest';
import { lineSignal } from './rule-sets';
import { LLAMACPP } from './llamacpp';

// ggml-org/llama.cpp#23301: the dmesg report pasted with its ` error 4 in libggml-sycl…` tail wrapped onto the next line.
describe("the kernel's segfault report", () => {
  it('ends the process and names the cause when the paste wraps it before ` error N`', () => {
    const line = 'llama-server[2367925]: segfault at 1 ip 00007b8259137540 sp 00007ffd5726d860';
    expect([lineSignal(LLAMACPP, line)?.end, lineSignal(null, line)?.end]).toEqual(['failed', 'failed']);
  });
  it('still needs all three addresses: prose about a segfault is no report', () => {
    expect(lineSignal(null, 'the server hit a segfault at 1 ip on load')?.end).toBeUndefined();
    expect(lineSignal(null, 'segfault at 1 ip 00007b8259137540 sp 00007ffd5726d860 seen twice')?.end).toBeUndefined();
  });
});
