import { describe, expect, it } from 'vitest';
import { parseText } from './parse-text';
import { isCatalogLine } from './line-shapes';

// owfs/owfs#116: `systemctl status` of systemd 255 with its journal tail.
const STATUS_WITH_TAIL = `× owserver.service - Backend server for 1-wire control
     Loaded: loaded (/usr/lib/systemd/system/owserver.service; enabled; preset: enabled)
     Active: failed (Result: exit-code) since Thu 2024-08-01 22:02:23 CEST; 47s ago
TriggeredBy: × owserver.socket
       Docs: man:owserver(1)
   Main PID: 1096 (code=exited, status=1/FAILURE)
        CPU: 13ms

Aug 01 22:02:23 piotr systemd[1]: owserver.service: Scheduled restart job, restart counter is at 5.
Aug 01 22:02:23 piotr systemd[1]: owserver.service: Start request repeated too quickly.
`;

// anon-kode#38: a running unit, its CGroup tree.
const RUNNING = `● ollama.service - Ollama Service
     Loaded: loaded (/etc/systemd/system/ollama.service; disabled; preset: enabled)
     Active: active (running) since Mon 2025-03-10 07:56:18 CET; 5min ago
   Main PID: 800837 (ollama)
      Tasks: 29 (limit: 16502)
     CGroup: /system.slice/ollama.service
             ├─800837 /usr/local/bin/ollama serve
             └─801151 /usr/local/bin/ollama runner --model /usr/share/ollama/.ollama/models/blobs/sha256-24eb89bc55323b071199fce268cb6bde3847>
`;

describe('a pasted systemctl status block', () => {
  it('keeps every line, after the journal tail whose state it shows, with the main PID and its exit as fields', () => {
    const parsed = parseText(STATUS_WITH_TAIL, { year: 2024 });
    expect(parsed.format).toBe('short');
    expect(parsed.unparsed).toBe(0);
    expect(parsed.entries.map((e) => e.identifier)).toEqual(['systemd', 'systemd', ...Array(7).fill('systemctl status')]);
    expect(parsed.entries.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const main = parsed.entries.find((e) => e.message.startsWith('Main PID:'))!;
    expect(main).toMatchObject({ unit: 'owserver.service', ts: parsed.entries[1]!.ts });
    expect(main.fields).toEqual({ MAIN_PID: '1096', COMMAND: 'ExecStart', EXIT_CODE: 'exited', EXIT_STATUS: '1/FAILURE', UNIT_RESULT: 'exit-code' });
    expect(parsed.entries.find((e) => e.message.startsWith('Active:'))!.fields).toMatchObject({ ACTIVE_STATE: 'failed', EXIT_SHOWN: '1' });
  });

  it('reads a block whose indentation was lost and that has no tail (ollama/ollama#6248)', () => {
    const parsed = parseText(
      `● ollama.service - Ollama Service
Loaded: loaded (/etc/systemd/system/ollama.service; enabled; vendor preset: disabled)
Active: activating (auto-restart) (Result: exit-code) since Fri 2024-08-09 15:41:52 CST; 2s ago
Process: 20416 ExecStart=/usr/local/bin/ollama serve (code=exited, status=127)
Main PID: 20416 (code=exited, status=127)
`,
      { year: 2024 },
    );
    expect(parsed.entries).toHaveLength(5);
    expect(parsed.entries.every((e) => e.identifier === 'systemctl status' && e.unit === 'ollama.service')).toBe(true);
    expect(parsed.entries[2]!.fields).toMatchObject({ ACTIVE_STATE: 'activating', SUB_STATE: 'auto-restart', UNIT_RESULT: 'exit-code' });
    // The ExecStart process line repeats the main PID's: only `Main PID:` carries the exit.
    expect(parsed.entries[3]!.fields).toEqual({ UNIT_RESULT: 'exit-code' });
    expect(parsed.entries[4]!.fields).toMatchObject({ MAIN_PID: '20416', EXIT_STATUS: '127' });
  });

  it('keeps the CGroup tree in the block and names a running main PID', () => {
    const parsed = parseText(RUNNING, { year: 2025 });
    expect(parsed.entries).toHaveLength(8);
    expect(parsed.entries[6]!.message).toBe('├─800837 /usr/local/bin/ollama serve');
    expect(parsed.entries[3]!.fields).toEqual({ MAIN_PID: '800837' });
  });

  // ollama/ollama#3489: the header pasted a space to the right of systemctl's column, the fields at their own indentation.
  it('reads a block whose header alone was shifted by a space', () => {
    const parsed = parseText(
      [
        ' ● ollama.service - Ollama Service',
        '     Loaded: loaded (/etc/systemd/system/ollama.service; enabled; preset: enabled)',
        '     Active: active (running) since Mon 2024-04-29 13:22:03 BST; 15s ago',
        '   Main PID: 165802 (ollama)',
      ].join('\n'),
      { year: 2024 },
    );
    expect(parsed.unparsed).toBe(0);
    expect(parsed.entries[0]!.unit).toBe('ollama.service');
    expect(parsed.entries[3]!.fields).toEqual({ MAIN_PID: '165802' });
  });

  it('names a failed ExecStartPre from its Process line', () => {
    const parsed = parseText(
      `× nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: failed (Result: exit-code) since Mon 2023-04-03 22:40:14 UTC; 33s ago
    Process: 39295 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=1/FAILURE)
`,
      { year: 2023 },
    );
    expect(parsed.entries[3]!.fields).toMatchObject({ COMMAND: 'ExecStartPre', EXIT_CODE: 'exited', EXIT_STATUS: '1/FAILURE' });
  });
});

describe('journalctl -x catalog lines', () => {
  it('are the catalog, not the journal: skipped, and they do not sway the format', () => {
    const text = `Jul 28 08:28:30 omnibook-ultra-14 systemd[1]: ollama.service: Main process exited, code=exited, status=1/FAILURE
░░ Subject: Unit process exited
░░ Defined-By: systemd
░░ Support: https://lists.freedesktop.org/mailman/listinfo/systemd-devel
░░
░░ An ExecStart= process belonging to unit ollama.service has exited.
░░ 
░░ The process' exit code is 'exited' and its exit status is 1.
`;
    const parsed = parseText(text, { year: 2025 });
    expect(parsed.format).toBe('short');
    expect(parsed.unparsed).toBe(0);
    expect(parsed.entries.map((e) => e.message)).toEqual(['ollama.service: Main process exited, code=exited, status=1/FAILURE']);
  });

  it.each([
    ['░░ Subject: Unit failed', true],
    ['░░', true],
    ['-- Subject: A stop job for unit systemd-journal-flush.service has begun execution', true],
    ['--', true],
    ['-- Boot 0f3c6b7f4f5a4c2e9a1b2c3d4e5f6a7b --', false],
    ['-- Logs begin at Fri 2015-03-06 02:02:25 UTC. --', false],
    ['░ progress', false],
  ])('%s → %s', (line, catalog) => expect(isCatalogLine(line)).toBe(catalog));
});

describe('short lines without a host (journalctl --no-hostname)', () => {
  it('reads the identifier where the host would be, and leaves lines with a host as they were', () => {
    const parsed = parseText(
      `Sep 24 08:27:48 systemd[1]: Started ollama.service - Ollama Service.
Sep 24 08:27:48 systemd[1]: ollama.service: Main process exited, code=exited, status=1/FAILURE
Sep 24 08:27:48 ollama[1940]: time=2025-09-24T08:27:48.111+03:00 level=INFO source=images.go:477 msg="total blobs: 43"
Sep 24 08:27:49 llm-two vllm[7]: x: y
Sep 24 08:27:50 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=1940
`,
      { year: 2025 },
    );
    expect(parsed.format).toBe('short');
    expect(parsed.unparsed).toBe(0);
    expect(parsed.entries.map((e) => [e.hostname, e.identifier, e.pid, e.unit])).toEqual([
      [null, 'systemd', 1, 'ollama.service'],
      [null, 'systemd', 1, 'ollama.service'],
      [null, 'ollama', 1940, null],
      ['llm-two', 'vllm', 7, null],
      [null, 'kernel', null, null],
    ]);
    expect(parsed.entries[1]!.message).toBe('ollama.service: Main process exited, code=exited, status=1/FAILURE');
  });
});

describe("journalctl's month in another locale (LC_TIME's %b)", () => {
  it.each([
    ['mar 07 13:28:11 ubuntu-miniflux systemd[1]: x', 2],
    ['déc. 11 08:29:21 lingerie systemd[1]: x', 11],
    ['Okt 02 10:00:00 h systemd[1]: x', 9],
    ['ago 15 10:00:00 h systemd[1]: x', 7],
    ['авг 18 14:15:04 llm python3[28059]: x', 7],
    ['мая 02 09:00:00 h systemd[1]: x', 4],
    ['7月 24 15:40:33 buaa-KVM ollama[458186]: x', 6],
    // ca_ES: the genitive with its preposition (ollama/ollama#6525).
    ['d’ag. 27 16:56:21 z590i systemd[1]: x', 7],
    ['de febr. 03 10:00:00 h systemd[1]: x', 1],
    ['de des. 03 10:00:00 h ollama[7]: x', 11],
  ])('%s', (line, month) => {
    const parsed = parseText(`${line}\n`, { year: 2024 });
    expect(parsed.format).toBe('short');
    expect(new Date(parsed.entries[0]!.ts! / 1000).getUTCMonth()).toBe(month);
  });
  it('is not read from a word that is no month', () => {
    expect(parseText('foo 07 13:28:11 h systemd[1]: x\n', { year: 2024, format: 'short' }).unparsed).toBe(1);
    expect(parseText('de foo. 07 13:28:11 h systemd[1]: x\n', { year: 2024, format: 'short' }).unparsed).toBe(1);
  });
});
