import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { ENGINES } from './index';
import { readLine } from './read-line';
import { ruleHits } from './rule-hit';
import { isWrapperText, lineSignal, startupGate } from './rule-sets';
import { SUPERVISOR_BARE, SUPERVISOR_LINES, SUPERVISOR_READY, supervisedEngine, type SupervisorLine } from './supervisor-ends';

const VLLM = ENGINES.find((e) => e.id === 'vllm')!;

function expectReading(rule: SupervisorLine, line: string): void {
  expect(ruleHits(rule, line), line).toBe(true);
  const read = readLine(null, line);
  const end = rule.says === 'failed' || rule.says === 'stopped' ? rule.says : null;
  expect(read.end, line).toBe(end);
  expect(read.cause, line).toBe(rule.reads === 'cause');
  expect(isWrapperText([], line), line).toBe(rule.reads === 'wrapper');
  expect(SUPERVISOR_BARE.some((r) => ruleHits(r, line)), line).toBe(rule.reads === 'bare');
  expect(startupGate([])(line)?.spawn ?? false, line).toBe(rule.says === 'start');
  expect(SUPERVISOR_READY.some((r) => ruleHits(r, line)), line).toBe(rule.says === 'ready');
}

describe('supervisor lines (what the tool running the server says of it)', () => {
  for (const rule of SUPERVISOR_LINES)
    for (const { line, source } of rule.samples) it(`${rule.tool} ${rule.says}${rule.reads ? `/${rule.reads}` : ''}: ${source}`, () => expectReading(rule, line));

  // Rules whose lines no stored thread shows, tested on the line their tool's format string prints.
  const formatted: Array<[string, string]> = [
    ['supervisord', 'INFO exited: vllm (exit status 0; expected)'],
    ['supervisord', "INFO spawned: 'vllm' with pid 42"],
    ['supervisord', 'INFO exited: notthere (terminated by SIGHUP; not expected)'],
    ['tini', '[FATAL tini (7)] exec /opt/venv/bin/vllm failed: Exec format error'],
    // libnvidia-container's other stages (src/cli: warnx("%s error: %s")), and the hook's failure relayed without the legacy-mode word.
    ['nvidia-container-cli', 'nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4, please update your driver to a newer version, or use an earlier cuda container: unknown'],
    ['nvidia-container-cli', 'nvidia-container-cli: mount error: file creation failed: /var/lib/docker/overlay2/x/merged/run/nvidia-persistenced/socket: no such device or address: unknown'],
    ['OCI runtime', 'docker: Error response from daemon: OCI runtime create failed: container_linux.go:349: starting container process caused: error running hook #0: error running hook: exit status 1, stdout: , stderr: '],
    ['Jan watchdog', '[APP]::Process exited with code 0'],
    // PyTriton's _handle_exit on a clean exit of its tritonserver child (LOGGER.debug("Triton Inference Server stopped")).
    ['PyTriton', '2024-04-01 18:18:31,964 - DEBUG - pytriton.server.triton_server: Triton Inference Server stopped'],
    ['LocalAI', '7:25AM INF [llama-cpp] Fails: could not load model: rpc error: code = Unknown desc = failed loading model'],
    // llmdbench's wait_for_pods (announce(f"ERROR: Crashed container in pod: {pod}, container: {name}") and its CrashLoopBackOff twin).
    ['llm-d-benchmark', '2026-02-13 16:53:24,101 - INFO - ERROR: Crashed container in pod: vllm-standalone-llama-3-1b-845945945-dljsw, container: vllm-standalone-llama-3-1b'],
    ['llm-d-benchmark', 'ERROR: CrashLoopBackOff in pod: qwen-qwen3-0-6b-decode-6c9d5f7b8-x2x9z, container: vllm'],
  ];
  it.each(formatted)('%s: %s', (tool, line) => {
    const rules = SUPERVISOR_LINES.filter((r) => r.tool === tool && ruleHits(r, line));
    expect(rules).toHaveLength(1);
    expectReading(rules[0]!, line);
  });

  it('every rule is tested on a line', () => {
    const tested = new Set(formatted.flatMap(([tool, line]) => SUPERVISOR_LINES.filter((r) => r.tool === tool && ruleHits(r, line))));
    for (const rule of SUPERVISOR_LINES) expect(rule.samples.length > 0 || tested.has(rule), `${rule.tool} ${rule.pattern}`).toBe(true);
  });

  it('each sample is read by its own rule only, never by one of another reading', () => {
    for (const rule of SUPERVISOR_LINES)
      for (const { line } of rule.samples)
        for (const other of SUPERVISOR_LINES) if (other !== rule && ruleHits(other, line)) expect([other.says, other.reads], line).toEqual([rule.says, rule.reads]);
  });

  // n8n-io/self-hosted-ai-starter-kit#11: runc relays the NVIDIA hook's stderr, whose own error line says why the GPU container never started.
  it("names the NVIDIA hook's error under the runtime's report that the hook failed", () => {
    const HOOK = "Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'";
    const CLI = 'nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown';
    const [a] = analyse(parseLog([HOOK, CLI].join('\n')).entries).attempts;
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['failed', CLI]);
    const [alone] = analyse(parseLog(HOOK).entries).attempts;
    expect([alone!.outcome, alone!.fatal?.headline]).toEqual(['failed', HOOK]);
  });

  it('reads a supervisor line under any engine, on a line whose level no reader took off', () => {
    expect(lineSignal(VLLM, 'exited: vllm (exit status 1; not expected)')).toMatchObject({ end: 'failed', death: true, cause: false });
    expect(lineSignal(VLLM, 'Failed to start model server: integer division or modulo by zero')).toMatchObject({ end: 'failed', cause: true });
    expect(lineSignal(null, '  Warning  Unhealthy  25m (x3 over 25m)  kubelet  Liveness probe failed: HTTP probe failed with statuscode: 404')).toMatchObject({ end: null, cause: true });
  });

  it('names the engine a supervisor runs only from a program one engine ships', () => {
    expect(supervisedEngine('vLLM failed to start.  Retry with --enable-serving-output to learn more about the failure.')).toBe('vllm');
    expect(supervisedEngine('Error: llama-server at 0.0.0.0:8080 did not become ready after 10 seconds.')).toBe('llamacpp');
    expect(supervisedEngine('[Error] (Router) Failed to load model: vllm-server failed to start within timeout')).toBe('vllm');
    expect(supervisedEngine('[FATAL tini (7)] exec /opt/venv/bin/vllm failed: Exec format error')).toBe('vllm');
    // cortex-server hosts several engines; a program name chosen by the user says nothing.
    expect(supervisedEngine('[2025-06-26][23:11:32][app_lib::core::setup][INFO] Spawning cortex-server (Attempt 2/5)')).toBeNull();
    expect(supervisedEngine('INFO exited: my-model (exit status 1; not expected)')).toBeNull();
    // GPUStack's RPC servers are always llama-box's, though its line names none.
    expect(supervisedEngine('2024-12-30T22:40:53+08:00 - gpustack.worker.worker_manager - INFO - Started RPC server for GPU 0 on port 50860, pid 7236')).toBe('llamacpp');
  });
});

describe('supervisor lines in an attempt', () => {
  const read = (text: string) => analyse(parseLog(text, { year: 2025 }).entries).attempts;

  it('a report of how the child ended yields to a death printed after it', () => {
    const [a] = read('[APP]::Process exited with code null\nSegmentation fault\n');
    expect(a).toMatchObject({ outcome: 'failed' });
    expect(a!.fatal?.headline).toBe('Segmentation fault');
  });

  it('the supervisor starting its child again after an end opens a new attempt', () => {
    const attempts = read("INFO exited: vllm (exit status 1; not expected)\nINFO spawned: 'vllm' with pid 42\n");
    expect(attempts.map((a) => [a.outcome, a.engine])).toEqual([
      ['failed', 'vllm'],
      ['running', 'vllm'],
    ]);
  });

  it("Docker Model Runner's report of its backend's exit ends that backend's run, named after the backend (docker/model-runner#608)", () => {
    const load = '[2026-02-05T07:23:24.561884500Z][inference] Loading llama.cpp backend runner with model sha256:436b in completion mode';
    const exit = (err: string) => `[2026-02-05T07:23:24.611649500Z][inference][W] Backend llama.cpp running model ai/llama3.2 exited with error: ${err}`;
    expect(read(`${load}\n${exit('llama.cpp terminated unexpectedly: llama.cpp exit status: exit status 0xc0000135')}\n`).map((a) => [a.engine, a.outcome])).toEqual([['llamacpp', 'failed']]);
    // Its own stop on unload cancels the run's context: not a death.
    expect(read(`${load}\n${exit('context canceled')}\n`)[0]?.outcome).toBe('running');
  });

  it("GPUStack's RPC servers start one per GPU side by side; only the same GPU's server starting again is a new run (gpustack/gpustack#911, #861)", () => {
    const started = (gpu: number, pid: number) => `2025-01-07T15:17:40+08:00 - gpustack.worker.worker_manager - INFO - Started RPC server for GPU ${gpu} on port 5016${gpu}, pid ${pid}`;
    const dead = (gpu: number, pid: number) => `2025-01-07T15:18:00+08:00 - gpustack.worker.worker_manager - WARNING - RPC server for GPU ${gpu} is not running, pid ${pid}, restarting.`;
    expect(read([0, 1, 2, 3].map((g) => started(g, 9181 + g)).join('\n') + '\n').map((a) => [a.engine, a.outcome])).toEqual([['llamacpp', 'running']]);
    expect(read([started(0, 9181), started(1, 9182), dead(0, 9181), started(0, 9190)].join('\n') + '\n').map((a) => a.outcome)).toEqual(['failed', 'running']);
  });

  it("LM Studio's load-error dialog of a llama-server runtime that died before healthy ends that run (lmstudio-ai/lmstudio-bug-tracker#2190)", () => {
    const dialog = '🥲 Failed to load the model\nEngine protocol runtime llama-server for mmVGcSTlX6QYmWmVvCHJxgvD exited before becoming healthy. exitCode=1, signal=null\n';
    const [a] = read(dialog);
    expect([a!.engine, a!.outcome]).toEqual(['llamacpp', 'failed']);
    expect(a!.fatal?.headline).toContain('exited before becoming healthy. exitCode=1');
  });

  it("LM Studio's loadModel channel error ends that load, failed, named where nothing says more (lmstudio-ai/lmstudio-bug-tracker#790)", () => {
    const err = '[2025-07-24 18:14:35.253] [error] [LMSInternal][Client=LM Studio][Endpoint=loadModel] Error in channel handler: Error: Received load-error';
    const [a] = read(`${err}\n    at _0x1116b2.onChildMessage (C:\\LM Studio\\resources\\app\\.webpack\\main\\index.js:78:202056)\n`);
    expect([a!.engine, a!.outcome]).toEqual(['unknown', 'failed']);
    expect(a!.fatal?.headline).toContain('Received load-error');
    // Another endpoint's channel error (a chat message's) is no load's end.
    expect(read(err.replace('loadModel', 'sendMessage') + '\n')[0]?.outcome).toBe('running');
  });

  it("LM Studio's report of a model process that crashed ends that run, whatever the engine (lmstudio-ai/lmstudio-bug-tracker#932, #2255)", () => {
    const [a] = read('2025-08-25 17:01:46 [ERROR]\n The model has crashed without additional information. (Exit code: 18446744072635812000). Error Data: n/a, Additional Data: n/a\n');
    expect([a!.engine, a!.outcome]).toEqual(['unknown', 'failed']);
    expect(a!.fatal?.headline).toContain('The model has crashed without additional information');
    // A null exit code (the MLX engine's crash, #2255) is the same report.
    expect(read('Error: The model has crashed without additional information. (Exit code: null)\n')[0]?.outcome).toBe('failed');
  });

  it("llm-d-benchmark's verdict on a model pod's crashed container ends that run, failed and named only where nothing says why (llm-d/llm-d-benchmark#668)", () => {
    const standup = '16:52:53 - "vllm-standalone-llama-3-1b-845945945-dljsw" pod running\n16:52:53 - Waiting for pods to be Ready (timeout=900s)\n';
    const [a] = read(`${standup}16:53:24 - ❌ Crashed container in pod: vllm-standalone-llama-3-1b-845945945-dljsw\n`);
    expect([a!.engine, a!.outcome]).toEqual(['unknown', 'failed']);
    expect(a!.fatal?.headline).toContain('Crashed container in pod: vllm-standalone');
    // A pod that is only being waited on has not ended.
    expect(read(standup)[0]?.outcome).toBe('running');
  });

  it("Xinference's quit of a vLLM engine it found dead is a failure, though the teardown after it reads like a stop (xorbitsai/inference#3091)", () => {
    const quit = '2025-03-19 08:22:22,106 xinference.model.llm.vllm.utils 7042 INFO     Detecting vLLM is not health, prepare to quit the process\n';
    const teardown = '2025-03-19 08:22:22,106 xinference.model.llm.vllm.core 7042 INFO     Stopping vLLM engine\nINFO 03-19 08:22:22 multiproc_worker_utils.py:141] Terminating local vLLM worker processes\n';
    const [a] = read(quit + teardown);
    expect([a!.engine, a!.outcome]).toEqual(['vllm', 'failed']);
    expect(a!.fatal?.headline).toContain('Detecting vLLM is not health');
    // Without its verdict the same teardown is a stop.
    expect(read(teardown)[0]?.outcome).toBe('stopped');
  });

  it('a child stopped by its supervisor is stopped, not failed', () => {
    expect(read('[DEBUG] cmd.Wait() returned for [llamacpp-glm-4-32b-0414] error: <nil>\n')[0]).toMatchObject({ outcome: 'stopped', fatal: null });
  });
});
