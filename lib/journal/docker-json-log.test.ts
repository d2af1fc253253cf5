import { describe, expect, it } from 'vitest';
import { readDockerJsonLog } from './docker-json-log';
import { parseJournalJsonLine } from './parse-json';

// sgl-project/sglang#6491: the router's output as docker's json-file driver stores it.
const line = '{"log":"[Router (Rust)] 2025-05-21 03:52:00 - DEBUG - connecting to 192.168.0.99:8001\\n","stream":"stderr","time":"2025-05-21T03:52:00.406894394Z"}';

describe('docker json-file log lines', () => {
  it('reads the printed line without its newline, and the time docker stamped', () => {
    expect(readDockerJsonLog(JSON.parse(line))).toEqual({ message: '[Router (Rust)] 2025-05-21 03:52:00 - DEBUG - connecting to 192.168.0.99:8001', ts: Date.parse('2025-05-21T03:52:00.406Z') * 1000 });
  });

  it('is no journal record and no other object', () => {
    expect(readDockerJsonLog({ MESSAGE: 'x', __REALTIME_TIMESTAMP: '1' })).toBeNull();
    expect(readDockerJsonLog({ log: 'x' })).toBeNull();
    expect(readDockerJsonLog({ log: 'x\n', stream: 'stdout', time: 'never' })).toEqual({ message: 'x', ts: null });
  });

  it('becomes an entry with that message and time where a journal line has none', () => {
    const entry = parseJournalJsonLine(line, 3);
    expect([entry.message, entry.ts, entry.parsed]).toEqual(['[Router (Rust)] 2025-05-21 03:52:00 - DEBUG - connecting to 192.168.0.99:8001', Date.parse('2025-05-21T03:52:00.406Z') * 1000, true]);
  });
});

describe('a pasted docker json-file log', () => {
  it('is read as JSON lines, one entry per line with its own time', async () => {
    const { parseLog } = await import('./parse-log');
    const log = parseLog([line, line.replace('connecting to', 'connected to').replace('406894394Z', '407215453Z')].join('\n'));
    expect(log.format).toBe('json');
    expect(log.entries.map((e) => e.message)).toEqual([
      '[Router (Rust)] 2025-05-21 03:52:00 - DEBUG - connecting to 192.168.0.99:8001',
      '[Router (Rust)] 2025-05-21 03:52:00 - DEBUG - connected to 192.168.0.99:8001',
    ]);
  });
});

describe('a pasted pino log (a Node host relaying a child server)', () => {
  it('is read as JSON lines: each msg is the line, time in epoch ms', async () => {
    const { parseLog } = await import('./parse-log');
    const pino = (t: number, msg: string) => JSON.stringify({ level: 50, time: t, pid: 7, hostname: 'h', msg: msg + '\n' });
    const log = parseLog([pino(1752516972565, 'level=ERROR msg="a"'), pino(1752516972751, 'level=ERROR msg="b"')].join('\n'));
    expect(log.format).toBe('json');
    expect(log.entries.map((e) => [e.message, e.ts])).toEqual([
      ['level=ERROR msg="a"', 1752516972565000],
      ['level=ERROR msg="b"', 1752516972751000],
    ]);
  });
});
