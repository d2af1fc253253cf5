import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Cosmopolitan's crash report lists the frames as `<sp> fp <frame> lr <symbol>+<offset>` on arm64; a frame in the server's own
// classes is llamafile's llama.cpp server dying, whatever ended the paste (mozilla-ai/llamafile#404).
const read = (lines: string[]) => {
  const a = readAttempts(lines, 2024)[0]!;
  return [a.engine, a.outcome, a.fatal?.headline ?? null];
};

describe("Cosmopolitan's backtrace frames of the llama.cpp server", () => {
  it('name llama.cpp before the shell reports the segfault', () => {
    expect(read([
      ' 000000016b7b5790 fp 100000669c8 lr llama_server_context::send_embedding(llama_client_slot&)+1508',
      ' 000000016b7b5ad0 fp 100000710b0 lr llama_server_context::update_slots() (.isra.0)+11120',
      ' 000000016b7b8120 fp 100000140f8 lr cosmo+1196',
      './test.sh: line 30:  9396 Segmentation fault: 11  "${LLAMAFILE}" --model "${MODEL}" --embedding --server --nobrowser --port 8080 2>&1',
    ]).slice(0, 2)).toEqual(['llamacpp', 'failed']);
  });

  it('are not a frame of any other program', () => {
    expect(read([' 000000016b7b8120 fp 100000140f8 lr cosmo+1196', ' 000000016b7ba480 fp 10000000148 lr _start'])[0]).toBe('unknown');
  });
});
