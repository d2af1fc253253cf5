import { describe, expect, it } from 'vitest';
import { parseText } from './parse-text';

const us = (iso: string) => Date.parse(iso) * 1000;

describe('parseText', () => {
  it('short: timestamp with the given year, host, identifier, pid, message, vLLM part', () => {
    const log = parseText(
      'Feb 20 23:37:52 llm-two vllm-kimi[222636]: (Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...\n',
      { format: 'short', year: 2026 },
    );
    expect(log).toMatchObject({ format: 'short', unparsed: 0, lines: 1 });
    expect(log.entries[0]).toMatchObject({
      seq: 0,
      ts: us('2026-02-20T23:37:52Z'),
      hostname: 'llm-two',
      identifier: 'vllm-kimi',
      pid: 222636,
      message: '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
      vllm: { role: 'Worker_TP0', pid: 222636, level: 'info', source: 'gpu_model_runner.py:4128' },
      parsed: true,
      cursor: null,
      invocationId: null,
    });
  });

  it('short: space-padded day and an identifier without [pid]', () => {
    const log = parseText('Mar  3 01:02:03 llm-two kernel: NVRM: Xid (PCI:0000:1b:00): 79, GPU has fallen off the bus.', { format: 'short', year: 2026 });
    expect(log.entries[0]).toMatchObject({
      ts: us('2026-03-03T01:02:03Z'),
      identifier: 'kernel',
      pid: null,
      message: 'NVRM: Xid (PCI:0000:1b:00): 79, GPU has fallen off the bus.',
      parsed: true,
    });
  });

  it('short: a pasted journal with the host name cut out (ollama/ollama#11123); a host is never `name[pid]:`', () => {
    const log = parseText(
      'Jun 18 22:16:41 ollama[116408]: ROCm error: invalid device function\nJun 18 22:16:41 ollama[116408]:   current device: 0, in function ggml_cuda_compute_forward at //ml/backend/ggml/ggml/src/ggml-cuda/ggml-cuda.cu:2362\nJun 18 22:16:41 gpu-host ollama[116408]: SIGABRT: abort\n',
      { format: 'short', year: 2025 },
    );
    expect(log.unparsed).toBe(0);
    expect(log.entries.map((e) => [e.hostname, e.identifier, e.pid, e.message])).toEqual([
      [null, 'ollama', 116408, 'ROCm error: invalid device function'],
      [null, 'ollama', 116408, '  current device: 0, in function ggml_cuda_compute_forward at //ml/backend/ggml/ggml/src/ggml-cuda/ggml-cuda.cu:2362'],
      ['gpu-host', 'ollama', 116408, 'SIGABRT: abort'],
    ]);
  });

  it('short: a host blanked by hand keeps its separator, two spaces (ollama/ollama#7568); detected as a journal too', () => {
    const text = 'Nov 08 07:06:40  ollama[11902]: created by runtime.gcBgMarkStartWorkers in goroutine 8\nNov 08 07:06:40  ollama[11902]:         runtime/mgc.go:1234 +0x1c\n';
    const log = parseText(text, { year: 2024 });
    expect(log.format).toBe('short');
    expect(log.unparsed).toBe(0);
    expect(log.entries.map((e) => [e.hostname, e.identifier, e.pid, e.message])).toEqual([
      [null, 'ollama', 11902, 'created by runtime.gcBgMarkStartWorkers in goroutine 8'],
      [null, 'ollama', 11902, '        runtime/mgc.go:1234 +0x1c'],
    ]);
  });

  it('short: a host replaced by hand with a placeholder in angle brackets, spaces and all (atineiatte/deep-research-at-home#14)', () => {
    const text =
      'Jun 05 12:36:11 <ollama server> ollama[25973]: time=2025-06-05T12:36:11.712Z level=INFO source=sched.go:483 msg="loaded runners" count=1\nJun 05 12:36:12 <host> ollama[25973]: [GIN] 2025/06/05 - 12:36:12 | 200 |  1.2s |  127.0.0.1 | POST     "/api/chat"\n';
    const log = parseText(text, { year: 2025 });
    expect(log.format).toBe('short');
    expect(log.unparsed).toBe(0);
    expect(log.entries.map((e) => [e.hostname, e.identifier, e.pid])).toEqual([
      ['<ollama server>', 'ollama', 25973],
      ['<host>', 'ollama', 25973],
    ]);
  });

  it("short: a Polish locale's month (`lis` November, `paź` October) is read as the month (ollama/ollama#13250)", () => {
    const text =
      'lis 27 19:25:54 cachyos-x64 ollama[1144524]: time=2025-11-27T19:25:54.665+01:00 level=INFO source=sched.go:470 msg="Load failed"\npaź 03 08:00:01 host ollama[7]: x\n';
    const log = parseText(text, { year: 2025 });
    expect(log.format).toBe('short');
    expect(log.unparsed).toBe(0);
    expect(log.entries.map((e) => [new Date(e.ts! / 1000).toISOString().slice(5, 10), e.identifier, e.pid])).toEqual([
      ['11-27', 'ollama', 1144524],
      ['10-03', 'ollama', 7],
    ]);
  });

  it('short: an empty message is still an entry', () => {
    expect(parseText('Feb 20 23:37:52 llm-two python3[10]:', { format: 'short', year: 2026 }).entries[0]).toMatchObject({ message: '', pid: 10, parsed: true });
  });

  it('short: applies the utc offset of the clock that printed the times', () => {
    const log = parseText('Feb 20 23:37:52 h x[1]: m', { format: 'short', year: 2026, utcOffsetMinutes: 60 });
    expect(log.entries[0]?.ts).toBe(us('2026-02-20T22:37:52Z'));
  });

  it('short: a month going backwards (Dec → Jan) moves to the next year', () => {
    const log = parseText(
      ['Dec 31 23:59:58 h vllm[5]: old year', 'Jan  1 00:00:01 h vllm[5]: new year', 'Jan  1 00:00:02 h vllm[5]: still new year'].join('\n'),
      { format: 'short', year: 2025 },
    );
    expect(log.entries.map((e) => e.ts)).toEqual([us('2025-12-31T23:59:58Z'), us('2026-01-01T00:00:01Z'), us('2026-01-01T00:00:02Z')]);
  });

  it('short: without a year, uses a year that does not put the log in the future', () => {
    const entry = parseText('Jan  1 00:00:00 h x[1]: m', { format: 'short' }).entries[0];
    expect(entry?.ts).not.toBeNull();
    expect(entry?.ts ?? Infinity).toBeLessThanOrEqual(Date.now() * 1000);
    expect(new Date((entry?.ts ?? 0) / 1000).getUTCFullYear()).toBe(new Date().getUTCFullYear());
  });

  it('short-precise: microseconds', () => {
    const log = parseText('Feb 20 23:37:52.123456 llm-two python3.12[14520]: hello', { format: 'short-precise', year: 2026 });
    expect(log.entries[0]).toMatchObject({ ts: us('2026-02-20T23:37:52Z') + 123456, identifier: 'python3.12', pid: 14520, message: 'hello' });
  });

  it.each([
    ['2026-02-20T23:37:52+0000 llm-two vllm[222636]: hello', us('2026-02-20T23:37:52Z')],
    ['2026-02-20T23:37:52+00:00 llm-two vllm[222636]: hello', us('2026-02-20T23:37:52Z')],
    ['2026-02-21T00:37:52+0100 llm-two vllm[222636]: hello', us('2026-02-20T23:37:52Z')],
    ['2026-02-20T18:37:52-05:00 llm-two vllm[222636]: hello', us('2026-02-20T23:37:52Z')],
    ['2026-02-20T23:37:52.250000+00:00 llm-two vllm[222636]: hello', us('2026-02-20T23:37:52Z') + 250000],
  ])('short-iso: %s', (line, ts) => {
    const log = parseText(line, { format: 'short-iso' });
    expect(log.entries[0]).toMatchObject({ ts, hostname: 'llm-two', identifier: 'vllm', pid: 222636, message: 'hello', parsed: true });
  });

  it('short-unix: seconds.micros', () => {
    const log = parseText('1708472272.123456 llm-two vllm-kimi[222636]: hello', { format: 'short-unix' });
    expect(log.entries[0]).toMatchObject({ ts: 1708472272123456, identifier: 'vllm-kimi', pid: 222636, message: 'hello' });
  });

  it('vllm: time from the vLLM stamp and the given year; bare lines have no time', () => {
    const log = parseText(
      [
        '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model x',
        'Loading safetensors checkpoint shards:  29% Completed | 5/17 [00:26<01:06,  5.50s/it]',
        'INFO 02-20 23:38:01 [api_server.py:1] ready',
      ].join('\n'),
      { format: 'vllm', year: 2026 },
    );
    expect(log.entries.map((e) => e.ts)).toEqual([us('2026-02-20T23:37:52Z'), null, us('2026-02-20T23:38:01Z')]);
    expect(log.entries.map((e) => e.parsed)).toEqual([true, true, true]);
    expect(log.entries[0]).toMatchObject({ pid: null, identifier: null, vllm: { pid: 222636, role: 'Worker_TP0' } });
    expect(log.entries[1]?.vllm).toBeNull();
  });

  it('vllm: takes the time from a docker/kubectl RFC 3339 prefix and strips it from the message', () => {
    const log = parseText(
      ['2026-03-11T17:57:10.976518836Z (EngineCore_DP0 pid=469) ERROR 03-11 17:57:10 [multiproc_executor.py:783] WorkerProc failed to start.', '2026-03-11T17:57:11+01:00 Loading safetensors checkpoint shards: 1/2'].join('\n'),
      { format: 'vllm', year: 2026 },
    );
    expect(log.entries.map((e) => e.ts)).toEqual([us('2026-03-11T17:57:10.976Z') + 518, us('2026-03-11T16:57:11Z')]);
    expect(log.entries[0]).toMatchObject({ message: '(EngineCore_DP0 pid=469) ERROR 03-11 17:57:10 [multiproc_executor.py:783] WorkerProc failed to start.', vllm: { pid: 469, level: 'error' } });
    expect(log.entries[1]?.message).toBe('Loading safetensors checkpoint shards: 1/2');
  });

  it('vllm: stamps roll over to the next year', () => {
    const log = parseText(['INFO 12-31 23:59:59 [a.py:1] x', 'INFO 01-01 00:00:01 [a.py:1] y'].join('\n'), { format: 'vllm', year: 2025 });
    expect(log.entries.map((e) => e.ts)).toEqual([us('2025-12-31T23:59:59Z'), us('2026-01-01T00:00:01Z')]);
  });

  it('vllm: a cut-off vLLM prefix is unparsed and counted', () => {
    const log = parseText(['INFO 02-20 23:37:52 [a.py:1] fine', '(VllmWorker rank=2 pid=8083', 'ERROR 06-1'].join('\n'), { format: 'vllm', year: 2026 });
    expect(log.entries.map((e) => e.parsed)).toEqual([true, false, false]);
    expect(log.unparsed).toBe(2);
  });

  it('cat: bare messages, no time, vLLM part filled', () => {
    const log = parseText('(APIServer pid=7) RuntimeError: Engine core initialization failed.\n  File "x.py", line 1\n', { format: 'cat' });
    expect(log.entries).toHaveLength(2);
    expect(log.entries[0]).toMatchObject({ ts: null, message: '(APIServer pid=7) RuntimeError: Engine core initialization failed.', vllm: { role: 'APIServer', pid: 7, level: null } });
    expect(log.entries[1]).toMatchObject({ message: '  File "x.py", line 1', parsed: true });
  });

  it("journalctl's meta lines become journalctl entries, the boot ID is kept", () => {
    const log = parseText(
      [
        '-- Logs begin at Mon 2026-02-16 10:00:00 UTC, end at Fri 2026-02-20 23:40:00 UTC. --',
        '-- Boot 0f3c2b1a9e8d4c7b9a1c3d5e7f9b0c2d --',
        'Feb 20 23:37:52 llm-two vllm[5]: hi',
        '-- Reboot --',
        '-- No entries --',
      ].join('\n'),
      { format: 'short', year: 2026 },
    );
    expect(log.unparsed).toBe(0);
    expect(log.entries.map((e) => e.identifier)).toEqual(['journalctl', 'journalctl', 'vllm', 'journalctl', 'journalctl']);
    expect(log.entries[1]).toMatchObject({ bootId: '0f3c2b1a9e8d4c7b9a1c3d5e7f9b0c2d', parsed: true, message: '-- Boot 0f3c2b1a9e8d4c7b9a1c3d5e7f9b0c2d --' });
    expect(log.entries[0]?.bootId).toBeNull();
  });

  it('joins indented continuation lines to the previous message, keeping deeper indentation', () => {
    const prefix = 'Feb 20 23:37:52 llm-two vllm[5]: ';
    const pad = ' '.repeat(prefix.length);
    const log = parseText([prefix + 'Traceback (most recent call last):', pad + '  File "x.py", line 1, in <module>', pad + 'RuntimeError: boom', 'Feb 20 23:37:53 llm-two vllm[5]: next'].join('\n'), {
      format: 'short',
      year: 2026,
    });
    expect(log.entries).toHaveLength(2);
    expect(log.lines).toBe(4);
    expect(log.entries[0]?.message).toBe('Traceback (most recent call last):\n  File "x.py", line 1, in <module>\nRuntimeError: boom');
    expect(log.entries[1]).toMatchObject({ seq: 1, message: 'next' });
  });

  it('keeps lines that do not fit the format as unparsed, never drops them', () => {
    const log = parseText(['Feb 20 23:37:52 llm-two vllm[5]: ok', 'garbage here', 'Feb 20 23:3', 'Feb 20 23:37:53 llm-two vllm[5]: ok again'].join('\n'), { format: 'short', year: 2026 });
    expect(log.entries.map((e) => [e.parsed, e.message])).toEqual([
      [true, 'ok'],
      [false, 'garbage here'],
      [false, 'Feb 20 23:3'],
      [true, 'ok again'],
    ]);
    expect(log.unparsed).toBe(2);
  });

  it('an indented first line has nothing to join and is unparsed', () => {
    const log = parseText('   orphan continuation\nFeb 20 23:37:52 h x[1]: m', { format: 'short', year: 2026 });
    expect(log.entries[0]).toMatchObject({ parsed: false, message: '   orphan continuation' });
  });

  it.each([
    ['vllm-kimi-k25.service: Main process exited, code=exited, status=1/FAILURE', 'vllm-kimi-k25.service'],
    ["vllm-kimi-k25.service: Failed with result 'exit-code'.", 'vllm-kimi-k25.service'],
    ['vllm-kimi-k25.service: Scheduled restart job, restart counter is at 3.', 'vllm-kimi-k25.service'],
    ['Started vllm-kimi-k25.service - vLLM Kimi.', 'vllm-kimi-k25.service'],
    ['Starting vllm-kimi-k25.service...', 'vllm-kimi-k25.service'],
    ['Stopping vllm-kimi-k25.service - vLLM Kimi...', 'vllm-kimi-k25.service'],
    ['Stopped vllm-kimi-k25.service.', 'vllm-kimi-k25.service'],
    ['Started vllm@kimi.service.', 'vllm@kimi.service'],
    ['Reached target multi-user.target - Multi-User System.', null],
    ['Started Session 3 of User root.', null],
  ])("names the unit of systemd's own line: %s", (message, unit) => {
    const log = parseText(`Feb 20 23:37:50 llm-two systemd[1]: ${message}`, { format: 'short', year: 2026 });
    expect(log.entries[0]).toMatchObject({ identifier: 'systemd', pid: 1, unit });
  });

  it('leaves unit null for lines of other processes that only mention a unit', () => {
    const log = parseText('Feb 20 23:37:50 llm-two bash[9]: Started vllm.service by hand', { format: 'short', year: 2026 });
    expect(log.entries[0]?.unit).toBeNull();
  });

  it('strips CR line ends, ANSI colours and trailing blanks of pasted text', () => {
    const log = parseText('Feb 20 23:37:52 h vllm[5]: \x1b[31mERROR\x1b[0m 02-20 23:37:52 [x.py:1] bad   \r\n', { format: 'short', year: 2026 });
    expect(log.entries[0]?.message).toBe('ERROR 02-20 23:37:52 [x.py:1] bad');
    expect(log.entries[0]?.vllm?.level).toBe('error');
  });

  it("a journal message loses what a wrapper put before the server's text, as the same line of bare output does", () => {
    const lines = [
      // A script re-logging the server's output with Python logging (allenai/olmocr#105): its level, its logger kept.
      'May 14 09:30:00 gpu-3 python3[4100]: 2025-03-08 02:04:48,697 - vllm.v1.engine.core_client - ERROR - Engine core proc EngineCore_DP0 died unexpectedly',
      // A container's name before vLLM's tag (kserve/kserve#4657), a colour code that lost its ESC (vllm-project/vllm#5484).
      'May 14 09:30:01 gpu-3 vllm[4100]: kserve-container (EngineCore_0 pid=58) ERROR 09-02 15:21:50 [core.py:700] EngineCore failed to start.',
      'May 14 09:30:02 gpu-3 vllm[4100]: [36m(RayWorkerWrapper pid=4009) [rank1]:[E ProcessGroupNCCL.cpp:563] [Rank 1] Watchdog caught collective operation timeout',
    ];
    const [logged, named, coloured, stamped] = parseText([...lines, 'May 14 09:30:03 gpu-3 python3[4100]: [2025-02-27T16:30:43.48675097Z] [rank3]:[E227 16:30:43.526290891 ProcessGroupNCCL.cpp:1785] Timeout'].join('\n'), { format: 'short', year: 2025 }).entries;
    expect(stamped?.message).toBe('[rank3]:[E227 16:30:43.526290891 ProcessGroupNCCL.cpp:1785] Timeout');
    expect([logged?.message, logged?.priority, logged?.logger, logged?.identifier, logged?.pid]).toEqual(['Engine core proc EngineCore_DP0 died unexpectedly', 3, 'vllm.v1.engine.core_client', 'python3', 4100]);
    expect([named?.vllm?.role, named?.vllm?.pid, named?.vllm?.text]).toEqual(['EngineCore_0', 58, 'EngineCore failed to start.']);
    expect([coloured?.vllm?.role, coloured?.vllm?.pid]).toEqual(['RayWorkerWrapper', 4009]);
  });

  it('detects the format when none is given', () => {
    expect(parseText('2026-02-20T23:37:52+0000 h x[1]: m').format).toBe('short-iso');
  });

  it('empty input gives cat with no entries', () => {
    expect(parseText('')).toEqual({ format: 'cat', entries: [], unparsed: 0, lines: 0 });
  });
});

describe('parseText on a markdown paste', () => {
  it("takes off a code mark glued to a stamped line: the line keeps its time (huggingface/text-generation-inference#613, #2534)", () => {
    const lines = [
      '```2023-07-14T01:45:00.257293Z  INFO text_generation_launcher: Shard 0 ready in 11.823529818s',
      '`2023-07-14T01:45:00.352230Z  INFO text_generation_launcher: Starting Webserver',
    ];
    const { entries } = parseText(lines.join('\n'), { format: 'cat', year: 2023 });
    expect(entries.map((e) => e.ts)).toEqual([Date.UTC(2023, 6, 14, 1, 45, 0, 257) * 1000 + 293, Date.UTC(2023, 6, 14, 1, 45, 0, 352) * 1000 + 230]);
    expect(entries[0]!.message.startsWith('2023-07-14T01:45:00.257293Z')).toBe(true);
  });

  it('keeps a backtick that is not before a stamp', () => {
    const { entries } = parseText('`pip install ray` failed', { format: 'cat', year: 2023 });
    expect(entries[0]!.message).toBe('`pip install ray` failed');
  });
});

// A llama.cpp upgrade guide (code corpus) pasting a unit's journal with the date and host columns cut off.
describe('a journal pasted without its date and host columns', () => {
  const text = [
    'llama-server[9124]: error: invalid argument: --mlock',
    'systemd[1]: llama-server.service: Main process exited, code=exited, status=1/FAILURE',
  ].join('\n');

  it("keeps each line's process tag as the journal's identifier and PID", () => {
    const [server, systemd] = parseText(text, { year: 2026 }).entries;
    expect([server!.identifier, server!.pid, server!.message]).toEqual(['llama-server', 9124, 'error: invalid argument: --mlock']);
    expect([systemd!.identifier, systemd!.pid, systemd!.unit]).toEqual(['systemd', 1, 'llama-server.service']);
  });

  it("reads systemd's tag where the paste hid the unit's name behind a placeholder (a comment drafted for ggml-org/llama.cpp#27388)", () => {
    const hidden = ['systemd[1]: Stopping <service>…', "systemd[1]: <service>: State 'stop-sigterm' timed out. Killing."].join('\n');
    expect(parseText(hidden, { year: 2026 }).entries.map((e) => [e.identifier, e.pid, e.message])).toEqual([
      ['systemd', 1, 'Stopping <service>…'],
      ['systemd', 1, "<service>: State 'stop-sigterm' timed out. Killing."],
    ]);
  });

  it('leaves a bracketed tag in output that has no systemd line as the text it is', () => {
    const [line] = parseText('worker[3]: loading shard 3 of 8', { year: 2026 }).entries;
    expect([line!.identifier, line!.message]).toEqual([null, 'worker[3]: loading shard 3 of 8']);
  });
});
