import { describe, expect, it } from 'vitest';
import { parseJournalJson, parseJournalJsonLine } from './parse-json';

const bytes = (s: string) => Array.from(new TextEncoder().encode(s));

const workerLine = {
  __CURSOR: 's=0f3c2b1a9e8d4c7b9a1c3d5e7f9b0c2d;i=1a2b3c;b=5e1f6a7c0d2b4e8f9a1c3d5e7f9b0c2d;m=75bcd15;t=64b3c1d2e3f40;x=9f8e7d6c5b4a3921',
  __REALTIME_TIMESTAMP: '1771630672123456',
  __MONOTONIC_TIMESTAMP: '123456789',
  _BOOT_ID: '5e1f6a7c0d2b4e8f9a1c3d5e7f9b0c2d',
  PRIORITY: '6',
  _PID: '222636',
  _SYSTEMD_UNIT: 'vllm-kimi-k25.service',
  _SYSTEMD_INVOCATION_ID: '7a1b2c3d4e5f60718293a4b5c6d7e8f9',
  _HOSTNAME: 'llm-two',
  SYSLOG_IDENTIFIER: 'python3.12',
  _COMM: 'python3.12',
  _TRANSPORT: 'stdout',
  MESSAGE: '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
};

const restartScheduled = {
  __CURSOR: 's=0f3c;i=1a2b40',
  __REALTIME_TIMESTAMP: '1771630650000000',
  _BOOT_ID: '5e1f6a7c0d2b4e8f9a1c3d5e7f9b0c2d',
  PRIORITY: '6',
  _PID: '1',
  _SYSTEMD_UNIT: 'init.scope',
  UNIT: 'vllm-kimi-k25.service',
  INVOCATION_ID: '0b1c2d3e4f5061728394a5b6c7d8e9f0',
  MESSAGE_ID: '5eb03494b6584870a536b337290809b3',
  N_RESTARTS: '3',
  SYSLOG_IDENTIFIER: 'systemd',
  MESSAGE: 'vllm-kimi-k25.service: Scheduled restart job, restart counter is at 3.',
};

describe('parseJournalJsonLine', () => {
  it('reads the journal fields of a unit process line', () => {
    const entry = parseJournalJsonLine(JSON.stringify(workerLine), 7);
    expect(entry).toEqual({
      seq: 7,
      cursor: workerLine.__CURSOR,
      ts: 1771630672123456,
      pid: 222636,
      invocationId: '7a1b2c3d4e5f60718293a4b5c6d7e8f9',
      unit: 'vllm-kimi-k25.service',
      priority: 6,
      identifier: 'python3.12',
      hostname: 'llm-two',
      messageId: null,
      bootId: '5e1f6a7c0d2b4e8f9a1c3d5e7f9b0c2d',
      fields: null,
      message: workerLine.MESSAGE,
      vllm: {
        role: 'Worker_TP0',
        pid: 222636,
        level: 'info',
        stamp: '02-20 23:37:52',
        source: 'gpu_model_runner.py:4128',
        text: 'Starting to load model /shared/kimi-k2.5-nvfp4...',
      },
      parsed: true,
    });
  });

  it("takes UNIT and INVOCATION_ID on systemd's own lines, not init.scope", () => {
    const entry = parseJournalJsonLine(JSON.stringify(restartScheduled), 0);
    expect(entry.unit).toBe('vllm-kimi-k25.service');
    expect(entry.invocationId).toBe('0b1c2d3e4f5061728394a5b6c7d8e9f0');
    expect(entry.messageId).toBe('5eb03494b6584870a536b337290809b3');
    expect(entry.fields).toEqual({ N_RESTARTS: '3' });
    expect(entry.pid).toBe(1);
    expect(entry.vllm).toBeNull();
  });

  it('keeps EXIT_CODE, EXIT_STATUS, JOB_RESULT and JOB_TYPE as strings', () => {
    const exited = { ...restartScheduled, N_RESTARTS: undefined, EXIT_CODE: 'exited', EXIT_STATUS: '1', MESSAGE: 'vllm-kimi-k25.service: Main process exited, code=exited, status=1/FAILURE' };
    expect(parseJournalJsonLine(JSON.stringify(exited), 0).fields).toEqual({ EXIT_CODE: 'exited', EXIT_STATUS: '1' });
    const started = { ...restartScheduled, N_RESTARTS: undefined, JOB_RESULT: 'done', JOB_TYPE: 'start', MESSAGE: 'Started vllm-kimi-k25.service - vLLM Kimi.' };
    expect(parseJournalJsonLine(JSON.stringify(started), 0).fields).toEqual({ JOB_RESULT: 'done', JOB_TYPE: 'start' });
  });

  it('names the unit from the message when a systemd line lost its UNIT field', () => {
    const bare = { SYSLOG_IDENTIFIER: 'systemd', _PID: '1', _SYSTEMD_UNIT: 'init.scope', MESSAGE: 'Started vllm-kimi-k25.service - vLLM Kimi.' };
    expect(parseJournalJsonLine(JSON.stringify(bare), 0).unit).toBe('vllm-kimi-k25.service');
  });

  it('decodes MESSAGE given as a byte array of valid UTF-8', () => {
    const entry = parseJournalJsonLine(JSON.stringify({ ...workerLine, MESSAGE: bytes('Capturing CUDA graphs: 100%|█████| 67/67') }), 0);
    expect(entry.message).toBe('Capturing CUDA graphs: 100%|█████| 67/67');
  });

  it('decodes invalid UTF-8 bytes with replacement characters', () => {
    const entry = parseJournalJsonLine(JSON.stringify({ ...workerLine, MESSAGE: [0x62, 0x61, 0x64, 0x20, 0xc3, 0x28, 0xff] }), 0);
    expect(entry.message).toBe('bad \uFFFD(\uFFFD');
    expect(entry.parsed).toBe(true);
  });

  it('shows only the last state of a \\r progress bar', () => {
    const bar = 'Loading safetensors checkpoint shards:   0% Completed | 0/10 [00:00<?, ?it/s]\rLoading safetensors checkpoint shards:  10% Completed | 1/10 [00:05<00:45,  5.00s/it]\r';
    expect(parseJournalJsonLine(JSON.stringify({ ...workerLine, MESSAGE: bytes(bar) }), 0).message).toBe(
      'Loading safetensors checkpoint shards:  10% Completed | 1/10 [00:05<00:45,  5.00s/it]',
    );
  });

  it('strips ANSI colours and still finds the vLLM prefix', () => {
    const coloured = '(APIServer pid=222636) \x1b[32mINFO\x1b[0m 02-20 23:38:01 [api_server.py:1234] Starting vLLM API server 0 on http://0.0.0.0:8000';
    const entry = parseJournalJsonLine(JSON.stringify({ ...workerLine, MESSAGE: bytes(coloured) }), 0);
    expect(entry.message).toBe('(APIServer pid=222636) INFO 02-20 23:38:01 [api_server.py:1234] Starting vLLM API server 0 on http://0.0.0.0:8000');
    expect(entry.vllm).toMatchObject({ role: 'APIServer', level: 'info', source: 'api_server.py:1234' });
  });

  it("takes off a wrapper's Python logging prefix: its level is the line's, not the stream's default (allenai/olmocr#105)", () => {
    const relogged = '2025-11-02 13:17:04,315 - vllm.v1.engine.core_client - ERROR - Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.';
    const entry = parseJournalJsonLine(JSON.stringify({ ...workerLine, PRIORITY: '6', MESSAGE: relogged }), 0);
    expect([entry.message, entry.priority, entry.logger]).toEqual(['Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.', 3, 'vllm.v1.engine.core_client']);
  });

  it('keeps an entry whose MESSAGE journald dropped (null) with an empty message', () => {
    const entry = parseJournalJsonLine(JSON.stringify({ ...workerLine, MESSAGE: null }), 3);
    expect(entry).toMatchObject({ seq: 3, parsed: true, message: '', pid: 222636, vllm: null });
  });

  it('keeps an entry with no MESSAGE field at all', () => {
    expect(parseJournalJsonLine('{"_PID":"5"}', 0)).toMatchObject({ parsed: true, message: '', pid: 5, ts: null, cursor: null });
  });

  it.each([
    ['{"MESSAGE":"truncated'],
    ['not json at all'],
    ['[1,2,3]'],
    ['"a string"'],
    ['null'],
    ['42'],
    ['{"MESSAGE": "x"} trailing'],
  ])('turns a line that is not a JSON object into an unparsed entry: %s', (line) => {
    expect(parseJournalJsonLine(line, 2)).toMatchObject({ seq: 2, parsed: false, message: line, vllm: null });
  });

  it('treats non-numeric numbers as null instead of NaN', () => {
    const entry = parseJournalJsonLine(JSON.stringify({ _PID: 'abc', __REALTIME_TIMESTAMP: '', PRIORITY: '6.5', MESSAGE: 'x' }), 0);
    expect(entry).toMatchObject({ pid: null, ts: null, priority: null });
  });
});

describe('parseJournalJson', () => {
  it('parses every line, keeps malformed ones, skips blank ones, numbers seq 0..n-1', () => {
    const input = [
      JSON.stringify(workerLine),
      '',
      '{"broken":',
      JSON.stringify(restartScheduled),
      '   ',
      'garbage',
      JSON.stringify({ ...workerLine, MESSAGE: null }),
    ].join('\n') + '\n';
    const log = parseJournalJson(input);
    expect(log.format).toBe('json');
    expect(log.lines).toBe(7);
    expect(log.entries.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(log.entries.map((e) => e.parsed)).toEqual([true, false, true, false, true]);
    expect(log.unparsed).toBe(2);
    expect(log.entries[1]?.message).toBe('{"broken":');
    expect(log.entries[3]?.message).toBe('garbage');
  });

  it('accepts CRLF line ends', () => {
    const log = parseJournalJson(JSON.stringify(workerLine) + '\r\n' + JSON.stringify(restartScheduled) + '\r\n');
    expect(log.entries).toHaveLength(2);
    expect(log.unparsed).toBe(0);
  });

  it('returns no entries for empty input', () => {
    expect(parseJournalJson('')).toEqual({ format: 'json', entries: [], unparsed: 0, lines: 0 });
  });

  it('gives equal values for repeated fields across lines', () => {
    const log = parseJournalJson([workerLine, workerLine].map((l) => JSON.stringify(l)).join('\n'));
    expect(log.entries[0]?.bootId).toBe(log.entries[1]?.bootId);
    expect(log.entries[1]?.cursor).toBe(workerLine.__CURSOR);
  });
});
