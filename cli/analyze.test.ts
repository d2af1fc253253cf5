import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { bundleIsCurrent, DEFAULT_BUNDLE } from '../scripts/analyze.mjs';

const ROOT = path.resolve(__dirname, '..');
const SEED = 'lib/analysis/__fixtures__/seed-story.jsonl';
const TMP = mkdtempSync(path.join(tmpdir(), 'analyze-cli-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
// Its own bundle, so these tests never race a developer's `npm run analyze` over the shared one.
const BUNDLE = path.join(TMP, 'bundle/analyze.cjs');

// The same command `npm run analyze` runs, without npm's own start-up.
function run(args: string[], input?: string, bundle = BUNDLE): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/analyze.mjs', ...args], { cwd: ROOT, timeout: 60_000, env: { ...process.env, RADAR_CLI_BUNDLE: bundle } });
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
    expect(stdout).toMatch(/^format json · 203 entries · 0 unparsed\n2 attempts · current (restart \d+ · )?\d\d:\d\d:\d\d · pid 222636\n/);
    expect(stdout).toMatch(/Attempt (restart \d+ · )?\d\d:\d\d:\d\d · pid 221343 {2}a3f1c2d4e5b64f7a8b9c0d1e2f3a4b5c {2}FAILED/);
    expect(stdout).toContain('fatal     RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)');
    expect(stdout).toMatch(/Attempt (restart \d+ · )?\d\d:\d\d:\d\d · pid 222636 {2}b7e2d3c4a5f64b1c9d8e7f6a5b4c3d2e {2}RUNNING {2}\(current\)/);
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
    expect(old.label).toMatch(/^(restart \d+ · )?23:36:00 · pid 221343$/);
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
    expect(json.attempts[0]).toMatchObject({ outcome: 'failed', start: '2025-01-28T10:40:07.000Z', fatal: 'vllm3.service: Main process exited, code=exited, status=1/FAILURE' });
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
    const dir = TMP;
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

describe('scripts/analyze.mjs bundle', { timeout: 60_000 }, () => {
  it("keeps one bundle per checkout, so checkouts that share a linked node_modules never run each other's code", () => {
    const checkout = createHash('sha256').update(path.resolve(ROOT)).digest('hex').slice(0, 12);
    expect(path.dirname(DEFAULT_BUNDLE)).toBe(path.join(path.resolve(ROOT), 'node_modules/.cache/restart-radar/cli', checkout));
  });

  it('builds a plain-JS bundle when it is missing, reuses it while current, rebuilds when a source is newer', async () => {
    const bundle = path.join(TMP, 'fresh/analyze.cjs');
    const first = await run([SEED, '--json'], undefined, bundle);
    expect(first.code).toBe(0);
    expect(first.stderr).toBe('');
    expect(bundleIsCurrent(bundle, ROOT)).toBe(true);
    const inputs = JSON.parse(readFileSync(`${bundle}.inputs.json`, 'utf8')) as string[];
    expect(inputs).toEqual(expect.arrayContaining(['cli/analyze.ts', 'lib/journal/index.ts', 'lib/analysis/index.ts', 'package-lock.json']));
    expect(readFileSync(bundle, 'utf8')).not.toMatch(/require\(["']@\/lib/);

    const builtAt = statSync(bundle).mtimeMs;
    expect((await run([SEED, '--json'], undefined, bundle)).stdout).toBe(first.stdout);
    expect(statSync(bundle).mtimeMs).toBe(builtAt);

    // A source saved after the build: listed inputs are resolved from the repo root, so point one at a temp file.
    const source = path.join(TMP, 'edited.ts');
    writeFileSync(source, '');
    utimesSync(source, new Date(builtAt + 5_000), new Date(builtAt + 5_000));
    writeFileSync(`${bundle}.inputs.json`, JSON.stringify([...inputs, path.relative(ROOT, source)]));
    expect(bundleIsCurrent(bundle, ROOT)).toBe(false);
    expect((await run([SEED, '--json'], undefined, bundle)).stdout).toBe(first.stdout);
    expect(statSync(bundle).mtimeMs).not.toBe(builtAt);
    expect(bundleIsCurrent(bundle, ROOT)).toBe(true);
  });

  it('is not current when a listed source is gone or the list is unreadable', () => {
    const dir = mkdtempSync(path.join(TMP, 'list-'));
    const bundle = path.join(dir, 'b.cjs');
    writeFileSync(path.join(dir, 'a.ts'), '');
    writeFileSync(bundle, '');
    utimesSync(path.join(dir, 'a.ts'), 1_000, 1_000);
    writeFileSync(`${bundle}.inputs.json`, JSON.stringify(['a.ts']));
    expect(bundleIsCurrent(bundle, dir)).toBe(true);
    writeFileSync(`${bundle}.inputs.json`, JSON.stringify(['a.ts', 'gone.ts']));
    expect(bundleIsCurrent(bundle, dir)).toBe(false);
    writeFileSync(`${bundle}.inputs.json`, '{not json');
    expect(bundleIsCurrent(bundle, dir)).toBe(false);
    expect(bundleIsCurrent(path.join(dir, 'missing.cjs'), dir)).toBe(false);
  });
});
