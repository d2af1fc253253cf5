import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SshPool } from '@/lib/ssh/pool';
import { targetFor } from '@/lib/ssh/target-for';
import { startTestHost, type TestHost } from './harness';
import { hostsFromYaml } from './harness/hosts-from-yaml';

let host: TestHost;
let agent: ChildProcess;
const socket = join(mkdtempSync(join(tmpdir(), 'radar-agent-')), 'agent.sock');
const pool = new SshPool({ maxConnections: 4, connectTimeoutMs: 3_000, commandTimeoutMs: 5_000 });

beforeAll(async () => {
  host = await startTestHost({ name: 'agent-host' });
  agent = spawn('ssh-agent', ['-D', '-a', socket], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 20));
  execFileSync('ssh-add', [host.keyPath], { env: { ...process.env, SSH_AUTH_SOCK: socket }, stdio: 'ignore', timeout: 5_000 });
});

afterAll(async () => {
  await pool.closeAll();
  if (agent?.pid) process.kill(agent.pid, 'SIGTERM');
  await host?.stop();
});

describe('ssh-agent', () => {
  it('authenticates with a key held by the agent when the host says agent: true', async () => {
    const [h] = hostsFromYaml(`hosts:\n  - name: via-agent\n    address: 127.0.0.1\n    port: ${host.port}\n    user: ${host.user}\n    agent: true\n    hostKeyFingerprints: ["${host.hostKeyFingerprint}"]\n`);
    const t = targetFor(h!, { agentSocket: socket, home: '/nonexistent' });
    expect(t.identityFiles).toEqual([]);
    expect((await pool.exec(t, ['echo', 'agent ok'])).stdout).toBe('agent ok\n');
  });

  it('without the agent the same host has no way to log in: auth_failed', async () => {
    const [h] = hostsFromYaml(`hosts:\n  - name: no-agent\n    address: 127.0.0.1\n    port: ${host.port}\n    user: ${host.user}\n    agent: true\n    hostKeyFingerprints: ["${host.hostKeyFingerprint}"]\n`);
    const err = await pool.exec(targetFor(h!, { agentSocket: null, home: '/nonexistent' }), ['true']).catch((e: { code?: string }) => e);
    expect((err as { code?: string }).code).toBe('auth_failed');
  });
});
