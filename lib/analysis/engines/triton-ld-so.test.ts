import { describe, expect, it } from 'vitest';
import { lineSignal } from './rule-sets';
import { TRITON } from './triton';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => {
  const [a] = readAttempts(lines, 2024);
  return [a!.engine, a!.outcome];
};

describe("the dynamic loader's failure under Triton", () => {
  // triton-inference-server/server#2882: ld.so cannot load the server binary's libraries; it exits 127 before main().
  it("the server binary's own failure ends the attempt", () => {
    const line = './tritonserver: error while loading shared libraries: libnvidia-ml.so.1: cannot open shared object file: No such file or directory';
    expect(lineSignal(TRITON, line)?.end).toBe('failed');
    expect(read(['./tritonserver', line])).toEqual(['triton', 'failed']);
  });

  // isarsoft/yolov4-triton-tensorrt#16: an LD_PRELOADed plugin's missing CUDA runtime stops the image's bash entrypoint.
  it("the entrypoint shell's failure at start-up ends it", () => {
    const line = '/bin/bash: error while loading shared libraries: libcudart.so.10.1: cannot open shared object file: No such file or directory';
    expect(lineSignal(TRITON, line)?.startOnly).toBe(true);
    expect(read(['== Triton Inference Server ==', line])).toEqual(['triton', 'failed']);
  });

  it("after the server is up, a shell's failure (the Python stub's bash) does not end the server", () => {
    expect(
      read([
        'I0720 03:52:16.596422 101 grpc_server.cc:2451] Started GRPCInferenceService at 0.0.0.0:8001',
        'I0720 03:52:16.596522 101 http_server.cc:3558] Started HTTPService at 0.0.0.0:8000',
        '/bin/bash: error while loading shared libraries: libpython3.10.so.1.0: cannot open shared object file: No such file or directory',
      ])[1],
    ).not.toBe('failed');
  });
});
