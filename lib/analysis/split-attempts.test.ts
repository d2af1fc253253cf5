import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { splitAttempts } from './split-attempts';
import { makeEntries, systemdLine } from './test-entries';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const UNIT = 'vllm-test.service';

describe('splitAttempts', () => {
  it('splits by invocation ID, matching INVOCATION_ID on systemd lines and _SYSTEMD_INVOCATION_ID on process lines', () => {
    const entries = makeEntries([
      systemdLine(`Started ${UNIT} - Test.`, { inv: A }),
      { pid: 100, inv: A, role: 'APIServer', level: 'info', text: 'vLLM API server version 0.15.1' },
      systemdLine(`${UNIT}: Main process exited, code=exited, status=1/FAILURE`, { inv: A }),
      systemdLine(`Started ${UNIT} - Test.`, { inv: B }),
      { pid: 200, inv: B, role: 'APIServer', level: 'info', text: 'vLLM API server version 0.15.1' },
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(attempts.map((a) => a.id)).toEqual([A, B]);
    expect(entryAttempt).toEqual([0, 0, 0, 1, 1]);
    expect(attempts.map((a) => a.mainPid)).toEqual([100, 200]);
  });

  it("a launcher reporting its child's exit in Go's words (`Error: exit status 1`) is the main process, not the child that printed first (canonical/inference-snaps#214)", () => {
    const entries = makeEntries([
      { pid: 391350, text: 'srv    operator(): operator(): cleaning up before exit...' },
      { pid: 391350, text: 'main: exiting due to model loading error' },
      { pid: 391330, text: 'Error: exit status 1' },
      systemdLine(`${UNIT}: Main process exited, code=exited, status=1/FAILURE`),
    ]);
    expect(splitAttempts(entries).attempts.map((a) => a.mainPid)).toEqual([391330]);
  });

  it("`Failed with result 'exit-code'` that restates a wrapper's 128+SIGTERM exit is no failure; after 128+SIGKILL it is (Hal0ai/hal0#2130)", () => {
    const stop = (status: string) =>
      makeEntries([
        { pid: 3569863, text: 'INFO:     Application shutdown complete.' },
        systemdLine(`${UNIT}: Main process exited, code=exited, status=${status}`),
        systemdLine(`${UNIT}: Failed with result 'exit-code'.`),
        systemdLine(`Stopped ${UNIT} - Test.`),
      ]);
    expect(splitAttempts(stop('143/n/a')).attempts.map((a) => a.failed)).toEqual([false]);
    expect(splitAttempts(stop('137/n/a')).attempts.map((a) => a.failed)).toEqual([true]);
  });

  it('the exit code a server ends with after `Stopping` is its way of honouring the stop; a core dump then is still a failure (JustVugg/colibri#810)', () => {
    const stop = (exit: string) =>
      makeEntries([
        systemdLine(`Stopping ${UNIT} - Test...`),
        systemdLine(`${UNIT}: Main process exited, ${exit}`),
        systemdLine(`${UNIT}: Failed with result '${exit.startsWith('code=dumped') ? 'core-dump' : 'exit-code'}'.`),
        systemdLine(`Stopped ${UNIT} - Test.`),
      ]);
    expect(splitAttempts(stop('code=exited, status=1/FAILURE')).attempts.map((a) => a.failed)).toEqual([false]);
    expect(splitAttempts(stop('code=dumped, status=11/SEGV')).attempts.map((a) => a.failed)).toEqual([true]);
    // Without a stop request the same exit is the server's own death.
    const died = makeEntries([systemdLine(`${UNIT}: Main process exited, code=exited, status=1/FAILURE`), systemdLine(`${UNIT}: Failed with result 'exit-code'.`)]);
    expect(splitAttempts(died).attempts.map((a) => a.failed)).toEqual([true]);
  });

  it('a start that failed on a control process before any `Started` ran no main process: the PID that printed is an ExecStartPre= command', () => {
    const failedPre = makeEntries([
      systemdLine(`Starting ${UNIT} - Test...`),
      { pid: 2392, text: 'Error: could not connect to ollama app, is it running?' },
      systemdLine(`${UNIT}: Control process exited, code=exited, status=1/FAILURE`),
      systemdLine(`${UNIT}: Failed with result 'exit-code'.`),
      systemdLine(`Failed to start ${UNIT} - Test.`),
    ]);
    expect(splitAttempts(failedPre).attempts.map((a) => a.mainPid)).toEqual([null]);
    // An ExecStop= that fails after the server ran is a control process too; the server that printed stays the main one.
    const failedStop = makeEntries([
      systemdLine(`Started ${UNIT} - Test.`),
      { pid: 100, text: 'vLLM API server version 0.15.1' },
      systemdLine(`${UNIT}: Control process exited, code=exited, status=1/FAILURE`),
      systemdLine(`${UNIT}: Failed with result 'exit-code'.`),
    ]);
    expect(splitAttempts(failedStop).attempts.map((a) => a.mainPid)).toEqual([100]);
  });

  it("the child systemd forked logs its own exec failure under its PID: that PID is the attempt's main process (ollama/ollama#8372)", () => {
    const entries = makeEntries([
      systemdLine(`Started ${UNIT} - Test.`),
      { pid: 17836, identifier: 'systemd', text: `${UNIT}: Failed to execute /usr/local/bin/vllm: Permission denied` },
      { pid: 17836, identifier: 'systemd', text: `${UNIT}: Failed at step EXEC spawning /usr/local/bin/vllm: Permission denied` },
    ]);
    expect(splitAttempts(entries).attempts.map((a) => a.mainPid)).toEqual([17836]);
  });

  it('without IDs, splits on systemd boundary lines', () => {
    const entries = makeEntries([
      systemdLine(`Started ${UNIT} - Test.`),
      { pid: 100, text: 'INFO 02-20 23:36:01 api_server.py:1] vLLM API server version 0.6.4' },
      systemdLine(`${UNIT}: Main process exited, code=exited, status=1/FAILURE`),
      systemdLine(`${UNIT}: Failed with result 'exit-code'.`),
      systemdLine(`${UNIT}: Scheduled restart job, restart counter is at 3.`),
      systemdLine(`Stopped ${UNIT} - Test.`),
      systemdLine(`Starting ${UNIT} - Test...`),
      systemdLine(`Started ${UNIT} - Test.`),
      { pid: 200, text: 'INFO 02-20 23:37:01 api_server.py:1] vLLM API server version 0.6.4' },
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(entryAttempt).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1]);
    expect(attempts[0]).toMatchObject({ mainPid: 100, ended: true, failed: true, restartCounter: null, exitStatus: 'code=exited, status=1/FAILURE', id: 'pid-100' });
    // `restart counter is at 3` schedules restart 3: the attempt it starts carries it, as NRestarts counts.
    expect(attempts[1]).toMatchObject({ mainPid: 200, ended: false, failed: false, startedPosition: 6, restartCounter: 3 });
  });

  it('reads the structured MESSAGE_IDs and fields rather than the English text', () => {
    const entries = makeEntries([
      systemdLine('vllm: Hauptprozess beendet', { messageId: '98e322203f7a4ed290d09fe03c09fe15', fields: { EXIT_CODE: 'killed', EXIT_STATUS: '9' } }),
      systemdLine('vllm: Neustart geplant', { messageId: '5eb03494b6584870a536b337290809b3', fields: { N_RESTARTS: '7' } }),
      systemdLine('vllm gestartet', { messageId: '39f53479d3a045ac8e11786248231fbf' }),
      { pid: 300, text: 'hello' },
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(entryAttempt).toEqual([0, 0, 1, 1]);
    expect(attempts[0]).toMatchObject({ ended: true, failed: true, restartCounter: null, exitStatus: 'code=killed, status=9' });
    expect(attempts[1]).toMatchObject({ mainPid: 300, restartCounter: 7 });
  });

  it('a worker PID belongs to the attempt whose main process printed it', () => {
    const entries = makeEntries([
      { pid: 100, text: 'main starts' },
      { pid: 100, role: 'Worker_TP0', vpid: 101, level: 'info', text: 'Starting to load model /m...' },
      { pid: 100, role: 'Worker_TP1', vpid: 102, level: 'info', text: 'Starting to load model /m...' },
    ]);
    const [attempt] = splitAttempts(entries).attempts;
    expect(attempt!.pids.map((p) => [p.pid, p.roles])).toEqual([
      [100, []],
      [101, ['Worker_TP0']],
      [102, ['Worker_TP1']],
    ]);
  });

  it('a PID seen in an old attempt never joins a new one', () => {
    const entries = makeEntries([
      systemdLine(`Started ${UNIT}.`),
      { pid: 100, text: 'old main' },
      { role: 'Worker_TP0', vpid: 101, level: 'info', text: 'old worker' },
      systemdLine(`Stopping ${UNIT}...`),
      systemdLine(`Started ${UNIT}.`),
      { pid: 200, text: 'new main' },
      { role: 'Worker_TP0', vpid: 101, level: 'error', text: 'late line from the old worker' },
      { pid: 100, text: 'late line from the old main' },
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(entryAttempt).toEqual([0, 0, 0, 0, 1, 1, 0, 0]);
    const pidsOf = attempts.map((a) => a.pids.map((p) => p.pid).sort());
    expect(pidsOf).toEqual([[100, 101], [200]]);
  });

  it('lines that lost their unit tag and invocation ID before a crash are assigned by PID', () => {
    const entries = makeEntries([
      { pid: 100, inv: A, role: 'APIServer', vpid: 100, level: 'info', text: 'serving' },
      systemdLine(`Started ${UNIT}.`, { inv: B }),
      { pid: 200, inv: B, text: 'new main' },
      { pid: 100, inv: null, unit: null, role: 'APIServer', vpid: 100, text: 'RuntimeError: boom' },
    ]);
    expect(splitAttempts(entries).entryAttempt).toEqual([0, 1, 1, 0]);
  });

  it('a log that starts inside one attempt and ends inside the next gives both attempts', () => {
    const entries = makeEntries([
      { pid: 100, role: 'Worker_TP0', vpid: 101, level: 'info', text: 'Loading weights took 10.00 seconds' },
      { pid: 100, role: 'Worker_TP0', vpid: 101, level: 'error', text: 'RuntimeError: died' },
      systemdLine(`${UNIT}: Main process exited, code=exited, status=1/FAILURE`),
      systemdLine(`Started ${UNIT}.`),
      { pid: 200, role: 'APIServer', vpid: 200, level: 'info', text: 'vLLM API server version 0.15.1' },
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(attempts).toHaveLength(2);
    expect(entryAttempt).toEqual([0, 0, 0, 1, 1]);
    expect(attempts[0]!.mainPid).toBe(100);
  });

  it('adopts the invocation ID for an attempt first seen through untagged lines', () => {
    const entries = makeEntries([
      { pid: 100, text: 'untagged' },
      { pid: 100, inv: A, text: 'tagged' },
    ]);
    const { attempts } = splitAttempts(entries);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.id).toBe(A);
  });

  it('keeps every role a PID printed under, in order', () => {
    const entries = makeEntries([
      { role: 'APIServer', vpid: 7, level: 'info', text: 'a' },
      { role: 'EngineCore_DP0', vpid: 7, level: 'info', text: 'b' },
      { role: 'APIServer', vpid: 7, level: 'info', text: 'c' },
    ]);
    expect(splitAttempts(entries).attempts[0]!.pids).toEqual([{ pid: 7, roles: ['APIServer', 'EngineCore_DP0'], firstSeq: 0, lastSeq: 2 }]);
  });

  it('splits two runs pasted without systemd lines on the startup banner of a new PID', () => {
    const entries = makeEntries([
      { role: 'APIServer', vpid: 10, level: 'info', text: 'vLLM API server version 0.11.0' },
      { role: 'Worker_TP0', vpid: 11, level: 'info', text: 'Starting to load model /m...' },
      { role: 'APIServer', vpid: 20, level: 'info', text: 'vLLM API server version 0.11.0' },
      { role: 'Worker_TP0', vpid: 21, level: 'info', text: 'Starting to load model /m...' },
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(entryAttempt).toEqual([0, 0, 1, 1]);
    expect(attempts.map((a) => a.mainPid)).toEqual([10, 20]);
  });

  it('keeps two ranks under a bare `Worker` role in one attempt: the name carries no rank', () => {
    const entries = makeEntries([
      { role: 'Worker', vpid: 958, level: 'info', text: 'world_size=2 rank=1 local_rank=1 distributed_init_method=tcp://127.0.0.1:43615 backend=nccl' },
      { role: 'Worker', vpid: 820, level: 'debug', text: 'Detected 1 nodes in the distributed environment' },
    ]);
    expect(splitAttempts(entries).entryAttempt).toEqual([0, 0]);
  });

  it('a banner after an exception no start-up prints before it opens a new attempt', () => {
    const entries = makeEntries([
      { text: '  File "/vllm/entrypoints/openai/api_server.py", line 530, in run_server' },
      { text: 'OSError: [Errno 98] Address already in use' },
      { text: 'Starting vLLM...' },
      { level: 'info', text: 'vLLM API server version 0.6.1' },
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(entryAttempt).toEqual([0, 0, 0, 1]);
    expect(attempts[0]!.superseded).toBe(true);
  });

  it('a banner after a warning or a traceback header alone stays in the attempt', () => {
    const entries = makeEntries([
      { text: 'UserWarning: resource_tracker: There appear to be 1 leaked semaphore objects' },
      { level: 'info', text: 'vLLM API server version 0.6.1' },
    ]);
    expect(splitAttempts(entries).entryAttempt).toEqual([0, 0]);
  });

  it('a new PID after the main process exited opens a new attempt even without a Started line', () => {
    const entries = makeEntries([
      { pid: 100, text: 'run one' },
      systemdLine(`${UNIT}: Deactivated successfully.`),
      { pid: 200, text: 'run two' },
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(entryAttempt).toEqual([0, 0, 1]);
    expect(attempts[0]).toMatchObject({ ended: true, failed: false });
  });

  it('a main process exit after a scheduled or refused restart is the next start\'s, with no Started line in between (a grep of the journal)', () => {
    const entries = makeEntries([
      systemdLine(`${UNIT}: Main process exited, code=exited, status=42/n/a`),
      systemdLine(`${UNIT}: Scheduled restart job, restart counter is at 1.`),
      systemdLine(`${UNIT}: Main process exited, code=exited, status=42/n/a`),
      systemdLine(`${UNIT}: Scheduled restart job, restart counter is at 2.`),
      systemdLine(`${UNIT}: Start request repeated too quickly.`),
      systemdLine(`${UNIT}: Main process exited, code=exited, status=42/n/a`),
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(attempts.map((a) => [a.restartCounter, a.exitStatus])).toEqual([
      [null, 'code=exited, status=42/n/a'],
      [1, 'code=exited, status=42/n/a'],
      [null, 'code=exited, status=42/n/a'],
    ]);
    expect(entryAttempt).toEqual([0, 0, 1, 1, 1, 2]);
  });

  it('a clean SIGTERM exit after Stopping is a stop, SIGKILL is a failure', () => {
    const stop = splitAttempts(
      makeEntries([{ pid: 100, text: 'x' }, systemdLine(`Stopping ${UNIT}...`), systemdLine(`${UNIT}: Main process exited, code=killed, status=15/TERM`)]),
    );
    expect(stop.attempts[0]).toMatchObject({ ended: true, failed: false, stopRequested: true });
    const kill = splitAttempts(makeEntries([{ pid: 100, text: 'x' }, systemdLine(`${UNIT}: Main process exited, code=killed, status=9/KILL`)]));
    expect(kill.attempts[0]).toMatchObject({ ended: true, failed: true });
  });

  it('a Type=notify unit logs Started after its process lines: still one attempt', () => {
    const entries = makeEntries([
      systemdLine(`Starting ${UNIT} - Test...`),
      { pid: 100, text: 'loading' },
      systemdLine(`Started ${UNIT} - Test.`),
      { pid: 100, text: 'serving' },
      systemdLine(`${UNIT}: Main process exited, code=exited, status=1/FAILURE`),
      { pid: 200, text: 'no Starting line seen for this one' },
      systemdLine(`Started ${UNIT} - Test.`),
    ]);
    expect(splitAttempts(entries).entryAttempt).toEqual([0, 0, 0, 0, 0, 1, 1]);
  });

  it('ignores lifecycle lines about other units pasted into the same log', () => {
    const entries = makeEntries([
      systemdLine(`Started ${UNIT}.`, { unit: UNIT }),
      { pid: 100, text: 'serving' },
      systemdLine('Started other.service.', { unit: 'other.service' }),
      systemdLine('other.service: Main process exited, code=exited, status=1/FAILURE', { unit: 'other.service' }),
      { pid: 100, text: 'still serving' },
      systemdLine(`${UNIT}: Main process exited, code=exited, status=1/FAILURE`, { unit: UNIT }),
    ]);
    const { attempts, entryAttempt } = splitAttempts(entries);
    expect(attempts).toHaveLength(1);
    expect(entryAttempt).toEqual([0, 0, 0, 0, 0, 0]);
    expect(attempts[0]!.events.map((e) => e.position)).toEqual([0, 5]);
  });
});

describe('splitAttempts on a pasted terminal', () => {
  it('a prompt that runs the server starts an attempt there, the next one another (huggingface/text-generation-inference#1451)', () => {
    const log = [
      '(text-generation-inference) tammosta@SEA-1801247735:~/text-generation-inference$ text-generation-launcher --env',
      "error: invalid value 'True' for '--disable-custom-kernels'",
      "For more information, try '--help'.",
      '(text-generation-inference) tammosta@SEA-1801247735:~/text-generation-inference$ export DISABLE_CUSTOM_KERNELS=true',
      '(text-generation-inference) tammosta@SEA-1801247735:~/text-generation-inference$ text-generation-launcher --env',
      '2024-01-17T19:54:02.802338Z  INFO text_generation_launcher: Runtime environment:',
    ].join('\n');
    const { attempts, entryAttempt } = splitAttempts(parseLog(log, { year: 2024 }).entries);
    expect(entryAttempt).toEqual([0, 0, 0, 0, 1, 1]);
    expect(attempts.map((a) => a.startedPosition)).toEqual([0, 4]);
    expect(attempts[0]!.superseded).toBe(true);
  });

  it("the user's own commands before the server's are that start's preamble, not an attempt (huggingface/text-generation-inference#856)", () => {
    const log = [
      'ubuntu@ip-172-31-39-33:~$ model=Trelis/Llama-2-7b-chat-hf-hosted-inference-8bit',
      '',
      'ubuntu@ip-172-31-39-33:~$ docker run --gpus all --shm-size 1g -p 8080:80 ghcr.io/huggingface/text-generation-inference:1.0.1 --model-id $model',
      '2023-08-17T10:47:36.256664Z  INFO text_generation_launcher: Args { model_id: "Trelis/Llama-2-7b-chat-hf-hosted-inference-8bit" }',
    ].join('\n');
    const { attempts, entryAttempt } = splitAttempts(parseLog(log, { year: 2023 }).entries);
    expect(entryAttempt).toEqual([0, 0, 0]);
    expect(attempts[0]!.startedPosition).toBe(1);
  });

  it("the container client's pull of the image before the run is that start's preamble too (huggingface/text-generation-inference#1930)", () => {
    const log = [
      'docker pull ghcr.io/huggingface/text-generation-inference:latest',
      'latest: Pulling from huggingface/text-generation-inference',
      'Digest: sha256:00d7f1cf3c6fce0a48ff9f2e0451cfa60a06fb48447d60dc6034f4e69443fd3e',
      'Status: Image is up to date for ghcr.io/huggingface/text-generation-inference:latest',
      'ghcr.io/huggingface/text-generation-inference:latest',
      '',
      'docker run --rm --gpus all ghcr.io/huggingface/text-generation-inference:latest --model-id microsoft/Phi-3-medium-128k-instruct',
      '2024-05-21T19:16:29.208699Z  INFO text_generation_launcher: Args { model_id: "microsoft/Phi-3-medium-128k-instruct" }',
    ].join('\n');
    const { attempts, entryAttempt } = splitAttempts(parseLog(log, { year: 2024 }).entries);
    expect(attempts).toHaveLength(1);
    expect(new Set(entryAttempt)).toEqual(new Set([0]));
  });

  it("a server's output before the prompt is still an attempt of its own (typed lines after it do not make it a preamble)", () => {
    const log = [
      '2023-08-17T10:40:00.000000Z ERROR text_generation_launcher: Shard 0 failed to start',
      'ubuntu@ip-172-31-39-33:~$ model=Trelis/Llama-2-7b-chat-hf-hosted-inference-8bit',
      'ubuntu@ip-172-31-39-33:~$ docker run --gpus all ghcr.io/huggingface/text-generation-inference:1.0.1 --model-id $model',
    ].join('\n');
    const { entryAttempt } = splitAttempts(parseLog(log, { year: 2023 }).entries);
    expect(entryAttempt).toEqual([0, 0, 1]);
  });
});

describe('splitAttempts on bare container output', () => {
  it("the server's first line after it served opens a new attempt; before it served, it does not (triton-inference-server/model_analyzer#786)", () => {
    const served = [
      'I1107 07:33:56.127801 7 grpc_server.cc:2513] Started GRPCInferenceService at 0.0.0.0:8001',
      "E1107 07:34:03.823179 7 model_repository_manager.cc:1265] failed to poll model 'pipe': model not found in any model repository.",
      '== Triton Inference Server ==',
      'NVIDIA Release 23.10 (build 72127154)',
    ];
    expect(splitAttempts(parseLog(served.join('\n'), { year: 2023 }).entries).entryAttempt).toEqual([0, 0, 1, 1]);
    const loading = ['I1107 07:33:50.000001 7 model_lifecycle.cc:469] loading: pipe:1', ...served.slice(2)];
    expect(splitAttempts(parseLog(loading.join('\n'), { year: 2023 }).entries).entryAttempt).toEqual([0, 0, 0]);
  });

  it('a server starting a child after it served is the same run: Ollama loads a model after `Listening on`', () => {
    const log = [
      'time=2025-03-05T06:58:50.116Z level=INFO source=routes.go:1172 msg="Listening on 127.0.0.1:11434 (version 0.5.12)"',
      'time=2025-03-05T06:58:54.116Z level=INFO source=server.go:380 msg="starting llama server" cmd="/usr/bin/ollama runner --model /root/blob --port 33405"',
      'time=2025-03-05T06:58:58.049Z level=INFO source=server.go:619 msg="llama runner started in 4.01 seconds"',
      'time=2025-03-05T07:10:00.001Z level=INFO source=routes.go:1205 msg="server config" env="map[]"',
    ];
    expect(splitAttempts(parseLog(log.join('\n'), { year: 2025 }).entries).entryAttempt).toEqual([0, 0, 0, 1]);
  });
  it("a server starting its child again is the same run, and so are the child's own start lines (ollama/ollama#1019)", () => {
    // Ollama 0.1.8's llm/llama.go tries its runner variants in turn: a failed exec logs and goes on to the next one.
    const log = [
      '2023/11/08 13:26:45 routes.go:680: Listening on 127.0.0.1:11434 (version 0.1.8)',
      '2023/11/08 13:26:51 llama.go:384: starting llama runner',
      '2023/11/08 13:26:51 llama.go:386: error starting the external llama runner: fork/exec /tmp/ollama1/llama.cpp/gguf/build/metal/bin/ollama-runner: bad CPU type in executable',
      '2023/11/08 13:26:51 llama.go:384: starting llama runner',
      '{"timestamp":1699403211,"level":"INFO","function":"main","line":1324,"message":"build info","build":219,"commit":"9e70cc0"}',
      '2023/11/08 13:40:00 images.go:824: total blobs: 12',
    ];
    expect(splitAttempts(parseLog(log.join('\n'), { year: 2023 }).entries).entryAttempt).toEqual([0, 0, 0, 0, 0, 0]);
    // Without a child start first, the same llama.cpp banner after the server served is a new run.
    const bare = [log[0]!, log[4]!];
    expect(splitAttempts(parseLog(bare.join('\n'), { year: 2023 }).entries).entryAttempt).toEqual([0, 1]);
  });

  it('a start-up line seen again opens a new run that visibly starts there, even where the line alone proves no spawn', () => {
    // docker compose logs of a container under `restart:` (StartupHakk/OpenMonoAgent.ai#23): each run prints ggml's backend line first.
    const text = [
      'llama-server  | load_backend: loaded CPU backend from /app/libggml-cpu-alderlake.so',
      'llama-server  | error: invalid argument: 0.0.0.0',
      'llama-server  | load_backend: loaded CPU backend from /app/libggml-cpu-alderlake.so',
      'llama-server  | error: invalid argument: 0.0.0.0',
    ].join('\n');
    const { attempts, entryAttempt } = splitAttempts(parseLog(text).entries);
    expect(entryAttempt).toEqual([0, 0, 1, 1]);
    expect(attempts.map((a) => a.spawnPosition)).toEqual([null, 2]);
  });
  it('several server containers in one `docker compose logs` are separate servers: each container is its own lane of attempts', () => {
    // Data-parallel TGI replicas under one `docker compose up` (huggingface/text-generation-inference#3248), plus a proxy.
    const text = [
      'tgi-2-1         | 2025-05-30T20:51:56.038944Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0',
      'tgi-1-1         | 2025-05-30T20:51:56.583611Z  INFO text_generation_launcher: Model weights fetched in 1.83 s.',
      'loadbalancer-1  | 172.18.0.1 - - [29/May/2025:20:53:02 +0000] "POST /v1/completions HTTP/1.1" 200 89605 "-" "python-httpx/0.28.1"',
      'tgi-2-1         | 2025-05-30T20:51:57.602496Z  INFO download: text_generation_launcher: Successfully downloaded weights.',
      'tgi-1-1         | 2025-05-30T20:51:57.470644Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0',
    ].join('\n');
    expect(splitAttempts(parseLog(text, { year: 2025 }).entries).entryAttempt).toEqual([0, 1, 1, 0, 1]);
    // The proxy's line before any server's opens no attempt of its own: it goes with the first server's.
    const proxyFirst = [text.split('\n')[2]!, text].join('\n');
    expect(splitAttempts(parseLog(proxyFirst, { year: 2025 }).entries).entryAttempt).toEqual([0, 0, 1, 1, 0, 1]);
    // One server container beside a proxy and an embedding server (TEI prints the same tracing format, opea-project/GenAIExamples#706): one lane, as before.
    const tei = 'tei-reranking-server         | 2024-09-03T16:41:45.597461Z  INFO rerank{total_time="25.077603ms"}: text_embeddings_router::http::server: router/src/http/server.rs:455: Success';
    const one = [text.split('\n')[0]!, tei, text.split('\n')[2]!, text.split('\n')[3]!].join('\n');
    expect(splitAttempts(parseLog(one, { year: 2025 }).entries).entryAttempt).toEqual([0, 0, 0, 0]);
  });
});
