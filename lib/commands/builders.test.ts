import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from './invalid-argument';
import { journalctlArgs, journalTimeArg, JOURNAL_OUTPUT_FIELDS } from './journalctl';
import { dateArgs } from './date';
import { nvidiaSmiAppsArgs, nvidiaSmiGpuArgs } from './nvidia-smi';
import { psTreeArgs } from './ps';
import { systemctlShowArgs } from './systemctl';
import { healthProbeArgs } from './curl';

const CURSOR =
  's=2006659f8b534b2d972a2160c8d5431b;i=1;b=0123456789abcdef0123456789abcdef;m=3e8;t=64b49e8e0b400;x=24a843d0792eb20d';

describe('journalctlArgs', () => {
  it('builds one -u match with JSON output and trimmed fields', () => {
    expect(journalctlArgs({ unit: 'vllm-kimi-k25.service' })).toEqual([
      'journalctl',
      '-u',
      'vllm-kimi-k25.service',
      '-o',
      'json',
      `--output-fields=${JOURNAL_OUTPUT_FIELDS.join(',')}`,
      '--all',
      '--no-pager',
    ]);
  });

  it('writes times as @seconds.micro', () => {
    const argv = journalctlArgs({ unit: 'a.service', since: 1771630672_000_001, until: 1771630672_500_000 });
    expect(argv).toContain('--since=@1771630672.000001');
    expect(argv).toContain('--until=@1771630672.500000');
  });

  it('puts the directory first and the cursor and limit last', () => {
    const argv = journalctlArgs({ unit: 'a.service', directory: '/srv/j', afterCursor: CURSOR, limit: 500 });
    expect(argv[1]).toBe('--directory=/srv/j');
    expect(argv.slice(-2)).toEqual([`--after-cursor=${CURSOR}`, '--lines=500']);
  });

  it.each([
    { unit: '-D/.service' },
    { unit: 'a.service', since: -1 },
    { unit: 'a.service', since: 1.5 },
    { unit: 'a.service', since: Number.NaN },
    { unit: 'a.service', since: 10, until: 5 },
    { unit: 'a.service', afterCursor: 'x;rm -rf /' },
    { unit: 'a.service', afterCursor: CURSOR, since: 1 },
    { unit: 'a.service', limit: 0 },
    { unit: 'a.service', limit: 10_000_000 },
    { unit: 'a.service', directory: '../j' },
    { unit: 'a.service', directory: '/j --output=export' },
  ])('throws on %j', (query) => {
    expect(() => journalctlArgs(query)).toThrow(InvalidArgumentError);
  });

  it('formats sub-second times with leading zeros', () => {
    expect(journalTimeArg(5)).toBe('@0.000005');
    expect(journalTimeArg(1_000_000)).toBe('@1.000000');
  });
});

describe('systemctlShowArgs', () => {
  it('asks for the properties with microsecond UTC timestamps', () => {
    expect(systemctlShowArgs('vllm-kimi-k25.service')).toEqual([
      'systemctl',
      'show',
      'vllm-kimi-k25.service',
      '--property=Id,LoadState,ActiveState,SubState,Result,MainPID,InvocationID,NRestarts,ExecMainStartTimestamp,ActiveEnterTimestamp,StateChangeTimestamp',
      '--no-pager',
      '--timestamp=us+utc',
    ]);
  });
  it('leaves --timestamp out for old systemd', () => {
    expect(systemctlShowArgs('a.service', { legacyTimestamps: true })).not.toContain('--timestamp=us+utc');
  });
  it('throws on a hostile unit', () => expect(() => systemctlShowArgs('a.service; reboot')).toThrow(InvalidArgumentError));
});

describe('nvidia-smi args', () => {
  it('queries GPUs and compute apps as bare CSV', () => {
    expect(nvidiaSmiGpuArgs()).toEqual([
      'nvidia-smi',
      '--query-gpu=index,uuid,name,memory.used,memory.total,utilization.gpu',
      '--format=csv,noheader,nounits',
    ]);
    expect(nvidiaSmiAppsArgs()).toEqual(['nvidia-smi', '--query-compute-apps=pid,gpu_uuid,used_memory', '--format=csv,noheader,nounits']);
  });
});

describe('psTreeArgs', () => {
  it('lists every process with its parent, no header, one argv word per argument', () => {
    expect(psTreeArgs()).toEqual(['ps', '-e', '-o', 'pid=,ppid=']);
  });
});

describe('dateArgs', () => {
  it('asks for epoch nanoseconds, one argv word per argument, nothing a shell would expand', () => {
    const argv = dateArgs();
    expect(argv).toEqual(['date', '+%s%N']);
    expect(argv.join(' ')).not.toMatch(/[;&|`$<>\n]/);
  });
});

describe('healthProbeArgs', () => {
  it('asks only for /health and /v1/models on 127.0.0.1, proxies bypassed, with a bounded time', () => {
    const argv = healthProbeArgs(8000);
    expect(argv[0]).toBe('curl');
    expect(argv.filter((a) => a.startsWith('http'))).toEqual(['http://127.0.0.1:8000/health', 'http://127.0.0.1:8000/v1/models']);
    expect(argv).toEqual(expect.arrayContaining(['--noproxy', '*', '--max-time', '5']));
  });

  it.each([0, -1, 65_536, 80.5, Number.NaN, '8000' as unknown as number, '8000/../x' as unknown as number])('refuses port %j', (port) => {
    expect(() => healthProbeArgs(port)).toThrow(InvalidArgumentError);
  });
});
