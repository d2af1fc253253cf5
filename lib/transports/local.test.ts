import { describe, expect, it } from 'vitest';
import { RadarError } from '@/lib/api/errors';
import { createLocalTransport } from './local';

const local = createLocalTransport({ commandTimeoutMs: 5_000 });

describe('local transport', () => {
  it('passes argv without a shell: metacharacters stay literal', async () => {
    const out = await local.exec(['printf', '%s|', 'a; echo pwned', '$(id)', '`id`']);
    expect(out).toMatchObject({ stdout: 'a; echo pwned|$(id)|`id`|', code: 0, truncated: false });
  });

  it('resolves with the exit code and stderr of a command that failed', async () => {
    const out = await local.exec(['sh', '-c', 'echo boom >&2; exit 9']);
    expect(out).toMatchObject({ code: 9, stderr: 'boom\n' });
  });

  it('a missing program answers 127 like a remote shell does', async () => {
    const out = await local.exec(['nvidia-smi-not-installed-here', '--query-gpu=index']);
    expect(out.code).toBe(127);
    expect(out.stderr).toContain('command not found');
  });

  it('kills a command that outlives the timeout, children included', async () => {
    const t0 = performance.now();
    const err = await local.exec(['sh', '-c', 'sleep 30 & sleep 30'], { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RadarError);
    expect((err as RadarError).code).toBe('timeout');
    expect(performance.now() - t0).toBeLessThan(3_000);
  });

  it('cuts output at the last complete line past the cap and says so', async () => {
    const out = await local.exec(['seq', '1', '1000000'], { maxBytes: 1000 });
    expect(out.truncated).toBe(true);
    expect(out.stdout.length).toBeLessThanOrEqual(1000);
    expect(out.stdout.endsWith('\n')).toBe(true);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(String(lines.length));
  });
});
