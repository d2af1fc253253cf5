import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// ggml's abort backtrace (gdb) through the server's update_slots: the main loop, started after the model loaded, was decoding
// requests' slots when the process aborted. Lines of iacopPBK/llama.cpp-gfx906#17 (2026).
const FRAMES = [
  '#9  0x00007d0b6370fffb in llama_decode () from /home/user/llama.cpp-gfx906/build/bin/libllama.so.0',
  '#10 0x00000000003a8f78 in server_context_impl::update_slots() ()',
  '#11 0x00000000003b8f5c in server_queue::start_loop(long) ()',
  '[Inferior 1 (process 326993) detached]',
  `./SCRIPT_launch_server_MI50_4.sh: line 65: 326993 Aborted                 (core dumped) ./build/bin/llama-server -m "$MODEL_PATH" --port 8080`,
];

describe("a gdb frame of llama-server's update_slots", () => {
  it('reads a server that was serving when it aborted', () => {
    const [a] = readAttempts(FRAMES, 2026);
    expect([a!.engine, a!.outcome, a!.mainPid, a!.phases.map((p) => p.name)]).toEqual(['llamacpp', 'failed', 326993, ['ready', 'failed']]);
  });

  it('is not read from a frame of the load before it', () => {
    const [a] = readAttempts(['#10 0x000055d7c8e1d2a5 in server_context::load_model(common_params const&) ()', FRAMES[3]!, FRAMES[4]!], 2026);
    expect(a!.phases.map((p) => p.name)).not.toContain('ready');
  });
});
