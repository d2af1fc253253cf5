import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostWith } from '@/lib/inventory/host-defaults';
import type { Host } from '@/lib/inventory/types';
import { targetFor } from './target-for';

const home = mkdtempSync(join(tmpdir(), 'radar-home-'));
mkdirSync(join(home, '.ssh'));
writeFileSync(join(home, '.ssh', 'id_rsa'), 'x');

const base: Host = hostWith({ name: 'gpu1', transport: 'ssh', address: '10.0.0.5', port: 2222 });

describe('targetFor', () => {
  it('falls back to the local user, the default keys that exist, the agent, and both known_hosts files', () => {
    const t = targetFor(base, { home, localUser: 'ana', agentSocket: '/run/agent.sock' });
    expect(t).toMatchObject({
      label: 'gpu1 (10.0.0.5:2222)',
      user: 'ana',
      identityFiles: [join(home, '.ssh', 'id_rsa')],
      agent: '/run/agent.sock',
      hostKey: { address: '10.0.0.5', port: 2222, pinned: [], knownHostsFiles: [join(home, '.ssh', 'known_hosts'), '/etc/ssh/ssh_known_hosts'] },
      via: null,
    });
  });

  it('an explicit identity file is the only key and keeps the agent out unless asked for', () => {
    const t = targetFor({ ...base, user: 'svc', identityFile: '/keys/k', knownHostsFile: '/etc/radar/known_hosts' }, { home, agentSocket: '/run/agent.sock' });
    expect([t.user, t.identityFiles, t.agent, t.hostKey.knownHostsFiles]).toEqual(['svc', ['/keys/k'], null, ['/etc/radar/known_hosts']]);
    expect(targetFor({ ...base, identityFile: '/keys/k', useAgent: true }, { home, agentSocket: '/a' }).agent).toBe('/a');
  });

  it('a jump host gets its own target, pins and pool key, shared by every host behind it', () => {
    const jump = { address: 'bastion', port: 22, user: 'ops', identityFile: '/keys/j', hostKeyFingerprints: ['SHA256:x'] };
    const a = targetFor({ ...base, jump }, { home, agentSocket: null });
    const b = targetFor({ ...base, name: 'gpu2', address: '10.0.0.6', jump }, { home, agentSocket: null });
    expect(a.via).toMatchObject({ address: 'bastion', user: 'ops', identityFiles: ['/keys/j'], hostKey: { pinned: ['SHA256:x'] } });
    expect(a.via!.key).toBe(b.via!.key);
    expect(a.key).not.toBe(b.key);
  });

  it('a changed fleet entry changes the pool key, so the old connection is not reused', () => {
    const a = targetFor(base, { home, agentSocket: null });
    expect(targetFor({ ...base, hostKeyFingerprints: ['SHA256:y'] }, { home, agentSocket: null }).key).not.toBe(a.key);
    expect(targetFor({ ...base }, { home, agentSocket: null }).key).toBe(a.key);
  });
});
