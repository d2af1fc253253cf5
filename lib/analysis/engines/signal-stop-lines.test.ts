import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

// vllm-project/vllm#17386: vLLM 0.8.5 under Kubernetes, the pod's SIGTERM arriving while torch.compile runs.
const LOADED = 'INFO 05-08 00:41:43 [gpu_model_runner.py:1347] Model loading took 14.9596 GiB and 8.705854 seconds';
const COMPILING = 'DEBUG 05-08 00:41:43 [decorators.py:203] Start compiling function <code object forward at 0xcdef740, file "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/llama.py", line 343>';
const EXITING = 'DEBUG 05-08 00:41:45 [core.py:392] EngineCore exiting.';
const TRACEBACK_HEAD = [
  'Traceback (most recent call last):',
  '  File "<frozen runpy>", line 198, in _run_module_as_main',
  '  File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 1130, in <module>',
  '    uvloop.run(run_server(args))',
];

describe("vLLM's engine core leaving on its signal handler's SystemExit", () => {
  it('reads `EngineCore exiting.` as a stop that was asked for, the cut traceback after it that stop\'s', () => {
    expect(readStories([LOADED, COMPILING, EXITING, ...TRACEBACK_HEAD], 2025, true)).toEqual([
      { engine: 'vllm', outcome: 'stopped', fatal: null, phases: ['weights_loaded', 'compile', 'stopped'] },
    ]);
  });

  it('leaves the same cut traceback without that line a failure', () => {
    expect(readStories([LOADED, COMPILING, ...TRACEBACK_HEAD], 2025).map((s) => s.outcome)).toEqual(['failed']);
  });

  it("marks torch.compile's start from the decorator's DEBUG line", () => {
    expect(readStories([LOADED, COMPILING], 2025, true)[0]?.phases).toEqual(['weights_loaded', 'compile']);
  });
});

// torch-spyre/sendnn-inference#191: the Spyre runtime's handler reports the SIGTERM vLLM's parent sent, then the signal ends it.
describe("the Spyre runtime's report of a SIGTERM", () => {
  it('reads as a requested stop, its backtrace no crash', () => {
    expect(readStories(['Signal Received: 15 (Terminated)', 'Signal Received from pid=11578', '*** BACKTRACE ***', '/opt/sentient/runtime/lib/libg3logger.so(+0x12454)[0x7ff38fabe454]'])).toEqual([
      { engine: 'unknown', outcome: 'stopped', fatal: null },
    ]);
  });
});

// kserve/kserve#3845: a vLLM TP rank's ProcessGroupNCCL heartbeat monitor gives up and aborts the process.
describe("ProcessGroupNCCL's heartbeat monitor on a stuck watchdog", () => {
  it('ends the process failed and names the stuck watchdog', () => {
    const stories = readStories([
      '[rank1]:[E ProcessGroupNCCL.cpp:1316] [PG 2 Rank 1] Heartbeat monitor timed out! Process will be terminated after dumping debug info. workMetaList_.size()=138',
      '[rank1]:[E ProcessGroupNCCL.cpp:1153] [PG 2 Rank 1] ProcessGroupNCCL preparing to dump debug info.',
      "[rank1]:[F ProcessGroupNCCL.cpp:1169] [PG 2 Rank 1] [PG 2 Rank 1] ProcessGroupNCCL's watchdog got stuck for 600 seconds without making progress in monitoring enqueued collectives. This typically indicates a NCCL/CUDA API hang blocking the watchdog, and could be triggered by another thread holding the GIL inside a CUDA api, or other deadlock-prone behaviors.If you suspect the watchdog is not actually stuck and a longer timeout would help, you can either increase the timeout (TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat monitor (TORCH_NCCL_ENABLE_MONITORING=0).If either of aforementioned helps, feel free to file an issue to PyTorch about the short timeout or false positive abort; otherwise, please attempt to debug the hang. workMetaList_.size() = 138",
    ]);
    expect(stories.map((s) => s.outcome)).toEqual(['failed']);
    expect(stories[0]?.fatal).toContain("ProcessGroupNCCL's watchdog got stuck for 600 seconds");
  });
});
