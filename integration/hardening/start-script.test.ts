import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildIsCurrent, credentialProblem, isLoopback } from '../../scripts/start.mjs';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../scripts/start.mjs');

async function start(env: Record<string, string>, args: string[] = []) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(HOST|PORT|RADAR_TOKEN|RADAR_BASIC_AUTH)$/.test(k)));
  try {
    const r = await run(process.execPath, [SCRIPT, ...args], { env: { ...clean, ...env } as NodeJS.ProcessEnv, timeout: 20_000, encoding: 'utf8' });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('scripts/start.mjs', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20', 'llm-dash.example'])('refuses HOST=%s without credentials, in one sentence naming both variables', async (host) => {
    const r = await start({ HOST: host });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/RADAR_TOKEN/);
    expect(r.stderr).toMatch(/RADAR_BASIC_AUTH=user:password/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a short token and a malformed basic-auth pair even with them set', async () => {
    expect((await start({ HOST: '0.0.0.0', RADAR_TOKEN: 'short' })).code).toBe(1);
    expect((await start({ HOST: '0.0.0.0', RADAR_BASIC_AUTH: 'nocolon' })).code).toBe(1);
    expect((await start({ HOST: '0.0.0.0', RADAR_BASIC_AUTH: ':pass' })).code).toBe(1);
  });

  it('binds 127.0.0.1:3000 by default and accepts a public bind with a token', async () => {
    expect(JSON.parse((await start({}, ['--dry-run'])).stdout)).toMatchObject({ host: '127.0.0.1', port: '3000' });
    const open = await start({ HOST: '0.0.0.0', PORT: '8080', RADAR_TOKEN: 'a-long-enough-token-123' }, ['--dry-run']);
    expect(open.code).toBe(0);
    expect(JSON.parse(open.stdout)).toMatchObject({ host: '0.0.0.0', port: '8080' });
    expect((await start({ PORT: '70000' }, ['--dry-run'])).code).toBe(1);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['128.0.0.1', false],
    ['127.0.0.1.evil', false],
  ])('isLoopback(%s) = %s', (host, want) => {
    expect(isLoopback(host)).toBe(want);
  });

  it('credentialProblem', () => {
    expect(credentialProblem({})).toBe('none');
    expect(credentialProblem({ RADAR_TOKEN: '0123456789abcdef' })).toBeNull();
    expect(credentialProblem({ RADAR_BASIC_AUTH: 'ops:pw' })).toBeNull();
  });

  describe('build freshness', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'radar-start-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const at = (p: string, sec: number) => utimesSync(path.join(dir, p), sec, sec);

    it('no BUILD_ID → build; sources older → current; a newer source → build; a newer test file → still current', () => {
      mkdirSync(path.join(dir, 'app'), { recursive: true });
      mkdirSync(path.join(dir, 'lib/journal'), { recursive: true });
      writeFileSync(path.join(dir, 'app/page.tsx'), 'x');
      writeFileSync(path.join(dir, 'lib/journal/parse.ts'), 'x');
      writeFileSync(path.join(dir, 'lib/journal/parse.test.ts'), 'x');
      for (const p of ['app/page.tsx', 'lib/journal/parse.ts', 'lib/journal/parse.test.ts', 'app', 'lib', 'lib/journal']) at(p, 1_000);
      expect(buildIsCurrent(dir)).toBe(false);
      mkdirSync(path.join(dir, '.next'));
      writeFileSync(path.join(dir, '.next/BUILD_ID'), 'abc');
      at('.next/BUILD_ID', 2_000);
      expect(buildIsCurrent(dir)).toBe(true);
      at('lib/journal/parse.test.ts', 3_000);
      expect(buildIsCurrent(dir)).toBe(true);
      at('lib/journal/parse.ts', 3_000);
      expect(buildIsCurrent(dir)).toBe(false);
    });
  });
});
