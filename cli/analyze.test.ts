import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const SEED = 'lib/analysis/__fixtures__/seed-story.jsonl';

// The same command `npm run analyze` runs; the local binary spares npx's start-up.
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function run(args: string[], input?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['cli/analyze.ts', ...args], { cwd: ROOT, timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

describe('cli/analyze', { timeout: 60_000 }, () => {
  it('prints a human summary of a journal export and exits 0', async () => {
    const { code, stdout, stderr } = await run([SEED]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^format json · 203 entries · 0 unparsed\n2 attempts · current #1\n/);
    expect(stdout).toContain('Attempt #0  a3f1c2d4e5b64f7a8b9c0d1e2f3a4b5c  FAILED');
    expect(stdout).toContain('fatal     RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)');
    expect(stdout).toContain('Attempt #1  b7e2d3c4a5f64b1c9d8e7f6a5b4c3d2e  RUNNING  (current)');
  });

  it('--json has format, counts and per attempt id, mainPid, pids, start, end, outcome, phases, fatal, recurring', async () => {
    const { code, stdout } = await run([SEED, '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json).toMatchObject({ format: 'json', entries: 203, unparsed: 0 });
    expect(json.attempts).toHaveLength(2);
    const [old, current] = json.attempts;
    expect(old).toMatchObject({ id: 'a3f1c2d4e5b64f7a8b9c0d1e2f3a4b5c', mainPid: 221343, outcome: 'failed', start: '2026-02-20T23:36:00.200Z', end: '2026-02-20T23:37:10.041Z', recurring: [] });
    expect(old.pids).toContain(221592);
    expect(old.pids.every((p: unknown) => typeof p === 'number')).toBe(true);
    expect(old.fatal).toMatch(/^RuntimeError: flashinfer-cubin version \(0\.6\.3\) does not match flashinfer version \(0\.6\.4\)/);
    expect(current).toMatchObject({ mainPid: 222636, outcome: 'running', end: null, fatal: null });
    expect(current.phases.map((p: { name: string }) => p.name)).toEqual(['spawned', 'init', 'loading_weights']);
    expect(current.phases[2].at).toBe('2026-02-20T23:37:52.300Z');
  });

  it('reads stdin with `-`, honours --year for year-less text and --format', async () => {
    const text = [
      'Jan 28 10:40:07 localhost bash[367371]: RuntimeError: Engine process failed to start. See stack trace for the root cause.',
      'Jan 28 10:40:08 localhost systemd[1]: vllm3.service: Main process exited, code=exited, status=1/FAILURE',
    ].join('\n');
    const { code, stdout } = await run(['-', '--json', '--year', '2025'], text);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json).toMatchObject({ format: 'short', entries: 2 });
    expect(json.attempts[0]).toMatchObject({ outcome: 'failed', start: '2025-01-28T10:40:07.000Z', fatal: 'RuntimeError: Engine process failed to start. See stack trace for the root cause.' });
    const forced = JSON.parse((await run(['-', '--json', '--format', 'cat'], text)).stdout);
    expect(forced.format).toBe('cat');
  });

  it.each([
    ['a missing file', ['/nonexistent/journal.jsonl'], undefined, /no such file/],
    ['a directory', ['lib'], undefined, /is a directory/],
    ['empty stdin', ['-'], '', /empty input/],
    ['a bad option', [SEED, '--year', 'soon'], undefined, /--year/],
  ])('exits 2 with a one-line reason on %s', async (_what, args, input, reason) => {
    const { code, stdout, stderr } = await run(args, input);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(reason);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('exits 2 on binary garbage with no log lines', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'analyze-'));
    const bytes = Buffer.alloc(4096);
    let x = 12345;
    for (let i = 0; i < bytes.length; i++) bytes[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
    const file = path.join(dir, 'garbage.bin');
    writeFileSync(file, bytes);
    const { code, stderr } = await run([file]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/binary data, no log lines/);
  });
});
