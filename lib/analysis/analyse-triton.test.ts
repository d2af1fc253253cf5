import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

// `journalctl -u triton.service` as systemd 252 prints it, around message lines copied from public threads:
// core#324 (services, SIGTERM stop), server#8578 (pools, loading), server#7950 (quoted 24.x lines), server#2876 (a failed load).
const JOURNAL = [
  'Dec 16 02:12:30 gpu-01 systemd[1]: Started triton.service - Triton Inference Server.',
  'Dec 16 02:12:33 gpu-01 tritonserver[179]: I1216 02:12:33.621768 179 pinned_memory_manager.cc:277] "Pinned memory pool is created at \'0x7f8380000000\' with size 268435456"',
  'Dec 16 02:12:33 gpu-01 tritonserver[179]: I1216 02:12:33.624737 179 model_lifecycle.cc:473] "loading: vllm:1"',
  'Dec 16 02:13:10 gpu-01 tritonserver[179]: I1216 02:13:10.120311 179 model_lifecycle.cc:623] "successfully loaded \'vllm\' version 1"',
  'Dec 16 02:13:10 gpu-01 tritonserver[179]: I1216 02:13:10.308855 179 grpc_server.cc:2519] "Started GRPCInferenceService at 0.0.0.0:8001"',
  'Dec 16 02:20:00 gpu-01 systemd[1]: Stopping triton.service - Triton Inference Server...',
  'Dec 16 02:20:00 gpu-01 tritonserver[179]: Signal (15) received.',
  'Dec 16 02:20:00 gpu-01 tritonserver[179]: I1216 02:20:00.201645 179 server.cc:307] "Waiting for in-flight requests to complete."',
  'Dec 16 02:20:02 gpu-01 systemd[1]: triton.service: Deactivated successfully.',
  'Dec 16 02:20:02 gpu-01 systemd[1]: Stopped triton.service - Triton Inference Server.',
  'Dec 16 02:20:05 gpu-01 systemd[1]: Started triton.service - Triton Inference Server.',
  'Dec 16 02:20:08 gpu-01 tritonserver[4410]: I1216 02:20:08.624737 4410 model_lifecycle.cc:473] "loading: PYTHON_NMS:1"',
  "Dec 16 02:20:09 gpu-01 tritonserver[4410]: E1216 02:20:09.803470 4410 model_lifecycle.cc:626] \"failed to load 'PYTHON_NMS' version 1: Unsupported: Triton backend API version does not support this backend\"",
  'Dec 16 02:20:09 gpu-01 tritonserver[4410]: I1216 02:20:09.508038 4410 server.cc:305] "Waiting for in-flight requests to complete."',
  'Dec 16 02:20:10 gpu-01 tritonserver[4410]: error: creating server: Internal - failed to load all models',
  'Dec 16 02:20:10 gpu-01 systemd[1]: triton.service: Main process exited, code=exited, status=1/FAILURE',
  "Dec 16 02:20:10 gpu-01 systemd[1]: triton.service: Failed with result 'exit-code'.",
].join('\n');

describe('analyse: Triton under systemd', () => {
  const analysis = analyse(parseLog(JOURNAL, { year: 2025 }).entries);

  it('splits the stopped run from the failed one, each told Triton', () => {
    expect(analysis.attempts.map((a) => [a.engine, a.outcome, a.mainPid])).toEqual([
      ['triton', 'stopped', 179],
      ['triton', 'failed', 4410],
    ]);
  });

  it('reads every milestone of the first run in order, timed by the journal', () => {
    const phases = analysis.attempts[0]!.phases;
    expect(phases.map((p) => p.name)).toEqual(['spawned', 'init', 'loading_weights', 'weights_loaded', 'ready', 'stopped']);
    expect(phases.find((p) => p.name === 'ready')!.sincePreviousUs).toBe(0);
  });

  it("names the model's own error, never the summary that all models failed", () => {
    expect(analysis.attempts[1]!.fatal?.headline).toBe(
      "failed to load 'PYTHON_NMS' version 1: Unsupported: Triton backend API version does not support this backend",
    );
  });
});

describe('analyse: a cause printed before the server began initialising', () => {
  it("is not survived by the init line: the NGC entrypoint's driver check names the running attempt's cause (triton-inference-server/server#2225)", () => {
    const text = [
      'ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but',
      '       version 440.64.00 was detected and compatibility mode is UNAVAILABLE.',
      '',
      '       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]',
      '',
      'I1105 01:26:08.079242 1 server.cc:120] Initializing Triton Inference Server',
    ].join('\n');
    const [attempt] = analyse(parseLog(text, { year: 2020 }).entries).attempts;
    expect([attempt!.outcome, attempt!.phases.map((p) => p.name)]).toEqual(['running', ['spawned', 'init']]);
    expect(attempt!.fatal?.headline).toBe('ERROR: This container was built for NVIDIA Driver Release 450.51 or later, but');
  });
});

describe('analyse: Triton with --log-format=ISO8601 (triton-inference-server/common#57)', () => {
  it.each([
    ['bare', '2022-05-23T23:49:14 I 153 server.cc:288] All models are stopped, unloading models'],
    ["with the `Z`, read as a container's stamp", '2022-05-23T23:49:14Z I 153 server.cc:288] All models are stopped, unloading models'],
  ])('%s: the line is Triton\'s, timed, and ends the attempt', (_, line) => {
    const log = parseLog(line, { year: 2022 });
    expect(log.entries[0]!.ts).toBe(Date.UTC(2022, 4, 23, 23, 49, 14) * 1000);
    const [attempt] = analyse(log.entries).attempts;
    expect([attempt!.engine, attempt!.outcome]).toEqual(['triton', 'stopped']);
  });
});

const pasted = (lines: string[], year = 2024) => analyse(parseLog(lines.join('\n'), { year }).entries).attempts;

describe('analyse: pasted Triton output without a journal', () => {
  // tensorrtllm_backend#579: the glog prefix carries the server's getpid(); the Python stubs print their own.
  it("names the server's PID from its glog prefix, not a Python stub's", () => {
    const [a] = pasted([
      'I0821 08:15:32.609876 2817 libtensorrtllm.cc:114] "TRITONBACKEND_ModelInitialize: tensorrt_llm (version 1)"',
      'I0821 08:15:33.549090 2830 pb_stub.cc:2049]  Non-graceful termination detected. ',
    ]);
    expect(a!.mainPid).toBe(2817);
    const [stub] = pasted(['I0821 08:15:33.549090 2830 pb_stub.cc:2049]  Non-graceful termination detected. ']);
    expect(stub!.mainPid).toBeNull();
  });

  // fastertransformer_backend#43: UCX's handler, then frames in Triton's and the backend's namespaces; no glog line of Triton's own files.
  it("reads a backend's native crash frames as Triton's death", () => {
    const [a] = pasted([
      '[fastertransformer-triton-predictor-default-00001-deploymen8spld:67   :0:70] Caught signal 11 (Segmentation fault: address not mapped to object at address (nil))',
      '==== backtrace (tid:     70) ====',
      ' 1 0x000000000001ef3a triton::backend::fastertransformer_backend::ModelInstanceState::ModelInstanceState()  :0',
      ' 4 0x000000000010ce8a triton::core::TritonModelInstance::CreateInstance()  :0',
    ]);
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['triton', 'failed', expect.stringContaining('Caught signal 11 (Segmentation fault')]);
  });

  // NVIDIA-AI-IOT/deepstream_triton_model_deploy#5: DeepStream runs Triton in-process and quotes its status; 20.x's stop wording.
  it("a model left with no version, then 20.x's stop, is a failed start named by the model", () => {
    const [a] = pasted([
      'I0120 09:37:32.221101 192 server.cc:120] Initializing Triton Inference Server',
      "ERROR: infer_trtis_server.cpp:617 TRTIS: failed to load model centerface, trtis_err_str:INTERNAL, err_msg:failed to load 'centerface', no version is available",
      'I0120 09:37:32.374438 192 server.cc:179] Waiting for in-flight inferences to complete.',
    ], 2021);
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['triton', 'failed', expect.stringContaining("failed to load 'centerface', no version is available")]);
  });

  it("the same stop words bare (a Triton client's interrupt handler) end nothing", () => {
    const [a] = pasted(['I0120 09:37:32.221101 192 server.cc:120] Initializing Triton Inference Server', 'Waiting for in-flight inferences to complete.'], 2021);
    expect(a!.outcome).toBe('running');
  });
  // triton-inference-server/tensorrtllm_backend#275: main() exits 1 when an endpoint cannot start (src/main.cc StartEndpoints).
  it("an endpoint that could not start ends the server, named by main's line", () => {
    const [a] = pasted([
      'I0109 19:34:30.112233 11729 model_lifecycle.cc:818] successfully loaded \'tensorrt_llm\'',
      "E0109 19:34:35.166155 11729 main.cc:245] failed to start GRPC service: Unavailable - Socket '0.0.0.0:5001' already in use ",
    ], 2024);
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['triton', 'failed', expect.stringContaining("failed to start GRPC service: Unavailable - Socket '0.0.0.0:5001' already in use")]);
  });

  // triton-inference-server/server#2917: a model directory the repository poll refused is not loaded, whatever loads beside it.
  it('a model directory the repository poll refused names the cause, and outlasts the models loaded after it', () => {
    const [a] = pasted([
      "E0526 05:31:25.666963 395040 model_repository_manager.cc:1916] Poll failed for model directory 'ensemble': unexpected platform type ensemble for ensemble",
      'I0526 05:31:25.670001 395040 model_repository_manager.cc:1206] loading: identity:1',
      "I0526 05:31:26.001122 395040 model_repository_manager.cc:1378] successfully loaded 'identity' version 1",
    ], 2021);
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['triton', 'running', expect.stringContaining("Poll failed for model directory 'ensemble'")]);
  });
  // triton-inference-server/server#8101: the stub logs its model's failed initialisation and exits; the server (PID 1) lives on.
  it("a Python stub that could not initialise its model names the model's failure, under the server's PID", () => {
    const [a] = pasted([
      'I0325 07:53:43.826305 1 model_lifecycle.cc:473] "loading: Power:1"',
      "I0325 07:53:43.994831 162 pb_stub.cc:320]  Failed to initialize Python stub for auto-complete: ModuleNotFoundError: No module named 'zmq'",
      '',
      'At:',
      '  /tmp/foldersaZOJT/1/model.py(33): <module>',
    ], 2025);
    expect([a!.engine, a!.outcome, a!.mainPid, a!.fatal?.headline]).toEqual(['triton', 'running', 1, expect.stringContaining("Failed to initialize Python stub for auto-complete: ModuleNotFoundError: No module named 'zmq'")]);
  });
  // triton-inference-server/tensorrtllm_backend#366: backend_model.cc logs the instance it could not create, and that model's load fails.
  it("an instance the backend could not create names the model's failure, and outlasts the models loaded after it", () => {
    const [a] = pasted([
      'E0306 16:40:07.708802 117 backend_model.cc:691] ERROR: Failed to create instance: unexpected error when creating modelInstanceState: maxTokensInPagedKvCache (29184) must be large enough to process at least 1 sequence to completion',
      "I0306 16:40:08.001122 117 model_lifecycle.cc:835] successfully loaded 'preprocessing'",
    ], 2024);
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['triton', 'running', expect.stringContaining('ERROR: Failed to create instance: unexpected error when creating modelInstanceState: maxTokensInPagedKvCache')]);
  });
  // triton-inference-server/server#6989: TRITONSERVER_ServerNew prints its tables, then stops itself when a model failed to load.
  describe('a Stop() right after the start-up tables', () => {
    const tables = [
      'I0319 17:56:31.500000 193 tritonserver.cc:2458] ',
      '+----------------------------------+--------+',
      '| exit_timeout                     | 30     |',
      '+----------------------------------+--------+',
    ];
    it('with no endpoint started and no signal is the teardown of a failed start', () => {
      const [a] = pasted([...tables, 'I0319 17:56:31.510680 193 server.cc:307] Waiting for in-flight requests to complete.'], 2024);
      expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['triton', 'failed', null]);
    });
    it('hard-wrapped by the paste reads the same', () => {
      const [a] = pasted([...tables, 'I0319 17:56:31.510680 193 server.cc:307] Waiting for in-flight requests to', 'complete.'], 2024);
      expect(a!.outcome).toBe('failed');
    });
    it('after a signal, or after the endpoints started, is a stop', () => {
      const signalled = pasted([...tables, 'Signal (15) received.', 'I0319 17:56:31.510680 193 server.cc:307] Waiting for in-flight requests to complete.'], 2024)[0]!;
      const served = pasted([...tables, 'I0319 17:56:31.505000 193 grpc_server.cc:2519] Started GRPCInferenceService at 0.0.0.0:8001', 'I0319 17:56:31.510680 193 server.cc:307] Waiting for in-flight requests to complete.'], 2024)[0]!;
      const bare = pasted(['I0319 17:56:31.510680 193 server.cc:307] Waiting for in-flight requests to complete.'], 2024)[0]!;
      expect([signalled.outcome, served.outcome, bare.outcome]).toEqual(['stopped', 'stopped', 'stopped']);
    });
  });

  // triton-inference-server/onnxruntime_backend#58: main() exits 1 when Stop() outlives the exit timeout.
  it('a stop that outlived the exit timeout ends the server failed, named by main', () => {
    const [a] = pasted([
      'I0812 23:45:20.700114 78 server.cc:249] Timeout 0: Found 1 live models and 1 in-flight non-inference requests',
      'E0812 23:45:20.700136 78 main.cc:1571] failed to stop server: Internal - Exit timeout expired. Exiting immediately.',
    ], 2021);
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['failed', expect.stringContaining('failed to stop server: Internal - Exit timeout expired')]);
  });

  // triton-inference-server/tensorrtllm_backend#550: the Python backend's logger quotes a model's traceback (24.x); a request failed
  // in the BLS model's execute, and tritonserver, no Python process, goes on.
  it("a Python model's logged traceback is the model's error, not the server's death", () => {
    const [a] = pasted([
      'E0728 17:26:10.112496 154 model.py:106] "Traceback (most recent call last):',
      '   File \\"/models/tensorrt_llm_bls/1/model.py\\", line 94, in execute',
      '   for res in res_gen:',
      '                     c_python_backend_utils.TritonModelException: Executor failed process requestId 163510 due to the following error: Encountered an error in forwardAsync function: [TensorRT-LLM][ERROR] Assertion failed: mNextBlocks.empty() (/tmp/kvCacheManager.cpp:219)',
    ], 2024);
    // The executor answered the failed step's requests and stepped on: the step proves serving, its error is no cause.
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['triton', 'ready', undefined]);
  });
});

