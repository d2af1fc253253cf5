import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const engineOf = (lines: string[]): string[] => readAttempts(lines, 2025).map((a) => a.engine);

// Real lines: triton-inference-server/server#8578 (Triton 25.x with the vLLM backend), vllm-project/vllm#15182.
const VLLM_IN_STUB = 'INFO 12-16 10:12:37 [__init__.py:216] Automatically detected platform cuda.';
const TRITON_INSTANCE = 'I1216 02:12:42.654863 179 python_be.cc:2289] "TRITONBACKEND_ModelInstanceInitialize: vllm_0_0 (MODEL device 0)"';
const TRITON_ERROR = 'E1216 02:12:49.624646 179 model.py:248] "[vllm] Failed to start engine: NoneType: None\\n"';

describe('attemptEngine: Triton embeds the vLLM backend', () => {
  it('a window that opens on vLLM lines from the Python stub is Triton once Triton lines follow', () => {
    expect(engineOf([VLLM_IN_STUB, TRITON_INSTANCE, VLLM_IN_STUB, TRITON_ERROR])).toEqual(['triton']);
  });

  // Real line: aws-samples/amazon-eks-machine-learning-with-terraform-and-kubeflow#117 (the vLLM backend under Ray, 2025): the
  // message names vLLM's Ray worker, but the line is Triton's glog line for the backend's model.py.
  it("a lone line both claim is Triton's: its glog prefix wraps the backend's message", () => {
    const rayError =
      'E1027 15:54:53.431777 1342 model.py:502] "[vllm] Error generating stream: \\u001B[36mray::RayWorkerWrapper.execute_method()\\u001B[39m (pid=XXX, ip=XXX.XXX.XXX.XXX, actor_id=XXXXXXX, repr=<vllm.executor.ray_utils.RayWorkerWrapper object at XXXXXXX>)\\n  At least one of the input arguments for this task could not be computed:\\nray.exceptions.RaySystemError: System error: No module named \'utils\'"';
    expect(engineOf([rayError])).toEqual(['triton']);
  });

  it('vLLM alone stays vLLM, even where it names Triton kernels', () => {
    expect(engineOf([VLLM_IN_STUB, '(VllmWorker rank=1 pid=3024) INFO 03-20 03:14:59 [cuda.py:186] Using Triton MLA backend on V1 engine.'])).toEqual(['vllm']);
  });
});

// Real lines: sgl-project/sglang#2193 (SGLang 0.3 loading through vLLM), sgl-project/sglang#4708 (0.4.4's start).
const VLLM_LOADER_IN_SGLANG = "INFO 11-26 14:23:34 weight_utils.py:243] Using model weights format ['*.safetensors']";
const SGLANG_WARMUP_FAILED = '[2024-11-26 14:25:58] Initialization failed. warmup error: Traceback (most recent call last):';
const VLLM_PLATFORM_IN_SGLANG = 'INFO 03-24 13:34:34 __init__.py:190] Automatically detected platform cuda.';
const SGLANG_ARGS = "[2025-03-24 13:34:35] server_args=ServerArgs(model_path='/home/diaomuxi/model_zoo/gemma-3-4b-it', tokenizer_path='/home/diaomuxi/model_zoo/gemma-3-4b-it'";

describe('attemptEngine: SGLang up to 0.4 embeds vLLM too', () => {
  it('vLLM loader lines first, SGLang lines after: SGLang', () => {
    expect(engineOf([VLLM_LOADER_IN_SGLANG, SGLANG_WARMUP_FAILED])).toEqual(['sglang']);
    expect(engineOf([VLLM_PLATFORM_IN_SGLANG, SGLANG_ARGS])).toEqual(['sglang']);
  });

  it('with two engines embedding vLLM, each still wins on its own lines', () => {
    expect(engineOf([VLLM_IN_STUB, TRITON_INSTANCE])).toEqual(['triton']);
    expect(engineOf([VLLM_PLATFORM_IN_SGLANG, SGLANG_ARGS])).toEqual(['sglang']);
  });
});

describe("attemptEngine: a Python logger's name", () => {
  it("vLLM's own logger name in an application's logging format tells vLLM; a wrapper's `__main__` tells nothing", () => {
    const died = '2025-11-02 13:17:04,315 - vllm.v1.engine.core_client - ERROR - Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.';
    expect(engineOf([died])).toEqual(['vllm']);
    expect(engineOf([died.replace('vllm.v1.engine.core_client', '__main__')])).toEqual(['unknown']);
  });
});

describe('attemptEngine: a bare process tag before the engine line', () => {
  it("Ray's actor tag before SGLang's stamped uvicorn line: the line behind the tag tells SGLang (THUDM/slime#1514)", () => {
    const line = '(SGLangEngine pid=720234, ip=11.251.213.106) [2026-01-29 06:53:43] INFO:     11.251.218.253:52558 - "POST /v1/chat/completions HTTP/1.1" 200 OK';
    expect(engineOf([line])).toEqual(['sglang']);
    // A vLLM tag with vLLM's own level and stamp is vLLM's line, whatever follows.
    expect(engineOf(['(APIServer pid=1) INFO 07-21 04:58:58 [launcher.py:37] Available routes are:'])).toEqual(['vllm']);
  });
});

describe("attemptEngine: SGLang's rank-tagged stamp names it, whatever the message", () => {
  it.each([
    ['[2025-04-01 09:58:02 TP0] Custom allreduce is disabled because this process group spans across nodes.'],
    ['[2025-07-11 17:40:16 DP0 TP3] Some message no other rule knows.'],
    ['[2026-07-01 02:42:56 TP8 EP8] get env HOSTNAME = node-1'],
  ])('%s', (line) => {
    expect(engineOf([line])).toEqual(['sglang']);
  });

  it('a bracketed stamp without rank tokens is not enough', () => {
    expect(engineOf(['[2025-04-01 09:58:02] Some message no other rule knows.'])).toEqual(['unknown']);
  });
});

// ollama/ollama#7803 (Windows cmd), ggml-org/llama.cpp#11259 (PowerShell): the prompt's command is the server whose output follows.
describe('attemptEngine: a pasted prompt that starts a server names the engine', () => {
  const BIND_IN_USE = 'Error: listen tcp 127.0.0.1:11434: bind: Only one usage of each socket address (protocol/network address/port) is normally permitted.';

  it('`ollama serve` at a cmd, bash or PowerShell prompt, then only cobra\'s error: Ollama', () => {
    expect(engineOf(['C:\\Users\\allowdin>ollama serve', BIND_IN_USE])).toEqual(['ollama']);
    expect(engineOf(['$ ollama serve', 'Error: listen tcp 127.0.0.1:11434: bind: address already in use'])).toEqual(['ollama']);
    expect(engineOf(['PS C:\\Users\\me> ollama.exe serve', BIND_IN_USE])).toEqual(['ollama']);
  });

  it('each server named by its program: llama-server behind a Windows path, vLLM, SGLang, TGI, Triton', () => {
    expect(engineOf(['PS C:\\Users\\me\\llama-b4474-bin-win-cuda-cu12.4-x64> .\\llama-server.exe -m "F:\\m.gguf" -ngl 99', 'error: unknown argument: -x'])).toEqual(['llamacpp']);
    expect(engineOf(['user@gpu-01:~$ vllm serve Qwen/Qwen3-0.6B', 'Killed'])).toEqual(['vllm']);
    expect(engineOf(['$ python -m sglang.launch_server --model-path m', 'Killed'])).toEqual(['sglang']);
    expect(engineOf(['root@x:/usr/src# text-generation-launcher --model-id m', 'Killed'])).toEqual(['tgi']);
    expect(engineOf(['root@1cccece5c83c:~# tritonserver --model-repository ./triton/', 'Killed'])).toEqual(['triton']);
  });

  it('a container run names an image, not a program: no engine from it', () => {
    expect(engineOf(['$ docker run --gpus all -p 8000:8000 vllm/vllm-openai --model m', 'Killed'])).toEqual(['unknown']);
  });
});

describe("attemptEngine: journald's identifier names the program", () => {
  it("lines under `vllm[pid]:` are vLLM's even when they name nothing (the resource tracker's warning as a run ends, dfch/biz.dfch.LlmOps)", () => {
    const lines = [
      "Aug 18 22:21:43 sys0 vllm[187600]: /usr/lib/python3.12/multiprocessing/resource_tracker.py:279: UserWarning: resource_tracker: There appear to be 4 leaked shared_memory objects to clean up at shutdown",
      'Aug 18 22:21:43 sys0 systemd[1]: vllm-deepseek-v4-flash.service: Main process exited, code=exited, status=1/FAILURE',
    ];
    expect(engineOf(lines)).toEqual(['vllm']);
  });

  it('the same warning under another program name tells no engine', () => {
    const lines = ["Aug 18 22:21:43 sys0 python3[187600]: /usr/lib/python3.12/multiprocessing/resource_tracker.py:279: UserWarning: resource_tracker: There appear to be 4 leaked shared_memory objects to clean up at shutdown"];
    expect(engineOf(lines)).toEqual(['unknown']);
  });
});
