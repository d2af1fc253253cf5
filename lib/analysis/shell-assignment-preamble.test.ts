import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

// sgl-project/sglang#16624: a thread's reproduction sets a variable without a prompt, then runs the server; the variable is the
// user's typing before that start, not an attempt of its own (which would read as a start superseded and failed).
const LINES = [
  'export SGLANG_ENABLE_SPEC_V2=1',
  'python3 -m sglang.launch_server   --model-path /models/deepseek-32   --trust-remote-code   --tp-size 8 --dp-size 8 --enable-dp-attention --port=8000',
  '',
  '[2026-01-13 04:50:51 DP3 TP3] Scheduler hit an exception: Traceback (most recent call last):',
  '  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 2942, in run_scheduler_process',
  '    scheduler.event_loop_overlap()',
];

describe('variables set before the server command', () => {
  it('are that start\'s preamble: one attempt, the server\'s', () => {
    const { attempts } = analyse(parseLog(LINES.join('\n'), { year: 2026 }).entries);
    expect(attempts.map((a) => [a.engine, a.outcome])).toEqual([['sglang', 'failed']]);
  });

  it('TGI README\'s `model=` and `volume=` lines too', () => {
    const tgi = ['model=HuggingFaceH4/zephyr-7b-beta', 'volume=$PWD/data', 'docker run --gpus all --shm-size 1g -p 8080:80 -v $volume:/data ghcr.io/huggingface/text-generation-inference:2.0.4 --model-id $model', '2024-07-16T09:05:11.040911Z  INFO text_generation_launcher: Args {'];
    const { attempts } = analyse(parseLog(tgi.join('\n'), { year: 2024 }).entries);
    expect(attempts.map((a) => a.engine)).toEqual(['tgi']);
  });
});
