import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';
import { parseExport, parseVerbose } from './parse-records';

const bytes8 = (n: number) => String.fromCharCode(...Array.from({ length: 8 }, (_, i) => Math.floor(n / 256 ** i) % 256));

describe('parseExport', () => {
  it('reads a binary field by its length, newlines inside included', () => {
    const text = `__CURSOR=s=1;i=1\n__REALTIME_TIMESTAMP=1771630560000000\n_PID=7\nMESSAGE\n${bytes8(9)}first\nsec\nSYSLOG_IDENTIFIER=vllm\n\n`;
    const log = parseExport(text);
    expect(log).toMatchObject({ format: 'export', unparsed: 0 });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ cursor: 's=1;i=1', ts: 1771630560000000, pid: 7, identifier: 'vllm', message: 'first\nsec' });
  });

  it('a length that decoding as UTF-8 spoilt: the value runs to the next field', () => {
    // 200 bytes of length read back as U+FFFD, and a value of fewer characters than bytes.
    const text = `__CURSOR=s=1\nMESSAGE\n\uFFFD\0\0\0\0\0\0\0caf\u00e9 \u2500\u2500 line\n_PID=9\n\n__CURSOR=s=2\nMESSAGE=next\n`;
    const log = parseExport(text);
    expect(log.entries.map((e) => [e.cursor, e.message, e.pid])).toEqual([
      ['s=1', 'caf\u00e9 \u2500\u2500 line', 9],
      ['s=2', 'next', null],
    ]);
  });

  it('a line that is no field is kept as an unparsed entry', () => {
    const log = parseExport('__CURSOR=s=1\nMESSAGE=a\nnot a field line\n');
    expect(log.unparsed).toBe(1);
    expect(log.entries.map((e) => e.message)).toEqual(['a', 'not a field line']);
  });
});

describe('parseVerbose', () => {
  it("takes the time from the cursor's t= and joins a multi-line value", () => {
    const text = [
      'Thu 2025-06-12 12:00:00.000001 CEST [s=ab;i=1;b=cd;m=1f;t=64b49e233b800;x=ef]',
      '    _PID=42',
      '    MESSAGE=Traceback (most recent call last):',
      '              File "x.py", line 1',
      '    _HOSTNAME=gpu-3',
      'stray line',
    ].join('\n');
    const log = parseVerbose(text);
    expect(log.entries[0]).toMatchObject({ cursor: 's=ab;i=1;b=cd;m=1f;t=64b49e233b800;x=ef', ts: 0x64b49e233b800, pid: 42, hostname: 'gpu-3', message: 'Traceback (most recent call last):\n  File "x.py", line 1' });
    expect(log.entries[1]).toMatchObject({ parsed: false, message: 'stray line' });
  });

  it("reads an entry's header with the spaces a terminal copy leaves after it (ggml-org/llama.cpp#23281's shape)", () => {
    const text = ['Mon 2026-05-18 10:11:03.144988 EDT [s=f4;i=d7655;b=80;m=3f;t=6521821fc621c;x=3b]   ', '    _PID=2030', '    MESSAGE=Received signal terminated, shutting down...'].join('\n');
    const log = parseVerbose(text);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ ts: 0x6521821fc621c, pid: 2030, message: 'Received signal terminated, shutting down...' });
  });
});

describe('detectFormat: the other journalctl modes', () => {
  it.each([
    ['short-full', ['Thu 2025-06-12 10:00:00 UTC gpu-3 vllm[7]: a', 'Thu 2025-06-12 10:00:01 UTC gpu-3 systemd[1]: Started vllm.service.']],
    // `-b -o with-unit` opens with the kernel's lines, which name no unit.
    ['with-unit', ['Thu 2025-06-12 10:00:00 CEST gpu-3 kernel: Linux version 6.8', 'Thu 2025-06-12 10:00:00 CEST gpu-3 kernel: NVRM: loading', 'Thu 2025-06-12 10:00:05 CEST gpu-3 init.scope[1]: Started vllm.service.']],
    ['short-monotonic', ['[ 1234.567890] gpu-3 vllm[7]: a', '[ 1235.000001] gpu-3 kernel: b']],
    ['short-delta', ['[ 1234.567890                ] gpu-3 vllm[7]: a', '[ 1235.000001 <    0.432111 >] gpu-3 vllm[7]: b']],
    ['verbose', ['Thu 2025-06-12 10:00:00.000000 UTC [s=ab;i=1;b=cd;m=1f;t=64b49e233b800;x=ef]', '    _PID=7', '    MESSAGE=a']],
    ['export', ['__CURSOR=s=ab;i=1', '__REALTIME_TIMESTAMP=1', '_PID=7', 'PRIORITY=6', 'MESSAGE=a', '']],
  ])('%s', (format, lines) => {
    expect(detectFormat(lines.join('\n'))).toBe(format);
  });

  it('dmesg output (no host, no identifier) is not short-monotonic', () => {
    expect(detectFormat('[    1.234567] Booting Linux on physical CPU 0x0\n[    1.300000] Linux version 6.9.5')).toBe('cat');
  });
});
