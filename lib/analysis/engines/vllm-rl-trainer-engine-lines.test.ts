import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[], year = 2025) =>
  readAttempts(lines, year).map((a) => ({
    engine: a.engine,
    outcome: a.outcome,
    fatal: a.fatal?.headline ?? null,
    phases: a.phases.map((p) => p.name),
  }));

// vLLM as the rollout engine of an RL trainer: its own lines in the trainer's output.
describe("vLLM's sleep mode lines are an engine that is up", () => {
  it('V0 sleep and wake-up under OpenRLHF (OpenRLHF/OpenRLHF#1065)', () => {
    const lines = [
      '(LLMRayActor pid=1212157) INFO 06-20 01:36:37 worker.py:133] Sleep mode freed 46.35 GiB memory, 26.10 GiB memory is still in use. [repeated 15x across cluster]',
      '(LLMRayActor pid=1212157) INFO 06-20 01:36:37 executor_base.py:208] It took 2.026004 seconds to fall asleep. [repeated 15x across cluster]',
      '(LLMRayActor pid=1179173, ip=10.136.148.90) INFO 06-20 01:37:11 executor_base.py:219] It took 1.462464 seconds to wake up.',
    ];
    expect(read(lines)).toEqual([{ engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });
});

describe("V1's failed utility call is logged and survived by a running engine core", () => {
  it('a collective_rpc failure reads as ready, no cause (OpenRLHF/OpenRLHF#1193)', () => {
    const lines = [
      '(LLMRayActor pid=585804) (EngineCore_DP0 pid=586112) ERROR 03-05 00:25:45 [core.py:1094] Invocation of collective_rpc method failed',
      '(LLMRayActor pid=585804) (EngineCore_DP0 pid=586112) ERROR 03-05 00:25:45 [core.py:1094] Traceback (most recent call last):',
      '(LLMRayActor pid=585804) (EngineCore_DP0 pid=586112) ERROR 03-05 00:25:45 [core.py:1094]   File "/home/jianh/.local/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 1091, in _handle_client_request',
      '(LLMRayActor pid=585804) (EngineCore_DP0 pid=586112) ERROR 03-05 00:25:45 [core.py:1094]     result = method(*self._convert_msgspec_args(method, args))',
    ];
    expect(read(lines, 2026)).toEqual([{ engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });
});

describe('PyNcclCommunicator lines after ready are no start-up', () => {
  it("trl vllm-serve's weight-sync communicator (huggingface/trl#3706)", () => {
    const lines = [
      'INFO:     Application startup complete.',
      'INFO:     [127.0.0.1:39744](http://127.0.0.1:39744/) - "POST /init_communicator/ HTTP/1.1" 200 OK',
      '(VllmWorker rank=1 pid=4888) INFO 07-08 10:09:09 [utils.py:1126] Found nccl from library libnccl.so.2',
      '(VllmWorker rank=1 pid=4888) INFO 07-08 10:09:09 [pynccl.py:70] vLLM is using nccl==2.26.2',
    ];
    expect(read(lines)).toEqual([{ engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });
  it('before ready they still open the start-up', () => {
    const lines = ['INFO 05-16 09:57:41 [pynccl.py:69] vLLM is using nccl==2.21.5', 'INFO:     Application startup complete.'];
    expect(read(lines)[0]?.phases).toEqual(['init', 'ready']);
  });
});

describe("vLLM's process tag behind a Ray actor's tells vLLM", () => {
  it("vime's VLLMEngine actor relaying its API server (vllm-project/vime#55)", () => {
    const lines = [
      '(VLLMEngine pid=89186) (APIServer pid=89709) INFO:     192.168.5.34:40232 - "POST /sleep?level=0 HTTP/1.1" 200 OK',
      '(VLLMEngine pid=89186) (APIServer pid=89709) INFO:     192.168.5.34:40238 - "POST /start_weight_update HTTP/1.1" 200 OK',
    ];
    expect(read(lines, 2026)).toEqual([{ engine: 'vllm', outcome: 'ready', fatal: null, phases: ['ready'] }]);
  });
  it("a host's own tag alone tells nothing", () => {
    expect(read(['(VLLMEngine pid=89186) INFO:     192.168.5.34:40232 - "POST /sleep?level=0 HTTP/1.1" 200 OK'], 2026)[0]?.engine).toBe('unknown');
  });
});

describe("an RL trainer's vLLM-hosting actor that died in its constructor", () => {
  it("NeMo-RL's VllmGenerationWorker building vllm.LLM (NVIDIA-NeMo/RL#870)", () => {
    const lines = [
      '(VllmGenerationWorker pid=14029) Exception raised in creation task: The actor died because of an error raised in its creation task, ray::vllm_policy-0-0:VllmGenerationWorker.__init__() (pid=14029, ip=172.17.0.3, actor_id=2f5bb545947b9866f4054d8801000000, repr=VllmGenerationWorker)',
      '(VllmGenerationWorker pid=14029)   File "/workspace/projects/nemo-rl/nemo_rl/models/generation/vllm.py", line 354, in __init__',
      '(VllmGenerationWorker pid=14029)     self.llm = vllm.LLM(**llm_kwargs)',
    ];
    expect(read(lines)).toEqual([{ engine: 'vllm', outcome: 'failed', fatal: null, phases: ['failed'] }]);
  });
});
