import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[], year: number) => readAttempts(lines, year).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

// Real lines: triton-inference-server/server#3613 (2021), the signal handler's stack pasted without its `Signal (6) received.`.
describe("the signal handler's stack without its signal line", () => {
  const stack = [
    '0# 0x0000564B4B89F8A9 in tritonserver',
    '1# 0x00007F631496D210 in /usr/lib/x86_64-linux-gnu/libc.so.6',
    '2# abort in /usr/lib/x86_64-linux-gnu/libc.so.6',
    '3# 0x00007F6314D23911 in /usr/lib/x86_64-linux-gnu/libstdc++.so.6',
  ];
  it('ends the server, the abort frame naming how', () => {
    expect(read(stack, 2021)).toEqual([['triton', 'failed', '2# abort in /usr/lib/x86_64-linux-gnu/libc.so.6']]);
  });

  // Real lines: triton-inference-server/server#3559 (2021): what std::terminate printed stays the cause above the stack.
  it('yields to the terminate report and the signal line above it', () => {
    const lines = [
      'I1111 02:21:47.350601 1 http_server.cc:2815] Started HTTPService at 0.0.0.0:8000',
      'terminate called without an active exception',
      'Signal (6) received.',
      ' 0# nvidia::inferenceserver::(anonymous namespace)::ErrorSignalHandler(int) at signal.cc:?',
      ' 1# 0x00007F936DA56400 in /lib64/libc.so.6',
      ' 2# gsignal in /lib64/libc.so.6',
      ' 3# abort in /lib64/libc.so.6',
    ];
    expect(read(lines, 2021)).toEqual([['triton', 'failed', 'terminate called without an active exception']]);
  });
});

// Real line: triton-inference-server/server#911 (2019), glibc's assert in TensorRT's deserializer inside trtserver.
describe("glibc's assert under the server's name", () => {
  it('is the server aborting', () => {
    const line = 'trtserver: engine.cpp:1094: bool nvinfer1::rt::Engine::deserialize(const void*, std::size_t, nvinfer1::IGpuAllocator&, nvinfer1::IPluginFactory*): Assertion `size >= bsize && "Mismatch between allocated memory size and expected size of serialized engine."\' failed.';
    expect(read([line], 2019)).toEqual([['triton', 'failed', line]]);
  });
});
