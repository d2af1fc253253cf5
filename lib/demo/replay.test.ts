import { describe, expect, it } from 'vitest';
import { parseGpuQuery } from '@/lib/gpu';
import { parseShow } from '@/lib/systemd';
import { DEFAULT_DEMO_CLOCK as CLOCK, DEMO_EPOCH_MS } from './clock';
import { replayCommand } from './replay-command';
import { DEMO_SCENARIOS } from './scenarios';

const two = DEMO_SCENARIOS['llm-two']!;
const NOW = DEMO_EPOCH_MS + (300 * 7 + 200) * 1000;
const run = (...argv: string[]) => replayCommand(two, argv, NOW, CLOCK);

describe('replayCommand', () => {
  it('nvidia-smi prints headers and units unless told not to, like the real CSV output', () => {
    const full = run('nvidia-smi', '--query-gpu=index,memory.used,memory.total', '--format=csv').stdout.split('\n');
    expect(full[0]).toBe('index, memory.used [MiB], memory.total [MiB]');
    expect(full[1]).toMatch(/^0, \d+ MiB, 183359 MiB$/);
    const bare = run('nvidia-smi', '--query-gpu=index,uuid,name,memory.used,memory.total,utilization.gpu', '--format=csv,noheader,nounits').stdout;
    expect(parseGpuQuery(bare).map((g) => g.name)).toEqual(Array(8).fill('NVIDIA B200'));
  });

  it('nvidia-smi refuses an unknown field with its own message and exit 2', () => {
    expect(run('nvidia-smi', '--query-gpu=index,bogus', '--format=csv')).toMatchObject({ code: 2, stdout: 'Field "bogus" is not a valid field to query.\n\n' });
    expect(run('nvidia-smi', '-q').code).toBe(2);
  });

  it('systemctl show prints only the asked properties, in systemd order, in every --timestamp style', () => {
    const out = run('systemctl', 'show', two.unit, '-p', 'InvocationID,Id', '--no-pager').stdout;
    expect(out.split('\n').filter(Boolean).map((l) => l.split('=')[0])).toEqual(['Id', 'InvocationID']);
    const styles = ['unix', 'utc', 'us+utc', 'pretty'].map((style) => parseShow(run('systemctl', 'show', two.unit, `--timestamp=${style}`).stdout).activeEnterTimestamp!);
    expect(Math.floor(styles[2]! / 1e6)).toBe(styles[0]! / 1e6);
    expect(styles[1]).toBe(styles[0]);
    expect(styles[3]).toBe(styles[0]);
    expect(styles[2]! % 1_000_000).not.toBe(0);
    expect(run('systemctl', 'show', two.unit, '--timestamp=bogus').code).toBe(1);
  });

  it('systemctl does nothing but show', () => {
    for (const argv of [['systemctl', 'restart', two.unit], ['systemctl', 'show'], ['systemctl', 'show', two.unit, 'other.service'], ['systemctl', 'show', two.unit, '--now']]) {
      expect(replayCommand(two, argv, NOW, CLOCK).code, argv.join(' ')).toBe(1);
    }
  });

  it('journalctl refuses other output modes, stray words and missing values', () => {
    expect(run('journalctl', '-u', two.unit, '-o', 'short').code).toBe(1);
    expect(run('journalctl', '-u').stderr).toBe("journalctl: option '-u' requires an argument\n");
    expect(run('journalctl', '-u', two.unit, '-o', 'json', '--since=yesterday').code).toBe(1);
    expect(run('journalctl', '-o', 'json', '--lines=-5').code).toBe(1);
  });

  it('a bare unit name matches like journalctl -u does (adds .service)', () => {
    expect(run('journalctl', '-u', 'vllm-kimi-k25', '-o', 'json').stdout).toBe(run('journalctl', '-u', two.unit, '-o', 'json').stdout);
  });

  it('date +%s%N prints the host clock in nanoseconds, the scenario offset included; nothing else is replayed', () => {
    expect(run('date', '+%s%N')).toEqual({ stdout: `${BigInt(NOW) * 1_000_000n}\n`, stderr: '', code: 0 });
    const three = DEMO_SCENARIOS['llm-three']!;
    expect(Number(replayCommand(three, ['date', '+%s%N'], NOW, CLOCK).stdout) / 1e6 - NOW).toBe(3 * 60_000);
    for (const argv of [['date'], ['date', '-s', '@0'], ['date', '+%s%N', '--set=now']]) expect(run(...argv).code, argv.join(' ')).toBe(1);
  });
});

