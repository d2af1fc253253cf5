import { describe, expect, it } from 'vitest';
import { classifySystemdEvent, exitStatusOf, NO_EXIT_SEEN, seeExit } from './classify-systemd-event';
import { makeEntry, systemdLine } from './test-entries';

const read = (text: string, extra: Parameters<typeof systemdLine>[1] = {}) => classifySystemdEvent(makeEntry(systemdLine(text, extra), 0));

describe('classifySystemdEvent on the English lines of systemd 219 to 257', () => {
  it.each([
    // [line, kind, failure, exitStatus, restartCounter]
    ['vllm.service: Main process exited, code=exited, status=1/FAILURE', 'process_exit', true, 'code=exited, status=1/FAILURE', null],
    ['ollama.service: main process exited, code=exited, status=127/n/a', 'process_exit', true, 'code=exited, status=127/n/a', null],
    ['iot.service: main process exited, code=dumped, status=11/SEGV', 'process_exit', true, 'code=dumped, status=11/SEGV', null],
    ['vllm.service: Main process exited, code=killed, status=15/TERM', 'process_exit', false, 'code=killed, status=15/TERM', null],
    // A wrapper (podman run, a shell, the JVM) that died of SIGTERM exits 128+15 (Hal0ai/hal0#2130): the same clean stop.
    ['hal0-slot@stt.service: Main process exited, code=exited, status=143/n/a', 'process_exit', false, 'code=exited, status=143/n/a', null],
    ['x.service: Main process exited, code=exited, status=137/n/a', 'process_exit', true, 'code=exited, status=137/n/a', null],
    ['x.service: control process exited, code=exited status=1', 'control_exit', true, 'control process code=exited, status=1', null],
    ['emonhub.service: Control process exited, code=exited, status=217/USER', 'control_exit', true, 'control process code=exited, status=217/USER', null],
    ['x.service: Control process exited, code=exited, status=0/SUCCESS', 'control_exit', false, 'control process code=exited, status=0/SUCCESS', null],
    ["config-json.service: Failed with result 'start-limit-hit'.", 'failure_result', true, 'result=start-limit-hit', null],
    ['Unit ollama.service entered failed state.', 'failed_state', true, null, null],
    ['ebusd.service: Unit entered failed state.', 'failed_state', true, null, null],
    ['ollama.service failed.', 'failed_state', true, null, null],
    ['ollama.service holdoff time over, scheduling restart.', 'restart_scheduled', false, null, null],
    ['miniflux.service: Service hold-off time over, scheduling restart.', 'restart_scheduled', false, null, null],
    ['conntrackd.service: Scheduled restart job.', 'restart_scheduled', false, null, null],
    ['ollama.service: Scheduled restart job, restart counter is at 4.', 'restart_scheduled', false, null, 4],
    ['owserver.service: Start request repeated too quickly.', 'start_limit', true, null, null],
    ['start request repeated too quickly for r101-bablefish.1.web.1.service', 'start_limit', true, null, null],
    ['log-convert.service: Start operation timed out. Terminating.', 'timeout', true, null, null],
    ['systemd-userdbd.service: start operation timed out. Terminating.', 'timeout', true, null, null],
    ['conntrackd.service: Watchdog timeout (limit 10s)!', 'timeout', true, null, null],
    ['vllm.service: A process of this unit has been killed by the OOM killer.', 'oom_kill', true, null, null],
    ["otnode.service: State 'stop-sigterm' timed out. Killing.", 'stop_timeout', true, null, null],
    ["vllm.service: State 'final-sigterm' timed out. Killing.", 'stop_timeout', true, null, null],
    ['docker.service: Stopping timed out. Killing.', 'stop_timeout', true, null, null],
    ['ollama.service: Failed to locate executable /usr/local/bin/ollama: No such file or directory', 'spawn_failed', true, null, null],
    ['ollama.service: Consumed 6.293s CPU time.', 'resources', false, null, null],
    // systemd 240–247's words for a clean end (ollama/ollama#10930, systemd 245), `Deactivated successfully.` since 248.
    ['ollama.service: Succeeded.', 'success', false, null, null],
    ['triton.service: Deactivated successfully.', 'success', false, null, null],
  ] as const)('%s', (line, kind, failure, exitStatus, restartCounter) => {
    expect(read(line)).toEqual({ kind, failure, exitStatus, restartCounter, mainPid: null });
  });

  it('reads `systemctl kill` as a kill request naming the main PID; only a signal that is no clean stop fails the unit', () => {
    expect(read('gbrain-embedding.service: Sent signal SIGKILL to main process 1975522 (ollama) on client request.')).toEqual({
      kind: 'kill_request',
      failure: true,
      exitStatus: null,
      restartCounter: null,
      mainPid: 1975522,
    });
    expect(read('vllm.service: Sent signal SIGTERM to main process 4242 (vllm) on client request.')).toMatchObject({ kind: 'kill_request', failure: false, mainPid: 4242 });
  });

  it('tells a control process from the main one by COMMAND where the exit carries its MESSAGE_ID', () => {
    const messageId = '98e322203f7a4ed290d09fe03c09fe15';
    const text = 'vllm.service: Control process exited, code=exited, status=1/FAILURE';
    expect(read(text, { messageId, fields: { COMMAND: 'ExecStartPre', EXIT_CODE: 'exited', EXIT_STATUS: '1' } })?.kind).toBe('control_exit');
    // Without the English text (another language), COMMAND alone tells it.
    const event = classifySystemdEvent(makeEntry({ pid: 1, identifier: 'systemd', messageId, fields: { COMMAND: 'ExecStartPre', EXIT_CODE: 'exited', EXIT_STATUS: '1' }, text: 'vllm.service: Steuerprozess beendet' }, 0));
    expect(event).toMatchObject({ kind: 'control_exit', failure: true });
    expect(read('vllm.service: Main process exited, code=exited, status=1/FAILURE', { messageId, fields: { COMMAND: 'ExecStart' } })?.kind).toBe('process_exit');
  });

  it('reads the OOM MESSAGE_IDs of the kernel killer and of systemd-oomd', () => {
    expect(read('x', { messageId: 'fe6faa94e7774663a0da52717891d8ef' })?.kind).toBe('oom_kill');
    expect(read('x.service: systemd-oomd killed 3 process(es) in this unit.', { messageId: 'd989611b15e44c9dbf31e3c81256e4ed' })).toMatchObject({ kind: 'oom_kill', failure: true });
  });

  it('leaves a line of the server that only quotes systemd alone', () => {
    expect(classifySystemdEvent(makeEntry({ pid: 4242, identifier: 'vllm', text: 'Start request repeated too quickly' }, 0))).toBeNull();
  });
});

describe('systemd lines copied without any prefix', () => {
  const bare = (text: string) => classifySystemdEvent({ ...makeEntry({ text }, 0), identifier: null, pid: null, unit: null });
  it.each([
    ['A process of this unit has been killed by the OOM killer.', 'oom_kill'],
    ["Failed with result 'oom-kill'.", 'failure_result'],
    ['Control process exited, code=exited, status=1/FAILURE', 'control_exit'],
    ['vllm.service: Main process exited, code=exited, status=1/FAILURE', 'process_exit'],
  ])('%s', (text, kind) => expect(bare(text)?.kind).toBe(kind));
  it("are not taken from a server's words that systemd also uses", () => {
    expect(bare('Started server process [7]')).toBeNull();
    expect(bare('Consumed 12 tokens')).toBeNull();
  });
});

describe('seeExit', () => {
  const status = (...lines: string[]) => exitStatusOf(lines.reduce((seen, line) => seeExit(seen, read(line)!), NO_EXIT_SEEN));
  it('keeps the main exit over a control exit and a result that only restates it', () => {
    expect(status('x.service: Control process exited, code=exited, status=0/SUCCESS', 'x.service: Main process exited, code=exited, status=1/FAILURE', "x.service: Failed with result 'exit-code'.")).toBe(
      'code=exited, status=1/FAILURE',
    );
    expect(status("x.service: Failed with result 'exit-code'.", 'x.service: Control process exited, code=exited, status=217/USER')).toBe('control process code=exited, status=217/USER');
  });
  it('adds the reason systemd acted on beside the exit it caused', () => {
    expect(status('x.service: Main process exited, code=killed, status=9/KILL', "x.service: Failed with result 'oom-kill'.")).toBe('code=killed, status=9/KILL, result=oom-kill');
    expect(status("x.service: Failed with result 'start-limit-hit'.")).toBe('result=start-limit-hit');
  });
});
