import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// With no journal, the crash report names the process that died: gdb attached by ggml_print_backtrace to getpid()
// (ggml-org/llama.cpp#7427), or the job report of the script that ran the server (mozilla-ai/llamafile#404).
const pid = (lines: string[]) => readAttempts(lines, 2024)[0]!.mainPid;

describe("llama.cpp's crash reports name the main PID of a bare paste", () => {
  it("takes gdb's detach line after ggml's backtrace", () => {
    expect(pid([
      'Accepted client connection, free_mem=8412266496, total_mem=8500477952',
      'GGML_ASSERT: /usr/local/src/ai/llamacpp/llama.cpp/ggml-backend.c:226: offset + size <= ggml_nbytes(tensor) && "tensor write out of bounds"',
      '#3  0x0000000000541d20 in start_rpc_server ()',
      '[Inferior 1 (process 11677) detached]',
    ])).toBe(11677);
  });

  it("takes the script's job report of the server it ran", () => {
    expect(pid([
      ' 000000016b7b5790 fp 100000669c8 lr llama_server_context::send_embedding(llama_client_slot&)+1508',
      'curl: (52) Empty reply from server',
      './test.sh: line 30:  9396 Segmentation fault: 11  "${LLAMAFILE}" --model "${MODEL}" --embedding --server --nobrowser --port 8080 2>&1',
    ])).toBe(9396);
  });

  it("leaves a relayed child's detach line to the child", () => {
    expect(pid(['slot update_slots: id  0 | task 5 | prompt done', '[41553] [Inferior 1 (process 41553) detached]'])).toBeNull();
  });

  it('prefers the journal the lines came with', () => {
    expect(pid([
      'May 22 01:36:07 pc run.sh[60047]: #5  0x000055752bf79ecc in llama_server(int, char**) ()',
      'May 22 01:36:07 pc run.sh[60047]: [Inferior 1 (process 37450) detached]',
    ])).toBe(60047);
  });
});
