import type { EndRule, EngineId, LineRule, PhaseRule, StartupRule } from './types';

/**
 * One kind of line a tool prints about the server it runs as its child (a supervisor, a container init, a proxy, an
 * orchestrator): often the only record that the server started again or died, whatever engine it runs.
 */
export interface SupervisorLine extends LineRule {
  /** The tool that prints it. */
  tool: string;
  /**
   * `failed` / `stopped`: the child's run ended so; `start`: the tool starts the child (again), a new run begins; `fault`:
   * a fault the tool found in the child, which it acts on in another line (kubelet kills after enough failed probes);
   * `ready`: the tool found its child serving (its own health check or load call answered); `wait`: the tool is still
   * polling its child, which has not answered yet: no phase, no end, only the child's name.
   */
  says: 'failed' | 'stopped' | 'start' | 'fault' | 'ready' | 'wait';
  /**
   * What the line tells of an end: `cause` says why (the error the child raised, the exec that failed, a health check
   * given up); `bare` says only how it ended (an exit status, a signal, a kill), named only where nothing says more;
   * `wrapper` points at ends or causes printed elsewhere and is never named.
   */
  reads?: 'cause' | 'bare' | 'wrapper';
  /** The engine the tool always runs as this child, where its line names no program. */
  runs?: EngineId;
  /** A `failed` end that is the child's answer to the tool's own stop after a line of this rule (`EndRule.stopAsked`). */
  stopAsked?: LineRule;
  /**
   * A `failed` end the tool prints once per child's death (`EndRule.lastWord`): the same line again is another child's (a client
   * relaying one answer per request, each request a load of its own). Lines after it may still be that child's own output.
   */
  lastWord?: true;
  /** A `stopped` end the tool ordered itself (a scheduler's cancel): what the child logs while it goes down is that stop's work (`EndRule.requested`). */
  requested?: true;
  /** Real lines it must match, each with where it was seen (rules whose lines no stored thread shows are tested on their format string in the test). */
  samples: ReadonlyArray<{ line: string; source: string }>;
}

/** A `kubectl get pods` row (`-A` puts the namespace first, `get all` the `pod/` kind): NAME READY STATUS RESTARTS. */
const KUBECTL_POD_ROW = (status: string): RegExp =>
  new RegExp(String.raw`^\s*(?:[a-z0-9][-a-z0-9]*\s+)?(?:pod/)?[a-z0-9][-a-z0-9.]*\s+\d+/\d+\s+${status}\s+\d+(?: \([\w.]+ ago\))?(?:\s|$)`);

/** llama-swap's Stop() moving its upstream to stopping (proxy/process.go swapState) before it signals the child. */
const LLAMA_SWAP_STOPPING = /<[^>\s]+> swapState\(\) State transitioned from \w+ to stopping$/;

/**
 * Supervisors' own words, engine-agnostic. A pattern's `child` group, where it has one, names the program the tool runs:
 * a program only one engine ships tells that engine (`CHILD_ENGINES`).
 */
export const SUPERVISOR_LINES: readonly SupervisorLine[] = [
  // supervisord's process.py: `exited: NAME (exit status N; not expected)`, `(terminated by SIGKILL; not expected)`; `expected` when the exit code is in `exitcodes`.
  {
    tool: 'supervisord',
    says: 'failed',
    reads: 'bare',
    needle: 'exited: ',
    pattern: /\bexited: (?<child>[\w.:-]+) \((?:exit status \d+|terminated by SIG[A-Z]+); not expected\)/,
    samples: [{ line: '2022-05-20 08:46:26,771 INFO exited: fate-clustermanager (exit status 0; not expected)', source: 'FederatedAI/FATE#3986' }],
  },
  {
    tool: 'supervisord',
    says: 'stopped',
    reads: 'bare',
    needle: 'exited: ',
    pattern: /\bexited: (?<child>[\w.:-]+) \(exit status \d+; expected\)/,
    samples: [],
  },
  // After its start retries: the exits above it said how each run ended.
  {
    tool: 'supervisord',
    says: 'failed',
    reads: 'wrapper',
    needle: 'gave up: ',
    pattern: /\bgave up: [\w.:-]+ entered FATAL state, too many start retries too quickly/,
    samples: [{ line: '2022-05-20 08:46:26,770 INFO gave up: fate-nodemanager entered FATAL state, too many start retries too quickly', source: 'FederatedAI/FATE#3986' }],
  },
  {
    tool: 'supervisord',
    says: 'start',
    needle: 'spawned: ',
    pattern: /\bspawned: '(?<child>[\w.:-]+)' with pid \d+/,
    samples: [],
  },
  // tini (`docker run --init`, many images' ENTRYPOINT) cannot exec the command: nothing of the server ever ran.
  {
    tool: 'tini',
    says: 'failed',
    reads: 'cause',
    needle: 'tini (',
    pattern: /\[FATAL tini \(\d+\)\] exec (?:\S*\/)?(?<child>[\w.-]+) failed: \S/,
    samples: [],
  },
  // podman's init (`--init`, as RamaLama runs its containers) cannot exec the container's command.
  {
    tool: 'catatonit',
    says: 'failed',
    reads: 'cause',
    needle: 'catatonit:',
    pattern: /\(catatonit:\d+\): failed to exec pid1: \S/,
    samples: [{ line: 'ERROR (catatonit:2): failed to exec pid1: No such file or directory', source: 'containers/ramalama#970' }],
  },
  // crun (podman's default OCI runtime) could not exec the container's command: libcrun's container init returns
  // `exec container process `PATH`` (with `(missing dynamic library?)` for ENOENT) plus strerror after execv fails, and
  // podman has crun log it as JSON (`{"msg":…,"level":"error",…}`). Nothing of the server ever ran.
  {
    tool: 'crun',
    says: 'failed',
    reads: 'cause',
    needle: 'exec container process ',
    pattern: /\bexec container process (?:\(missing dynamic library\?\) )?`(?:\S*\/)?(?<child>[\w.-]+)`: \S/,
    samples: [
      {
        line: '{"msg":"exec container process `/opt/venv/bin/vllm`: Exec format error","level":"error","time":"2025-12-04T15:15:35.826445Z"}',
        source: 'vllm-project/vllm#30076',
      },
    ],
  },
  // The container runtime failed a prestart hook (the NVIDIA runtime hook that mounts the driver into a GPU container): it
  // relays the hook's stderr after `stderr: `, whose error line follows (`nvidia-container-cli: …`). How it ended, not why.
  {
    tool: 'OCI runtime',
    says: 'failed',
    reads: 'bare',
    needle: 'OCI runtime ',
    pattern: /\bOCI runtime create failed: .*\berror running (?:prestart )?hook #\d+: .*\bstderr: (?:Auto-detected mode as '\w+')?$/,
    samples: [
      {
        line: "Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'",
        source: 'n8n-io/self-hosted-ai-starter-kit#11',
      },
    ],
  },
  // libnvidia-container's CLI, run by that hook, says why it could not set up the GPU (`nvidia-container-cli: <stage> error: …`,
  // its warnx): no driver library on the host, a driver/library version mismatch, a CUDA requirement the driver does not meet.
  // The container never starts.
  {
    tool: 'nvidia-container-cli',
    says: 'failed',
    reads: 'cause',
    needle: 'nvidia-container-cli: ',
    pattern: /\bnvidia-container-cli: [a-z]+ error: \S/,
    samples: [
      {
        line: 'nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown',
        source: 'n8n-io/self-hosted-ai-starter-kit#11',
      },
    ],
  },
  // The container runtime (runc/crun through containerd or CRI-O) could not start the container's process.
  {
    tool: 'OCI runtime',
    says: 'failed',
    reads: 'cause',
    needle: 'OCI runtime ',
    pattern: /\bOCI runtime (?:create|start|exec) failed: (?!.*\berror running (?:prestart )?hook #\d+: .*\bstderr: (?:Auto-detected mode as '\w+')?$)\S/,
    samples: [
      {
        line: 'Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: "--network=host": executable file not found in $PATH: unknown',
        source: 'trueforge-org/truecharts#19176',
      },
    ],
  },
  // runc (under docker, containerd, CRI-O) could not exec the container's command: the only line such a container logs. Its
  // init returns execve's errno as an os.PathError{Op: "exec"} (`exec <path>: <strerror>`): a wrong architecture (ENOEXEC),
  // a missing file (ENOENT), no execute bit (EACCES), and also EIO when the image's file cannot be read (Docker Desktop's
  // WSL2 disk, ollama/ollama#10902), ETXTBSY, E2BIG, ENOMEM.
  {
    tool: 'runc',
    says: 'failed',
    reads: 'cause',
    needle: 'exec ',
    pattern:
      /^exec (?:\S*\/)?(?<child>[\w.-]+): (?:exec format error|no such file or directory|permission denied|input\/output error|text file busy|argument list too long|cannot allocate memory)$/,
    samples: [
      { line: 'exec /bin/ollama: exec format error', source: 'otwld/ollama-helm#26' },
      { line: 'exec /usr/local/bin/python3: exec format error', source: 'vllm-project/aibrix#2054' },
      { line: 'exec /bin/ollama: input/output error', source: 'ollama/ollama#10902' },
    ],
  },
  // A shell entrypoint script could not hand over to the server with its last command, `exec "$@"` (NVIDIA's base images'
  // nvidia_entrypoint.sh, which fronts the CUDA, TensorRT-LLM and Triton images and TGI's TensorRT-LLM image). bash prefixes a
  // script's errors with `<path>: line N: `; its exec builtin (builtins/exec.def) says `exec: NAME: not found` when the command
  // is not on PATH (a non-interactive shell then exits 127), and `exec: --: invalid option` plus its usage line when the first
  // argument starts with `--` (the launcher's flags given as the container's command: internal_getopt reads `--x` as the
  // unknown option `-`; the builtin returns 2, the script's last status). Either way the server was never executed.
  {
    tool: 'bash exec',
    says: 'failed',
    reads: 'cause',
    needle: ': exec: ',
    pattern: /^\S+: line \d+: exec: (?:-\S*: invalid option|(?<child>[\w.-]+): not found)$/,
    samples: [
      { line: '/opt/nvidia/nvidia_entrypoint.sh: line 67: exec: --: invalid option', source: 'huggingface/text-generation-inference#3296' },
      { line: '/opt/tritonserver/nvidia_entrypoint.sh: line 93: exec: --: invalid option', source: 'triton-inference-server/server#1632' },
      { line: '/opt/tensorrtserver/nvidia_entrypoint.sh: line 92: exec: tritonserver: not found', source: 'triton-inference-server/server#3162' },
    ],
  },
  // The shell could not find the server's own program on PATH (a job script, `srun bash -lc "vllm serve …"`, a container's
  // command): bash prints `<name>: command not found` behind its own name and, when not interactive, the script's line (`bash: line
  // 1: vllm: command not found`, execute_cmd.c's command_not_found), dash `<shell>: <line>: <name>: not found`, and the command ends
  // with status 127 before any of the server ran. Only the engines' own programs: a helper missing from a script (`nvidia-smi`)
  // need not stop what comes after it.
  {
    tool: 'shell',
    says: 'failed',
    reads: 'cause',
    needle: 'not found',
    pattern: /^\S+: (?:line \d+: |\d+: )?(?<child>vllm|sglang|llama-server|ollama|text-generation-launcher|tritonserver): (?:command )?not found$/,
    samples: [{ line: '/usr/bin/bash: line 1: vllm: command not found', source: 'code corpus: vLLM-on-Slurm PATH notes (store id 36259011153)' }],
  },
  // The Docker daemon could not publish a container's port as it started it (libnetwork's bridge driver: `driver failed
  // programming external connectivity on endpoint <container> (<id>): …`, its docker-proxy's `Error starting userland proxy:
  // listen tcp4 …: bind: address already in use` when the host already listens there): the container is created but never
  // runs, and `docker run` / `docker compose up` relay the refusal and give up. The endpoint is a container's name, not a program.
  {
    tool: 'docker daemon',
    says: 'failed',
    reads: 'cause',
    needle: 'driver failed programming external connectivity',
    pattern: /^(?:docker: )?Error response from daemon: driver failed programming external connectivity on endpoint [\w.-]+ \([^)]*\): \S/,
    samples: [
      {
        line: 'Error response from daemon: driver failed programming external connectivity on endpoint ollama (e4cf1d...dc2cf1): Error starting userland proxy: listen tcp4 0.0.0.0:11434: bind: address already in use',
        source: 'ollama/ollama#7540',
      },
      {
        line: 'Error response from daemon: driver failed programming external connectivity on endpoint open-webui (ad070638625527538d4deb5222315c50a2472b2a954b8623c7f5e2b697ecff98): failed to bind port 127.0.0.1:11434/tcp: Error starting userland proxy: listen tcp4 127.0.0.1:11434: bind: address already in use',
        source: 'open-webui/open-webui#5135',
      },
    ],
  },
  // The Docker daemon found no device driver for a container's device request (`--gpus`, compose's `capabilities: [gpu]`):
  // daemon/devices.go takes the first registered driver whose capabilities match, and fails the create with errors.go's
  // incompatibleDeviceRequest (`could not select device driver %q with capabilities: %v`, an InvalidParameter) when none
  // does; the `nvidia` driver is registered only where the NVIDIA container toolkit's hook is installed. No container is
  // created, so the server in its image never runs.
  {
    tool: 'docker daemon',
    says: 'failed',
    reads: 'cause',
    needle: 'could not select device driver',
    pattern: /^(?:docker: )?Error response from daemon: could not select device driver "[^"]*" with capabilities: \[/,
    samples: [
      {
        line: 'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].',
        source: 'huggingface/text-generation-inference#1312',
      },
    ],
  },
  // Older runc says the same from its init.
  {
    tool: 'runc',
    says: 'failed',
    reads: 'cause',
    needle: 'exec user process caused',
    pattern: /\bstandard_init_linux\.go:\d+: exec user process caused:? "?(?:exec format error|no such file or directory|permission denied)/,
    samples: [{ line: 'standard_init_linux.go:211: exec user process caused "exec format error"', source: 'argonne-lcf/dlio_benchmark#132' }],
  },
  // docker compose gives up on `depends_on` when the server's container ended: how it ended, its log says why.
  {
    tool: 'docker compose',
    says: 'failed',
    reads: 'bare',
    needle: 'dependency failed to start: container ',
    pattern: /\bdependency failed to start: container (?<child>[\w.-]+) exited \(\d+\)/,
    samples: [
      { line: 'dependency failed to start: container vllm-service exited (1)', source: 'opea-project/GenAIExamples#2068' },
      { line: 'dependency failed to start: container inference exited (1)', source: '0xmoei/allora-worker#1' },
    ],
  },
  // kubelet (events and its own log): a container it keeps restarting; why is in the container's log or another event.
  {
    tool: 'kubelet',
    says: 'failed',
    reads: 'bare',
    needle: 'restarting failed container',
    pattern: /\b[Bb]ack-off (?:\d+m?\d*s )?restarting failed container\b/,
    samples: [
      { line: '  Warning  BackOff              1s (x19 over 2m)    kubelet            Back-off restarting failed container ollama in pod ollama-bd8988976-45sgj_ollama(ec2d59c5-b83f-41b6-9483-4b11b3e9f39d)', source: 'otwld/ollama-helm#152' },
      { line: 'Back-off restarting failed container ollama in pod ollama-7c69fb76f8-dhz7m_ix-ollama(313faf10-b5dd-4b38-ae9f-6b826e39a0f9)', source: 'trueforge-org/truecharts#19176' },
    ],
  },
  {
    tool: 'kubelet',
    says: 'failed',
    reads: 'bare',
    needle: 'probe, will be restarted',
    pattern: /\bContainer \S+ failed (?:liveness|startup) probe, will be restarted\b/,
    samples: [{ line: '  Normal   Killing                 25m                   kubelet                  Container vllm-standalone-3b-vllm-llama-3-3b-instruct failed liveness probe, will be restarted', source: 'llm-d/llm-d-inference-sim#45' }],
  },
  // `kubectl get pods`: a pod's row whose STATUS is its container's waiting reason `CrashLoopBackOff` (kubelet backs off
  // restarting a container that exited with a failure) or its terminated reason `OOMKilled` (the kernel killed it at its
  // cgroup memory limit) (kubectl's printPod: the waiting or terminated reason stands for the phase). RESTARTS counts the
  // runs before the current one. The row says the server's container is not running; OOMKilled also says why.
  {
    tool: 'kubectl',
    says: 'failed',
    reads: 'bare',
    needle: 'CrashLoopBackOff',
    pattern: KUBECTL_POD_ROW('(?:Init:)?CrashLoopBackOff'),
    samples: [{ line: 'triton-inference-server-7cd84c8f4b-wzsk9   0/1     CrashLoopBackOff   8 (18s ago)   23m', source: 'NVIDIA/GenerativeAIExamples#129' }],
  },
  {
    tool: 'kubectl',
    says: 'failed',
    reads: 'cause',
    needle: 'OOMKilled',
    pattern: KUBECTL_POD_ROW('OOMKilled'),
    samples: [{ line: '      impt           pod/user-directory-646bbbc878-lf4tq                 2/3     OOMKilled   16 (5m13s ago)   57m', source: 'open-edge-platform/geti_v2#146' }],
  },
  // stern (the multi-pod `kubectl logs` tailer) prints `- <pod> › <container>` when it stops following a container: the
  // container ended, or its pod went away (stern/tail.go printStopping). The process is gone; how and why are in its lines
  // above. `+ <pod> › <container>` only says stern began to follow one, which may have run for long.
  {
    tool: 'stern',
    says: 'stopped',
    reads: 'bare',
    needle: ' › ',
    pattern: /^- (?:[a-z0-9][-a-z0-9]* )?[a-z0-9][-a-z0-9.]* › [a-z0-9][-a-z0-9]*$/,
    samples: [{ line: '- llama-566dfbb897-7pzn4 › llama', source: 'mudler/LocalAI#3' }],
  },
  // A failed liveness or startup probe: after `failureThreshold` of them kubelet kills the container (the line above).
  {
    tool: 'kubelet',
    says: 'fault',
    reads: 'cause',
    needle: 'probe failed: ',
    pattern: /\b(?:Liveness|Startup) probe failed: \S/,
    samples: [{ line: '  Warning  Unhealthy               25m (x3 over 25m)     kubelet                  Liveness probe failed: HTTP probe failed with statuscode: 404', source: 'llm-d/llm-d-inference-sim#45' }],
  },
  // llm-d-benchmark's standup waits on the pods it deployed (llmdbench wait_for_pods) and gives up on the first container
  // that terminated with a non-zero exit code or waits in CrashLoopBackOff (`ERROR: … in pod: P, container: C`; its earlier
  // bash standup printed `❌ Crashed container in pod: P`): how the model server's run ended, never why. The same loop
  // watches its load-generator pods, so the pod's name tells no engine.
  {
    tool: 'llm-d-benchmark',
    says: 'failed',
    reads: 'bare',
    needle: ' in pod: ',
    pattern: /(?:^|\s)(?:❌ |ERROR: )(?:Crashed (?:init:)?container|CrashLoopBackOff) in pod: \S/,
    samples: [{ line: '16:53:24 - ❌ Crashed container in pod: vllm-standalone-llama-3-1b-845945945-dljsw', source: 'llm-d/llm-d-benchmark#668' }],
  },
  // A failed post-start hook makes kubelet kill the container it just started.
  {
    tool: 'kubelet',
    says: 'failed',
    reads: 'cause',
    needle: 'PostStartHook failed',
    pattern: /\bPostStartHook failed\b/,
    samples: [{ line: '  Warning  FailedPostStartHook  19s (x5 over 2m3s)  kubelet            PostStartHook failed', source: 'otwld/ollama-helm#152' }],
  },
  // Ray Serve's controller gives up on a deployment whose replicas failed to start that many times in a row (the constructor
  // raised, or the first health check failed): it marks the deployment UNHEALTHY with this message (serve/_private/
  // deployment_state.py, REPLICA_STARTUP_FAILED; `The Deployment failed to start …` in Ray 2.x's first releases), shown in the
  // controller's log, `serve status` and a RayService's status. How the server's runs ended; the error it appends says why.
  {
    tool: 'Ray Serve',
    says: 'failed',
    reads: 'bare',
    needle: ' times in a row',
    pattern: /\bThe [Dd]eployment failed to start \d+ times in a row\b/,
    samples: [{ line: '            message: "The deployment failed to start 3 times in a row. This may be', source: 'ray-project/ray#59265' }],
  },
  // Caikit's TGIS backend (caikit-tgis-backend managed_tgis_subprocess.py) starts text-generation-launcher (TGIS, IBM's TGI) as
  // its child and, when that process has exited (`poll()` not None) or is gone before its health check passed, raises and logs
  // this: the TGIS run ended at start-up, its own log says why.
  {
    tool: 'Caikit',
    says: 'failed',
    reads: 'wrapper',
    runs: 'tgi',
    needle: 'TGIS ',
    pattern: /\bTGIS (?:failed to boot up with the model\. See logs for details|process (?:terminated|removed) while waiting for it to boot with the model)/,
    samples: [
      {
        line: '{"channel": "MODEL-LOADER", "exception": null, "level": "error", "log_code": "<RUN62912924E>", "message": "load failed when processing path: /mnt/models/flan-t5-small-caikit with error: RuntimeError(\'TGIS failed to boot up with the model. See logs for details\')", "model_id": "flan-t5-small-caikit", "num_indent": 0, "thread_id": 140660900353792, "timestamp": "2023-09-21T19:39:45.781105"}',
        source: 'opendatahub-io/caikit-tgis-serving#88',
      },
    ],
  },
  // KServe's model servers (huggingfaceserver and the others' `__main__`) log the exception that stopped the start, then exit 1.
  {
    tool: 'KServe',
    says: 'failed',
    reads: 'cause',
    needle: 'Failed to start model server: ',
    pattern: /\bFailed to start model server: \S/,
    samples: [{ line: '2024-07-01 07:28:04.488 1 kserve ERROR [__main__.py:<module>():254] Failed to start model server: integer division or modulo by zero', source: 'kserve/kserve#3769' }],
  },
  // RamaLama gives up on the server container it started when its health endpoint never answers.
  {
    tool: 'RamaLama',
    says: 'failed',
    reads: 'cause',
    needle: 'did not become ready',
    pattern: /^(?:Error: )?(?<child>[\w.-]+) at \S+ did not become ready after \d+ seconds\b/,
    samples: [{ line: 'Error: llama-server at 0.0.0.0:8080 did not become ready after 10 seconds.', source: 'containers/ramalama#2129' }],
  },
  // LM Studio's engine protocol runs a llama-server runtime per model load and reports one that died before its health check
  // answered, with the exit (`exitCode=1, signal=null`; a signal's name instead when one killed it), in its load-error dialog.
  {
    tool: 'LM Studio',
    says: 'failed',
    reads: 'bare',
    needle: 'exited before becoming healthy',
    pattern: /\bEngine protocol runtime (?<child>[\w.-]+) for \S+ exited before becoming healthy\. exitCode=(?:-?\d+|null), signal=\S+/,
    samples: [{ line: 'Engine protocol runtime llama-server for mmVGcSTlX6QYmWmVvCHJxgvD exited before becoming healthy. exitCode=1, signal=null', source: 'lmstudio-ai/lmstudio-bug-tracker#2190' }],
  },
  // LM Studio's worker when the native module of the engine it loads a model with (its backend's `llm_engine*.node`) fails to
  // load: this line, the module's path, then the loader's reason (Node's dlopen error). No engine code ran; the load is over.
  {
    tool: 'LM Studio',
    says: 'failed',
    reads: 'bare',
    needle: 'Failed to load LLM engine from path:',
    pattern: /^Failed to load LLM engine from path:$/,
    samples: [{ line: 'Failed to load LLM engine from path:', source: 'lmstudio-ai/lmstudio-bug-tracker#1658' }],
  },
  // LM Studio's main process logs a failed model load from its loadModel channel: the error its load worker (llmworker) sent
  // back (`Error in channel handler: Error: Received load-error`, or the worker's own message) with the stack through
  // `onChildMessage`, and `No instance reference assigned before error` when the load failed before a model instance existed.
  // The load is over, no model serves; why is in the worker's lines (llama.cpp's, when it printed any), so only where nothing
  // says more (lmstudio-ai/lmstudio-bug-tracker#790).
  {
    tool: 'LM Studio',
    says: 'failed',
    reads: 'bare',
    needle: '[Endpoint=loadModel] ',
    pattern: /\[Endpoint=loadModel\] (?:Error in channel handler: Error: \S|No instance reference assigned before error$)/,
    samples: [
      { line: '[2025-07-24 18:14:35.253] [error] [LMSInternal][Client=LM Studio][Endpoint=loadModel] Error in channel handler: Error: Received load-error', source: 'lmstudio-ai/lmstudio-bug-tracker#790' },
      { line: '[2025-07-24 18:11:43.513] [error] [LMSInternal][Client=LM Studio][Endpoint=loadModel] No instance reference assigned before error', source: 'lmstudio-ai/lmstudio-bug-tracker#790' },
    ],
  },
  // LM Studio's model host when the process it runs a loaded model in exits unasked (its child-exit handler, `onChildExit` in
  // the app's stack of lmstudio-bug-tracker#1347): the model's requests fail with this and the model is gone until loaded again.
  // The exit code is the child's (`0`, `6` for SIGABRT on macOS, Windows' 0xC0000409 as an unsigned 64-bit number printed as a
  // double: `18446744072635812000`) or `null`; LM Studio runs GGUF models on llama.cpp and MLX models alike, so no engine.
  {
    tool: 'LM Studio',
    says: 'failed',
    reads: 'bare',
    needle: 'The model has crashed without additional information',
    pattern: /\bThe model has crashed without additional information\. \(Exit code: (?:-?\d+|null)\)/,
    samples: [{ line: ' The model has crashed without additional information. (Exit code: 18446744072635812000). Error Data: n/a, Additional Data: n/a', source: 'lmstudio-ai/lmstudio-bug-tracker#932' }],
  },
  // InstructLab (`ilab model serve`, and its generate/evaluate steps) hides the vLLM child's output and prints its verdict.
  {
    tool: 'InstructLab',
    says: 'failed',
    reads: 'cause',
    needle: 'failed to start. ',
    pattern: /^(?:Failed to start server: )?(?<child>vLLM) failed to start\. /,
    samples: [{ line: 'vLLM failed to start.  Retry with --enable-serving-output to learn more about the failure.', source: 'instructlab/instructlab#3466' }],
  },
  // Xinference runs vLLM in its model process and watches it (model/llm/vllm/utils.py vllm_check on AsyncEngineDeadError,
  // core.py _check_healthy on a failed check_health): it logs this, stops the engine (the V0/V1 teardown lines that follow
  // look orderly) and calls os._exit(1) so that its worker relaunches the model. The engine was dead: a failure, this its cause.
  {
    tool: 'Xinference',
    says: 'failed',
    reads: 'cause',
    needle: 'is not health, prepare to quit the process',
    pattern: /\bDetecting (?<child>vLLM) is not health, prepare to quit the process$/,
    samples: [{ line: '2025-03-19 08:22:22,106 xinference.model.llm.vllm.utils 7042 INFO     Detecting vLLM is not health, prepare to quit the process', source: 'xorbitsai/inference#3091' }],
  },
  // Xinference's supervisor (core/supervisor.py launch_builtin_model's _launch_model) terminates a model with
  // suppress_exception=True only in the handler of a failed launch, before it marks the model ERROR and re-raises; its
  // log_async decorator logs the call. The model's run failed; why is in the worker's or the model's own lines.
  {
    tool: 'Xinference',
    says: 'failed',
    reads: 'wrapper',
    needle: 'suppress_exception=True',
    pattern: /(?:^|\s)\[request [\w-]+\] Enter terminate_model, args: <xinference\.core\.supervisor\.SupervisorActor object at 0x[0-9a-f]+>,.*, kwargs: suppress_exception=True$/,
    samples: [{ line: '2025-09-11 18:23:27,385 xinference.core.supervisor 284875 DEBUG    [request 5b09bdae-8ef9-11f0-affe-04421acba13a] Enter terminate_model, args: <xinference.core.supervisor.SupervisorActor object at 0x7a834278e0f0>,qwen2.5-instruct, kwargs: suppress_exception=True', source: 'xorbitsai/inference#4057' }],
  },
  // Xinference's worker (core/worker.py) when a model's sub-pool process exits unasked: it then terminates the model with
  // is_model_die=True and launches it again. How the run ended, not why (the model process's own lines say that).
  {
    tool: 'Xinference',
    says: 'failed',
    reads: 'bare',
    needle: ' is down.',
    pattern: /\bxinference\.core\.worker \d+ WARNING +Process \S+ is down\.$/,
    samples: [{ line: '2025-03-19 08:22:23,438 xinference.core.worker 27 WARNING  Process 172.20.109.228:38427 is down.', source: 'xorbitsai/inference#3091' }],
  },
  // Lemonade's router gives up on a backend server it started (its process manager killed it first). Its WrappedServer logs
  // the same words, tagged, when wait_for_ready gives up (src/cpp/server/wrapped_server.cpp: the child died or never answered
  // /health in time); the load then stops the child and fails, so that line is already the end (noamsto/nix-amd-ai#68).
  {
    tool: 'Lemonade',
    says: 'failed',
    reads: 'cause',
    needle: 'failed to start within timeout',
    pattern: /(?:\b(?:Failed to load model|Retry also failed|Backend load failed): |\(WrappedServer\) )(?<child>[\w.-]+) failed to start within timeout\b/,
    samples: [
      { line: '2026-05-08 11:50:25.741 [Error] (Router) Failed to load model: vllm-server failed to start within timeout', source: 'lemonade-sdk/vllm-rocm#5' },
      { line: '2026-07-25 14:36:08.362 [Error] (WrappedServer) vllm-server failed to start within timeout', source: 'noamsto/nix-amd-ai#68' },
    ],
  },
  // llama-swap's wait on its upstream child (any OpenAI-compatible server): how it ended, the child's own stderr above says why.
  // SIGTERM and SIGINT are what its own stop sends (proxy/process.go logs `Process stopped OK` / `Process interrupted OK` for
  // them): those read as a stop, unless the line below says the exit was not one its stop waited for.
  // An exit status after its own stop began (Stop() logs `swapState() State transitioned from <state> to stopping` before it
  // signals the child; on Windows it stops with `taskkill /f /t`, whose killed process exits 1) is the child's answer to that
  // stop, as systemd reads a plain exit after its `Stopping …`; a signal (the KILL after its stop timed out) stays a death.
  {
    tool: 'llama-swap',
    says: 'failed',
    reads: 'bare',
    needle: 'cmd.Wait() returned',
    pattern: /\bcmd\.Wait\(\) returned (?:for \[[^\]]*\] )?error: exit status /,
    stopAsked: { needle: ' to stopping', pattern: LLAMA_SWAP_STOPPING },
    samples: [{ line: '[DEBUG] <qwen3-32b> cmd.Wait() returned error: exit status 1', source: 'mostlygeek/llama-swap#130' }],
  },
  {
    tool: 'llama-swap',
    says: 'failed',
    reads: 'bare',
    needle: 'cmd.Wait() returned',
    pattern: /\bcmd\.Wait\(\) returned (?:for \[[^\]]*\] )?error: signal: (?!terminated$|interrupt$)/,
    samples: [{ line: '[DEBUG] <qwen-coder-14B-FIM> cmd.Wait() returned error: signal: aborted (core dumped)', source: 'mostlygeek/llama-swap#155' }],
  },
  {
    tool: 'llama-swap',
    says: 'stopped',
    reads: 'bare',
    needle: 'cmd.Wait() returned',
    pattern: /\bcmd\.Wait\(\) returned (?:for \[[^\]]*\] )?error: signal: (?:terminated|interrupt)$/,
    samples: [{ line: '[DEBUG] <qwen3.6-35b-a3b> cmd.Wait() returned error: signal: terminated', source: 'mostlygeek/llama-swap#789' }],
  },
  // Its exit handler when the child exited while not in StateStopping: no stop of its own was waiting for it (the child died,
  // or something else signalled it), whatever signal or status ended it. It forces the state to stopped and logs this.
  {
    tool: 'llama-swap',
    says: 'failed',
    reads: 'bare',
    needle: 'process exited but not StateStopping',
    pattern: /\bprocess exited but not StateStopping, current state: (?!stopping\b)\w+/,
    samples: [{ line: '[INFO] <qwen3.6-35b-a3b> process exited but not StateStopping, current state: starting', source: 'mostlygeek/llama-swap#789' }],
  },
  // Its words since 2025 (proxy/process.go): an exec.ExitError other than the SIGTERM/SIGINT of its own stop.
  {
    tool: 'llama-swap',
    says: 'failed',
    reads: 'bare',
    needle: 'ExitError >> ',
    pattern: /(?:<[^>]+>|[Pp]rocess \[[^\]]+\]) ExitError >> exit status \d+/,
    stopAsked: { needle: ' to stopping', pattern: LLAMA_SWAP_STOPPING },
    samples: [{ line: '[WARN] <qmd-rerank> ExitError >> exit status 1, exit code: 1', source: 'mostlygeek/llama-swap#770' }],
  },
  {
    tool: 'llama-swap',
    says: 'failed',
    reads: 'bare',
    needle: 'ExitError >> ',
    pattern: /(?:<[^>]+>|[Pp]rocess \[[^\]]+\]) ExitError >> signal: /,
    samples: [{ line: '[WARN] <gemma-coder-mtp> ExitError >> signal: killed, exit code: -1', source: 'mostlygeek/llama-swap#927' }],
  },
  // Its stop sends SIGTERM and waits (5 s, later 10 s); a child still there after it gets SIGKILL with this line
  // (proxy/process.go). A stop the server did not honour, as systemd's `State 'stop-sigterm' timed out. Killing.`: its end.
  {
    tool: 'llama-swap',
    says: 'failed',
    reads: 'cause',
    needle: 'timed out waiting to stop',
    pattern: /<[^>\s]+> Process timed out waiting to stop, sending KILL signal\b/,
    samples: [{ line: '[DEBUG] <qwen-coder-3090-FIM> Process timed out waiting to stop, sending KILL signal (normal during shutdown)', source: 'mostlygeek/llama-swap#125' }],
  },
  // Its TTL goroutine (proxy/process.go): an upstream idle for `ttl` seconds is logged so and stopped by its own Stop() (SIGTERM,
  // then the KILL after its stop timeout). At its default INFO level a clean end of that stop prints nothing more (`cmd.Wait()`
  // and `Process stopped OK` are DEBUG; the `ExitError` WARN only comes for an end other than its SIGTERM, which then ends the
  // run as failed below it): the line is the record of a requested stop, not a death.
  {
    tool: 'llama-swap',
    says: 'stopped',
    reads: 'bare',
    needle: '> Unloading model, TTL of ',
    pattern: /<[^>\s]+> Unloading model, TTL of \d+s reached$/,
    samples: [
      { line: '[INFO] <Hexis-Vesper-12B-Q4_K_M> Unloading model, TTL of 300s reached', source: 'mostlygeek/llama-swap#786' },
      { line: 'llama-swap: <gemma-coder-mtp> Unloading model, TTL of 300s reached', source: 'mostlygeek/llama-swap#927' },
    ],
  },
  // Its Start() moves the upstream from stopped to starting (swapState logs it) right before it runs the model's `cmd`: a new
  // child process, whichever server it is.
  {
    tool: 'llama-swap',
    says: 'start',
    needle: 'from stopped to starting',
    pattern: /<[^>\s]+> swapState\(\) State transitioned from stopped to starting$/,
    samples: [{ line: '[DEBUG] <qwen3-4b> swapState() State transitioned from stopped to starting', source: 'mostlygeek/llama-swap#130' }],
  },
  // Its start (proxy/process.go) logs the model's `cmd` at DEBUG right before cmd.Start(): `<id> Executing start command: ARGS,
  // env: ENV`. A new child process; its program (the first word, path and `.exe` dropped) names the server it runs. Releases of
  // 2026 log no `swapState()` line before it, so it is their only word of a start.
  {
    tool: 'llama-swap',
    says: 'start',
    needle: '> Executing start command: ',
    pattern: /<[^>\s]+> Executing start command: (?:"?[^\s"]*[\/\\])?(?<child>[^\s"\/\\]+?)(?:\.exe)?"?(?:\s|,|$)/,
    samples: [
      { line: '[DEBUG] <qwen36-27b> Executing start command: /home/flowrome/llama/beellama.cpp/build/bin/llama-server -m /home/flowrome/.cache/huggingface/hub/models--unsloth--Qwen3.6-27B-MTP-GGUF/snapshots/5cb35eb3dcbf52dbce5f87dbc64df6aaffadcace/Qwen3.6-27B-Q5_K_M.gguf --port 5802 -c 153600 --spec-type draft-mtp --spec-draft-n-max 3 -ngl all --ctx-size 153600 -b 2048 -ub 512 -np 1 --kv-unified --cache-type-k kvarn4 --cache-type-v kvarn4 --flash-attn on --cache-ram 0 --no-host --jinja --reasoning on --temp 0.6 --top-k 20 --top-p 0.95 --min-p 0, env: ', source: 'mostlygeek/llama-swap#726' },
      { line: '[DEBUG] <8B--Qwen3> Executing start command: /app/llama-server --threads 7 --no-warmup --jinja -hf unsloth/Qwen3-8B-GGUF:Q4_K_XL --gpu-layers 41 --ctx-size 32768 --temp 0.6 --top-p 0.95 --min-p 0 --top-k 20 -v', source: 'mostlygeek/llama-swap#169' },
    ],
  },
  // Its health check of the upstream got a 200 from the model's checkEndpoint (`/health` by default), on which it moves the
  // process to ready and proxies to it: the child serves.
  {
    tool: 'llama-swap',
    says: 'ready',
    needle: 'Health check passed on ',
    pattern: /(?:^|\s)(?:<[^>\s]+> )?Health check passed on https?:\/\/\S+$/,
    samples: [
      { line: '[INFO] <mlx-community/Qwen3-Coder-30B-A3B-Instruct-4bit> Health check passed on http://localhost:11436/v1/models', source: 'dryvist/nix-ai#1175' },
      { line: '[INFO] Health check passed on http://127.0.0.1:9009/health', source: 'mostlygeek/llama-swap#100' },
    ],
  },
  // The same wait returning no error: the child exited 0, as after llama-swap's own stop on a model swap.
  {
    tool: 'llama-swap',
    says: 'stopped',
    reads: 'bare',
    needle: 'cmd.Wait() returned',
    pattern: /\bcmd\.Wait\(\) returned (?:for \[[^\]]*\] )?error: <nil>/,
    samples: [{ line: '[DEBUG] cmd.Wait() returned for [llamacpp-glm-4-32b-0414] error: <nil>', source: 'mostlygeek/llama-swap#100' }],
  },
  // Its main's handler of SIGTERM and SIGINT (llama-swap.go): it logs the signal as Go names it (`terminated`, `interrupt`),
  // stops its HTTP server and every upstream it runs, and exits; `Received signal %v, shutting down...` on stdout up to
  // 2025's releases, `[INFO] received signal %v, shutting down` through its proxy log since. Someone asked it to stop.
  {
    tool: 'llama-swap',
    says: 'stopped',
    reads: 'bare',
    needle: 'eceived signal ',
    pattern: /^(?:\[INFO\] )?[Rr]eceived signal (?:terminated|interrupt), shutting down\b/,
    samples: [{ line: 'Received signal terminated, shutting down...', source: 'ggml-org/llama.cpp#23281' }],
  },
  // Docker Model Runner (pkg/inference/scheduling/runner.go) starts one backend server per model it loads and logs when
  // the backend's Run returns an error: the child exited on its own (its stop on unload cancels the context instead).
  {
    tool: 'Docker Model Runner',
    says: 'failed',
    reads: 'bare',
    needle: ' exited with error: ',
    pattern: /\bBackend (?<child>[\w.-]+) running model \S+ exited with error: (?!context canceled)\S/,
    samples: [{ line: '[2026-02-05T07:23:24.611649500Z][inference][W] Backend llama.cpp running model ai/llama3.2 exited with error: llama.cpp terminated unexpectedly: llama.cpp exit status: exit status 0xc0000135', source: 'docker/model-runner#608' }],
  },
  // The Docker CLI relaying the Model Runner's answer to a request whose load failed: the loader waits for the backend process
  // it started to be ready and returns `error waiting for runner to be ready: <backend> terminated unexpectedly: …` when that
  // process exits first; the API answers 500 `unable to load runner: …`. The runner keeps no failed runner: the next request
  // loads again, in a new backend process. So each such answer is one child dead at its start: the same answer again is the
  // next load's (the child's own lines, a `--verbose` dump, may follow the first).
  {
    tool: 'Docker Model Runner',
    says: 'failed',
    reads: 'bare',
    lastWord: true,
    needle: 'error waiting for runner to be ready: ',
    pattern: /\bunable to load runner: error waiting for runner to be ready: (?<child>[\w.-]+) terminated unexpectedly: /,
    samples: [{ line: 'Failed to generate a response: error response: status=500 body=unable to load runner: error waiting for runner to be ready: llama.cpp terminated unexpectedly: llama.cpp exit status: exit status 0xc0000005', source: 'docker/model-runner#479' }],
  },
  {
    tool: 'Docker Model Runner',
    says: 'start',
    needle: ' backend runner with model ',
    pattern: /\bLoading (?<child>[\w.-]+) backend runner with model \S+ in \w+ mode/,
    samples: [{ line: '[2026-02-05T07:23:24.561884500Z][inference] Loading llama.cpp backend runner with model sha256:436bb282b41968a83638482999980267ca8d7e8b5574604460efa9efff11cf59 in completion mode', source: 'docker/model-runner#608' }],
  },
  // GPUStack's worker marks a model instance failed when its inference server process exits, whatever its code (0 too).
  {
    tool: 'GPUStack',
    says: 'failed',
    reads: 'bare',
    needle: 'nference server exited with code ',
    pattern: /\b[Ii]nference server exited with code -?\d+\.$/,
    samples: [{ line: 'Error running model: Inference server exited with code 0.', source: 'gpustack/gpustack#109' }],
  },
  // GPUStack v2's serve manager (worker/serve_manager.py) provisions a model instance by starting its backend (the container
  // workload); when that start raises, it logs `Error provisioning model instance NAME: ERROR` with the traceback and re-raises:
  // this provisioning ended there, the server never came up (gpustack/gpustack#3969: the backend image could not be resolved).
  // Its logging prefix is read off the line (the logger kept apart) where the parser knows its time format.
  {
    tool: 'GPUStack',
    says: 'failed',
    reads: 'cause',
    needle: 'Error provisioning model instance ',
    pattern: /(?:^|\bgpustack\.worker\.serve_manager - ERROR - )Error provisioning model instance \S+: \S/,
    samples: [{ line: '2025-12-20 04:38:00.262558+08:00 - gpustack.worker.serve_manager - ERROR - Error provisioning model instance Qwen3-nntL6: Failed to get vLLM backend image', source: 'gpustack/gpustack#3969' }],
  },
  // GPUStack's worker (worker_manager.py) runs one llama-box RPC server per GPU as a multiprocessing child and, every time its
  // loop finds the child no longer alive, logs its death and starts a new one on a free port: the slot is the GPU index.
  {
    tool: 'GPUStack',
    says: 'failed',
    reads: 'bare',
    runs: 'llamacpp',
    needle: ' is not running, pid ',
    pattern: /\bRPC server for GPU \d+ is not running, pid \d+, restarting\.$/,
    samples: [{ line: '2024-12-30T22:40:53+08:00 - gpustack.worker.worker_manager - WARNING - RPC server for GPU 0 is not running, pid 23620, restarting.', source: 'gpustack/gpustack#861' }],
  },
  {
    tool: 'GPUStack',
    says: 'start',
    runs: 'llamacpp',
    needle: 'Started RPC server for GPU ',
    pattern: /\bStarted RPC server for GPU (?<slot>\d+) on port \d+, pid \d+$/,
    samples: [{ line: '2024-12-30T22:40:53+08:00 - gpustack.worker.worker_manager - INFO - Started RPC server for GPU 0 on port 50860, pid 7236', source: 'gpustack/gpustack#861' }],
  },
  // Open MPI's mpirun (TensorRT-LLM's launch_triton_server.py and multi-GPU runs start the ranks under it) ends the whole job
  // when one rank fails and says so in its help text, between lines of dashes: a rank exited non-zero (`Exit code:` below it),
  // a rank died on a signal, or one called MPI_Abort (printed by the MPI library in the rank). How the job ended, not why.
  {
    tool: 'mpirun',
    says: 'failed',
    reads: 'bare',
    needle: 'mpirun ',
    pattern: /^mpirun (?:detected that one or more processes exited with non-zero status\b|noticed that process rank \d+ with PID \d+ on node \S+ exited on signal \d+\b)/,
    samples: [
      { line: 'mpirun detected that one or more processes exited with non-zero status, thus causing', source: 'triton-inference-server/tensorrtllm_backend#459' },
      { line: 'mpirun noticed that process rank 0 with PID 0 on node ubuntu exited on signal 11 (Segmentation fault).', source: 'triton-inference-server/tensorrtllm_backend#206' },
    ],
  },
  {
    tool: 'mpirun',
    says: 'failed',
    reads: 'bare',
    needle: 'terminated normally, but ',
    pattern: /^Primary job +terminated normally, but \d+ process(?:es)? returned$/,
    samples: [{ line: 'Primary job  terminated normally, but 1 process returned', source: 'triton-inference-server/tensorrtllm_backend#176' }],
  },
  {
    tool: 'mpirun',
    says: 'failed',
    reads: 'bare',
    needle: 'MPI_ABORT was invoked',
    pattern: /^MPI_ABORT was invoked on rank \d+ in communicator \S+ with errorcode -?\d+\.?$/,
    samples: [{ line: 'MPI_ABORT was invoked on rank 2 in communicator MPI_COMM_WORLD with errorcode 1.', source: 'NVIDIA/TensorRT-LLM#2813' }],
  },
  // Slurm's srun reports each task of its step that ended badly (src/srun/…/launch_slurm.c, _task_finish), as error() lines behind
  // its `srun: error: ` prefix: `<hosts>: task|tasks <ids>: Exited with exit code <rc>` for a non-zero WEXITSTATUS (0 is only a
  // verbose `Completed`), `<hosts>: task <ids>: <strsignal>[ (core dumped)]` for a signal while the step was not being cancelled,
  // and `<hosts>: task <ids>: Out Of Memory` when the task's cgroup OOM killer ended it. The task is the server's process (`srun
  // vllm serve …`, `srun bash -c "…"`): how it ended, said after whatever the server printed; only the OOM kill says why.
  {
    tool: 'srun',
    says: 'failed',
    reads: 'bare',
    needle: ': Exited with exit code ',
    pattern: /^srun: error: \S+: tasks? [\d,-]+: Exited with exit code [1-9]\d*$/,
    samples: [{ line: 'srun: error: k003-010: task 0: Exited with exit code 127', source: 'code corpus: vLLM-on-Slurm PATH notes (store id 36259011153)' }],
  },
  {
    tool: 'srun',
    says: 'failed',
    reads: 'bare',
    needle: 'srun: error: ',
    pattern: /^srun: error: \S+: tasks? [\d,-]+: (?:Killed|Segmentation fault|Aborted|Bus error|Floating point exception|Illegal instruction)(?: \(core dumped\))?$/,
    samples: [{ line: 'srun: error: cdr861: task 0: Killed', source: 'code corpus: interactive Slurm job notes (store id 29281047617)' }],
  },
  {
    tool: 'srun',
    says: 'failed',
    reads: 'cause',
    needle: ': Out Of Memory',
    pattern: /^srun: error: \S+: tasks? [\d,-]+: Out Of Memory$/,
    samples: [{ line: 'srun: error: holy8a26601: task 0: Out Of Memory', source: 'code corpus: an HPC centre memory-limit guide (store id 42748496017)' }],
  },
  // torchrun's elastic agent (torch/distributed/elastic/multiprocessing/api.py) logs each worker it saw fail, `failed (exitcode: <rc>)
  // local_rank: <n> (pid: <pid>) of binary: <python>` (behind `ERROR:torch.distributed.elastic.multiprocessing.api:`, a glog `E…
  // api.py:874] ` or a `[stamp] torch.distributed.elastic.multiprocessing.api: [ERROR] ` prefix), stops the other workers and raises
  // ChildFailedError out of launch_agent, whose summary (`<script> FAILED`, `Root Cause (first observed failure)`) only repeats the
  // exit codes: the worker's own traceback, printed above, says why. A server run under torchrun (vLLM's external_launcher) ends so.
  {
    tool: 'torchrun',
    says: 'failed',
    reads: 'bare',
    needle: ') local_rank: ',
    pattern: /\bfailed \(exitcode: -?[1-9]\d*\) local_rank: \d+ \(pid: \d+\) of binary: \S/,
    samples: [
      { line: 'ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 333202) of binary: /home/akemid/llama/venv/bin/python3', source: 'meta-llama/llama#706' },
      { line: 'E0801 13:23:20.000000 32974 torch/distributed/elastic/multiprocessing/api.py:874] failed (exitcode: 1) local_rank: 3 (pid: 33054) of binary: /home/ubuntu/pythonn3.11/bin/python3', source: 'OEvortex/unsloth#10' },
    ],
  },
  {
    tool: 'torchrun',
    says: 'failed',
    reads: 'wrapper',
    needle: 'ChildFailedError',
    pattern: /^torch\.distributed\.elastic\.multiprocessing\.errors\.ChildFailedError:?(?:\s|$)/,
    samples: [{ line: 'torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ', source: 'vllm-project/vllm#9369' }],
  },
  // slurmstepd's task/cgroup plugin counts the OOM killer's kills in the step's memory cgroup when the step ends (post_step) and
  // reports them: `Detected N oom-kill event(s) in StepId=…. Some of your processes may have been killed by the cgroup
  // out-of-memory handler.` (older: `in step <id> cgroup`; cgroup v2: `Detected N oom_kill event(s) in StepId=…. Some of the step
  // tasks have been OOM Killed.`). Printed once the step is over, on the job's stderr: the step ended on the memory limit.
  {
    tool: 'slurmstepd',
    says: 'failed',
    reads: 'cause',
    needle: 'kill event',
    pattern: /^slurmstepd(?:-[\w.-]+)?: error: Detected [1-9]\d* oom[-_]kill events?(?:\(s\))? in (?:StepId=|step )\S+/,
    samples: [
      { line: 'slurmstepd: error: Detected 1 oom_kill event in StepId=3855840.0. Some of the step tasks have been OOM Killed.', source: 'code corpus: an HPC centre memory-limit guide (store id 42748496017)' },
      { line: 'slurmstepd-ige-calcul1: error: Detected 1 oom-kill event(s) in StepId=501757.0. Some of your processes may have been killed by the cgroup out-of-memory handler.', source: 'code corpus: an HPC centre Slurm guide (store id 36003699679)' },
    ],
  },
  // slurmstepd when Slurm cancels a job or step (scancel, the wall-time limit, preemption): `*** JOB|STEP <id> ON <node> CANCELLED
  // AT <time>[ DUE TO TIME LIMIT| DUE TO PREEMPTION] ***`, then SIGTERM to the tasks (SIGKILL after KillWait). The server was told to
  // stop by its scheduler, whatever it logs while it goes down; old Slurm put the node last (`… DUE TO TIME LIMIT on n447 ***`).
  {
    tool: 'slurmstepd',
    says: 'stopped',
    reads: 'bare',
    requested: true,
    needle: ' CANCELLED AT ',
    pattern: /^slurmstepd(?:-[\w.-]+)?: (?:error: )?\*\*\* (?:JOB|STEP) \S+ (?:ON \S+ )?CANCELLED AT \S+(?: DUE TO (?:TIME LIMIT|PREEMPTION))?(?: on \S+)? \*\*\*$/,
    samples: [
      { line: 'slurmstepd: error: *** STEP 3479819.0 ON gpub001 CANCELLED AT 2024-04-24T11:42:17 DUE TO TIME LIMIT ***', source: 'code corpus: a Slurm job log (store id 20955917013)' },
      { line: 'slurmstepd: error: *** STEP 557341.0 ON c4-n12 CANCELLED AT 2025-03-11T13:26:25 DUE TO PREEMPTION ***', source: 'code corpus: a Slurm job log (store id 38989053458)' },
      { line: 'slurmstepd: error: *** JOB 524549 ON ault43 CANCELLED AT 2024-10-09T23:25:32 ***', source: 'code corpus: a Slurm job log (store id 20602358018)' },
    ],
  },
  // Jan's process watchdog (Node's child `close` event: `code null` is a death by signal) and the restart it schedules.
  {
    tool: 'Jan watchdog',
    says: 'failed',
    reads: 'bare',
    needle: 'Process exited with code ',
    pattern: /(?:^|::)Process exited with code (?:null|-?[1-9]\d*\b)/,
    samples: [{ line: '[APP]::Process exited with code null', source: 'janhq/cortex.cpp#1469' }],
  },
  {
    tool: 'Jan watchdog',
    says: 'stopped',
    reads: 'bare',
    needle: 'Process exited with code ',
    pattern: /(?:^|::)Process exited with code 0(?!\d)/,
    samples: [],
  },
  {
    tool: 'Jan watchdog',
    says: 'start',
    needle: 'Starting process: ',
    pattern: /(?:^|::)Starting process: (?:\S*\/)?(?<child>[\w.-]+)(?: |$)/,
    samples: [{ line: '[APP]::Starting process: jan-data-folder/extensions/@janhq/inference-cortex-extension/dist/bin/cortex-server --start-server --port 39291 --config_file_path jan-data-folder/.janrc --data_folder_path /home/feltsi/jan', source: 'janhq/cortex.cpp#1469' }],
  },
  // text-generation-webui 3.x runs llama.cpp as a llama-server child (modules/llama_cpp_server.py): with `--verbose` it logs
  // `llama-server command-line flags:` and prints the flags on the next line right before its subprocess.Popen of the binary.
  {
    tool: 'text-generation-webui',
    says: 'start',
    runs: 'llamacpp',
    needle: 'llama-server command-line flags:',
    pattern: /\bINFO +llama-server command-line flags:$/,
    samples: [{ line: '22:39:10-308738 INFO     llama-server command-line flags:', source: 'oobabooga/textgen#7006' }],
  },
  // Its llama.cpp loader (modules/models.py llama_cpp_server_loader) logs any exception LlamaServer raised while starting the child
  // (`Server process terminated unexpectedly with exit code: -4` when the child died before its health check passed) and leaves
  // the model unloaded: that run of llama.cpp is over. Its own words say only how; the child's own error, if printed, says why.
  {
    tool: 'text-generation-webui',
    says: 'failed',
    reads: 'bare',
    runs: 'llamacpp',
    needle: 'Error loading the model with llama.cpp: ',
    pattern: /^\d\d:\d\d:\d\d-\d{6} ERROR +Error loading the model with llama\.cpp: \S/,
    samples: [{ line: '20:53:22-829894 ERROR    Error loading the model with llama.cpp: Server process', source: 'oobabooga/textgen#7188' }],
  },
  // Jan's llama.cpp extension (src-tauri llamacpp router) logs this right before it spawns llama-server as its router child.
  {
    tool: 'Jan',
    says: 'start',
    runs: 'llamacpp',
    needle: 'Starting llama-server in router mode: ',
    pattern: /^Starting llama-server in router mode: exe="/,
    samples: [{ line: 'Starting llama-server in router mode: exe="/Users/u/Library/Application Support/Jan/data/llamacpp/backends/b8892/macos-x64/build/bin/llama-server" preset="/Users/u/Library/Application Support/Jan/data/llamacpp/router.preset.ini" port=50498 models_max=2', source: 'janhq/jan#8476' }],
  },
  // EchoBird (a desktop app, Rust) spawns llama-server.exe / llama-server itself and logs the child's PID right after the spawn:
  // that PID is the server's process.
  {
    tool: 'EchoBird',
    says: 'start',
    needle: '[LocalLLM] ',
    pattern: /\[LocalLLM\] (?<child>llama-server) started with PID: (?<pid>\d+)$/,
    samples: [{ line: '[2026-07-02][14:33:14][echobird_core::services::local_llm::server][INFO] [LocalLLM] llama-server started with PID: 28148', source: 'edison7009/EchoBird#387' }],
  },
  // Its stderr reader thread reads the child's stderr line by line (`reader.lines()`) and logs this once the read ends: end of
  // file, which comes when the child exits (llama-server never closes its stderr while it lives). The child's run is over; the
  // line says neither how nor why (its crash watcher's `PID N exited: …` line says how), so it is never named.
  {
    tool: 'EchoBird',
    says: 'failed',
    reads: 'wrapper',
    runs: 'llamacpp',
    needle: '[LocalLLM] stderr reader finished for PID ',
    pattern: /\[LocalLLM\] stderr reader finished for PID \d+$/,
    samples: [{ line: '[2026-07-02][14:33:14][echobird_core::services::local_llm::server][INFO] [LocalLLM] stderr reader finished for PID 28148', source: 'edison7009/EchoBird#387' }],
  },
  // text-generation-webui's server.py logs this first at every start (`Starting TextGen` since its 2026 rename); its loaders
  // (llama.cpp, ExLlama, Transformers) run in that process or as its children, so a second one is a new run of all of them.
  {
    tool: 'text-generation-webui',
    says: 'start',
    needle: 'Starting Text',
    pattern: /^\d\d:\d\d:\d\d-\d{6} INFO +Starting (?:Text generation web UI|TextGen)\s*$/,
    samples: [
      { line: '21:47:29-016258 INFO     Starting Text generation web UI                                            ', source: 'oobabooga/textgen#6632' },
      { line: '05:15:36-826290 INFO     Starting TextGen', source: 'oobabooga/textgen#7507' },
    ],
  },
  // Modal stops a container whose start-up (the function's `@enter` and imports) outlasts its startup timeout and reports it as
  // the runner's failure: the server in it was killed while starting.
  {
    tool: 'Modal',
    says: 'failed',
    reads: 'cause',
    needle: 'Runner failed with exception: ',
    pattern: /^Runner failed with exception: Runner has been initializing for too long\b/,
    samples: [{ line: 'Runner failed with exception: Runner has been initializing for too long: 300 seconds', source: 'modal-labs/modal-examples#1154' }],
  },
  // Jan 0.6's Tauri supervisor spawns its sidecar server, up to five times.
  {
    tool: 'Jan (Tauri)',
    says: 'start',
    needle: 'Spawning ',
    pattern: /\bSpawning (?<child>[\w.-]+) \(Attempt \d+\/\d+\)/,
    samples: [{ line: '[2025-06-26][23:11:32][app_lib::core::setup][INFO] Spawning cortex-server (Attempt 2/5)', source: 'janhq/jan#5559' }],
  },
  // PyTriton (and Model Navigator, whose code it shares) runs tritonserver as a child through the `sh` library; its done callback
  // (`_handle_exit` in pytriton/server/triton_server.py) logs a failed exit as a WARNING that points at the server's own output,
  // then the exit code at DEBUG (negative: the signal that killed it, `sh`'s convention), or a clean exit as `stopped`.
  {
    tool: 'PyTriton',
    says: 'failed',
    reads: 'wrapper',
    runs: 'triton',
    needle: 'Triton Inference Server exited with failure',
    pattern: /\bTriton Inference Server exited with failure\. Please wait\.$/,
    samples: [{ line: '2024-04-01 18:18:31,964 - WARNING - pytriton.server.triton_server: Triton Inference Server exited with failure. Please wait.', source: 'triton-inference-server/pytriton#66' }],
  },
  {
    tool: 'PyTriton',
    says: 'failed',
    reads: 'bare',
    runs: 'triton',
    needle: 'Triton Inference Server exit code ',
    pattern: /\bTriton Inference Server exit code -?[1-9]\d*$/,
    samples: [{ line: '2024-04-01 18:18:31,964 - DEBUG - pytriton.server.triton_server: Triton Inference Server exit code -11', source: 'triton-inference-server/pytriton#66' }],
  },
  {
    tool: 'PyTriton',
    says: 'stopped',
    reads: 'bare',
    runs: 'triton',
    needle: 'Triton Inference Server stopped',
    pattern: /\bTriton Inference Server stopped$/,
    samples: [],
  },
  // Model Analyzer runs one tritonserver (a local process or a docker container) per model config it profiles: server_local.py
  // and server_docker.py log `Triton Server started.` once it is launched and `Stopped Triton Server.` after terminating it
  // (SIGTERM, then a kill past its timeout) when that config is done or failed to load.
  {
    tool: 'Model Analyzer',
    says: 'start',
    runs: 'triton',
    needle: 'Triton Server started.',
    pattern: /\bTriton Server started\.$/,
    samples: [{ line: '09:35:24 [Model Analyzer] DEBUG: Triton Server started.', source: 'triton-inference-server/model_analyzer#606' }],
  },
  {
    tool: 'Model Analyzer',
    says: 'stopped',
    reads: 'bare',
    runs: 'triton',
    needle: 'Stopped Triton Server.',
    pattern: /\bStopped Triton Server\.$/,
    samples: [{ line: '09:35:23 [Model Analyzer] DEBUG: Stopped Triton Server.', source: 'triton-inference-server/model_analyzer#606' }],
  },
  // LocalAI's loader: a backend's gRPC process that hung up (EOF) died; any other `Fails:` names why the load failed.
  {
    tool: 'LocalAI',
    says: 'failed',
    reads: 'bare',
    needle: '] Fails: ',
    pattern: /\[[\w.-]+\] Fails: .*\berror reading from server: EOF$/,
    samples: [{ line: '7:25AM INF [stablediffusion-ggml] Fails: failed to load model with internal loader: could not load model: rpc error: code = Unavailable desc = error reading from server: EOF', source: 'mudler/LocalAI#3007' }],
  },
  {
    tool: 'LocalAI',
    says: 'failed',
    reads: 'cause',
    needle: '] Fails: ',
    pattern: /\[[\w.-]+\] Fails: (?!.*\berror reading from server: EOF$)\S/,
    samples: [],
  },
  // `ramalama run` starts the server's container detached, waits for its health check (wait_for_healthy: it gives up with
  // `Failed to serve model …` instead) and only then opens its chat (transports/base.py _handle_container_chat), whose prompt is
  // chat.py default_prefix's: 🦭 under podman, 🐋 under docker, 🦙 otherwise, 🍏 for MLX. That prompt: the server answers.
  {
    tool: 'RamaLama',
    says: 'ready',
    needle: ' >',
    pattern: /^(?:\u{1F9AD}|\u{1F40B}|\u{1F999}|\u{1F34F}) >(?: |$)/u,
    samples: [{ line: '\u{1F9AD} >', source: 'containers/ramalama#2214' }],
  },
  // Dynamo's frontend (`dynamo-run in=http`, its HTTP service) watches the store for the model entries its workers register once
  // their engine is up; discovery/watcher.rs logs `added model` after handle_put has built that model's chat and completions
  // pipelines and added them to the HTTP service's manager: the worker is registered and the frontend now routes requests to it.
  {
    tool: 'Dynamo',
    says: 'ready',
    needle: 'discovery::watcher: added model',
    pattern: /\bdynamo_llm::discovery::watcher: added model model_name=\S/,
    samples: [{ line: '2025-05-28T00:00:45.794Z  INFO dynamo_llm::discovery::watcher: added model model_name="TinyLlama/TinyLlama-1.1B-Chat-v1.0"', source: 'ai-dynamo/dynamo#1223' }],
  },
  // Dynamo's SGLang worker serves its generate endpoint at once but holds requests behind a readiness gate; once
  // register_llm_with_runtime_config has put the model on the runtime it sets the gate and logs this (dynamo/sglang
  // register.py): the worker's engine is up and the queued requests now run on it.
  {
    tool: 'Dynamo',
    says: 'ready',
    needle: 'Model registration succeeded; processing queued requests',
    pattern: /\bModel registration succeeded; processing queued requests$/,
    samples: [{ line: '[2026-07-05 19:45:29.924] Model registration succeeded; processing queued requests', source: 'sgl-project/sglang#30242' }],
  },
  // The backend answered LocalAI's LoadModel call: the model is loaded and the backend serves it.
  {
    tool: 'LocalAI',
    says: 'ready',
    needle: '] Loads OK',
    pattern: /\[[\w.-]+\] Loads OK$/,
    samples: [{ line: '1:59PM INF [llama-cpp] Loads OK', source: 'mudler/LocalAI#5216' }],
  },
  // olmOCR's pipeline starts the inference server as its own child (SGLang until mid-2025, vLLM since: pipeline.py
  // sglang_server_task / vllm_server_task) and, until it answers /v1/models, polls it once a second with
  // `logger.warning(f"Attempt {attempt}: Please wait for vllm server to become ready...")` (sglang_server_ready /
  // vllm_server_ready): the child is still starting, and the line names it where a paste shows none of the child's own lines.
  {
    tool: 'olmOCR',
    says: 'wait',
    needle: 'Please wait for ',
    pattern: /\bAttempt \d+: Please wait for (?<child>sglang|vllm) server to become ready\.\.\.$/,
    samples: [
      { line: '2025-03-18 10:24:40,134 - __main__ - WARNING - Attempt 56: Please wait for sglang server to become ready...', source: 'allenai/olmocr#129' },
      { line: '2025-03-07 23:50:27,532 - __main__ - WARNING - Attempt 13: Please wait for sglang server to become ready...', source: 'allenai/olmocr#105' },
    ],
  },
  {
    tool: 'LocalAI',
    says: 'start',
    needle: '] Attempting to load',
    pattern: /\[(?<child>[\w.-]+)\] Attempting to load$/,
    samples: [{ line: '7:25AM INF [whisper] Attempting to load', source: 'mudler/LocalAI#3007' }],
  },
];

/** Programs a supervisor names as its child that only one engine ships. */
const CHILD_ENGINES: ReadonlyArray<[RegExp, EngineId]> = [
  [/^(?:vllm|vLLM|vllm-server)$/, 'vllm'],
  // LocalAI's llama.cpp gRPC backend and its CPU variants (`llama-cpp`, `llama-cpp-fallback`, `llama-cpp-avx2`: backend-assets/grpc/).
  [/^(?:llama-server|llama\.cpp|llamafile|llama-cpp(?:-[a-z0-9]+)*)$/, 'llamacpp'],
  [/^ollama$/, 'ollama'],
  [/^text-generation-launcher$/, 'tgi'],
  [/^tritonserver$/, 'triton'],
  [/^sglang$/, 'sglang'],
];

const endsOf = (reads: SupervisorLine['reads'][]): EndRule[] =>
  SUPERVISOR_LINES.filter((l) => (l.says === 'failed' || l.says === 'stopped') && reads.includes(l.reads)).map(({ needle, pattern, says, stopAsked, lastWord, requested }) => ({
    needle,
    pattern,
    outcome: says as EndRule['outcome'],
    ...(stopAsked ? { stopAsked } : {}),
    ...(lastWord ? { lastWord } : {}),
    ...(requested ? { requested } : {}),
  }));
const rulesOf = (reads: SupervisorLine['reads']): LineRule[] => SUPERVISOR_LINES.filter((l) => l.reads === reads).map(({ needle, pattern }) => ({ needle, pattern }));

export const SUPERVISOR_ENDS: readonly EndRule[] = endsOf(['cause', 'bare', 'wrapper']);
export const SUPERVISOR_CAUSES: readonly LineRule[] = rulesOf('cause');
/** Like an engine's `bareEnds`: how the child ended, named after any cause. */
export const SUPERVISOR_BARE: readonly LineRule[] = rulesOf('bare');
/**
 * Faults a tool found in its child and acts on in another line (kubelet kills after `failureThreshold` failed probes): a
 * cause of the run that line ends, never of one still running (a startup probe refused while the server still loads).
 */
export const SUPERVISOR_FAULTS: readonly LineRule[] = SUPERVISOR_LINES.filter((l) => l.says === 'fault').map(({ needle, pattern }) => ({ needle, pattern }));
export const SUPERVISOR_WRAPPERS: readonly RegExp[] = SUPERVISOR_LINES.filter((l) => l.reads === 'wrapper').map((l) => l.pattern);
export const SUPERVISOR_STARTS: readonly StartupRule[] = SUPERVISOR_LINES.filter((l) => l.says === 'start').map(({ needle, pattern }) => ({ needle, pattern, spawn: true }));

/** The supervisor's word that its child serves: a `ready` of whatever engine runs under it. */
export const SUPERVISOR_READY: readonly PhaseRule[] = SUPERVISOR_LINES.filter((l) => l.says === 'ready').map(({ needle, pattern }) => ({ phase: 'ready', needle, pattern }));

const CHILD_PID_STARTS = SUPERVISOR_LINES.filter((l) => l.says === 'start' && l.pattern.source.includes('?<pid>'));

/** The PID a supervisor's start line gives its child (the server process it spawned), or null. */
export function supervisedChildPid(text: string): number | null {
  for (const rule of CHILD_PID_STARTS) {
    if (!text.includes(rule.needle)) continue;
    const pid = rule.pattern.exec(text)?.groups?.pid;
    if (pid !== undefined) return Number(pid);
  }
  return null;
}

const NAMING = SUPERVISOR_LINES.filter((l) => l.pattern.source.includes('?<child>') || l.runs !== undefined);

/** The engine a supervisor's line names as its child (or the one it always runs), or null. */
export function supervisedEngine(text: string): EngineId | null {
  for (const rule of NAMING) {
    if (!text.includes(rule.needle)) continue;
    if (rule.runs !== undefined) {
      if (rule.pattern.test(text)) return rule.runs;
      continue;
    }
    const child = rule.pattern.exec(text)?.groups?.child;
    if (child === undefined) continue;
    for (const [name, engine] of CHILD_ENGINES) if (name.test(child)) return engine;
  }
  return null;
}
