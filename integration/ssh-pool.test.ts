import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RadarError } from '@/lib/api/errors';
import { loadInventory } from '@/lib/inventory/load-inventory';
import { SshPool } from '@/lib/ssh/pool';
import { targetFor } from '@/lib/ssh/target-for';
import { createSshTransport } from '@/lib/transports/ssh';
import type { Host } from '@/lib/inventory/types';
import { heldServerConnections, startTestHosts, type TestHost } from './harness';
import { hostsFromYaml } from './harness/hosts-from-yaml';

let hosts: TestHost[];
const pools: SshPool[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'radar-pool-'));

// Generous on purpose: on two busy cores a handshake or a short command can take seconds. Tests about timing pass their own.
function newPool(over: Partial<ConstructorParameters<typeof SshPool>[0]> = {}) {
  const pool = new SshPool({ maxConnections: 8, connectTimeoutMs: 20_000, commandTimeoutMs: 20_000, ...over });
  pools.push(pool);
  return pool;
}
const hostOf = (yaml: string, sshConfig?: string): Host => hostsFromYaml(yaml, sshConfig)[0]!;
const target = (h: Host) => targetFor(h, { agentSocket: null });

beforeAll(async () => {
  hosts = await startTestHosts(4, (i) => ({ name: `pool-${i}` }));
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.closeAll()));
  await Promise.all((hosts ?? []).map((h) => h.stop()));
});

describe('SshPool', () => {
  it('reuses one connection: the second exec does not log in again', async () => {
    const h = hosts[0]!;
    const pool = newPool();
    const t = target(hostOf(h.fleetYaml()));
    const before = h.acceptedLogins();
    await pool.exec(t, ['true']);
    await pool.exec(t, ['true']);
    await pool.exec(t, ['echo', 'third']);
    await new Promise((r) => setTimeout(r, 100));
    expect(h.acceptedLogins() - before).toBe(1);
    expect(pool.stats().connects[t.key]).toBe(1);
  });

  it('30 concurrent execs on one host share one connection (more than sshd MaxSessions allows at once)', async () => {
    const h = hosts[1]!;
    const pool = newPool();
    const t = target(hostOf(h.fleetYaml()));
    const before = h.acceptedLogins();
    const outs = await Promise.all(Array.from({ length: 30 }, (_, i) => pool.exec(t, ['sh', '-c', `sleep 0.05; echo ${i}`])));
    expect(outs.map((o) => o.stdout)).toEqual(Array.from({ length: 30 }, (_, i) => `${i}\n`));
    await new Promise((r) => setTimeout(r, 100));
    expect(h.acceptedLogins() - before).toBe(1);
  });

  it('reconnects on the next call after sshd restarted and dropped the connection', async () => {
    const h = hosts[2]!;
    const pool = newPool();
    const t = target(hostOf(h.fleetYaml()));
    expect((await pool.exec(t, ['echo', 'before'])).stdout).toBe('before\n');
    await h.restart();
    expect((await pool.exec(t, ['echo', 'after'])).stdout).toBe('after\n');
    expect(pool.stats().connects[t.key]).toBe(2);
  });

  it('a connection dropped in the middle of the output is reported as unreachable, promptly', async () => {
    const h = hosts[2]!;
    const pool = newPool();
    const t = target(hostOf(h.fleetYaml()));
    // Handled from the start: it rejects while h.kill() is still awaited.
    const running = pool.exec(t, ['sh', '-c', 'seq 1 50; sleep 20'], { timeoutMs: 15_000 }).then(() => null, (e: unknown) => e);
    await new Promise((r) => setTimeout(r, 400));
    const t0 = performance.now();
    await h.kill();
    const err = await running;
    expect(err).toBeInstanceOf(RadarError);
    expect((err as RadarError).code).toBe('unreachable');
    expect(performance.now() - t0).toBeLessThan(2_500);
    await h.start();
    expect((await pool.exec(t, ['echo', 'back'])).stdout).toBe('back\n');
  });

  it('a connection that went silent (no FIN, no RST) is replaced after one timeout, not after keepalive', async () => {
    const h = hosts[3]!;
    const pairs: Array<[Socket, Socket]> = [];
    const proxy = createServer((client) => {
      const upstream = connect({ host: '127.0.0.1', port: h.port });
      client.pipe(upstream).pipe(client);
      client.on('error', () => undefined);
      upstream.on('error', () => undefined);
      pairs.push([client, upstream]);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const pool = newPool();
    const t = target(hostOf(h.fleetYaml({ port: (proxy.address() as { port: number }).port })));
    try {
      expect((await pool.exec(t, ['echo', 'one'])).stdout).toBe('one\n');
      for (const [a, b] of pairs) {
        a.unpipe();
        b.unpipe();
        a.pause();
        b.pause();
      }
      const err = await pool.exec(t, ['echo', 'two'], { timeoutMs: 500 }).then(() => null, (e: unknown) => e);
      expect((err as RadarError).code).toBe('timeout');
      expect((await pool.exec(t, ['echo', 'three'])).stdout).toBe('three\n');
      expect(pool.stats().connects[t.key]).toBe(2);
    } finally {
      for (const [a, b] of pairs) (a.destroy(), b.destroy());
      proxy.close();
    }
  });

  it('never holds more connections than the cap: idle ones are closed, busy ones waited for', async () => {
    const pool = newPool({ maxConnections: 2 });
    const targets = hosts.slice(0, 3).map((h) => target(hostOf(h.fleetYaml())));
    let maxOpen = 0;
    const timer = setInterval(() => (maxOpen = Math.max(maxOpen, pool.stats().open)), 5);
    try {
      for (const t of targets) expect((await pool.exec(t, ['echo', 'seq'])).stdout).toBe('seq\n');
      const outs = await Promise.all(targets.map((t) => pool.exec(t, ['sh', '-c', 'sleep 0.3; echo par'])));
      expect(outs.map((o) => o.stdout)).toEqual(['par\n', 'par\n', 'par\n']);
    } finally {
      clearInterval(timer);
    }
    expect(maxOpen).toBeLessThanOrEqual(2);
    expect(pool.stats().peakOpen).toBe(2);
    expect(pool.stats().open).toBeLessThanOrEqual(2);
  });

  it('many hosts competing for a small cap: sshd never holds more connections than the cap, counted by the kernel', async () => {
    const cap = 3;
    const many = await startTestHosts(8, (i) => ({ name: `cap-${i}` }));
    const ports = many.map((h) => h.port);
    const pool = newPool({ maxConnections: cap });
    const targets = many.map((h) => target(hostOf(h.fleetYaml())));
    let maxHeld = 0;
    let samples = 0;
    const sample = () => {
      maxHeld = Math.max(maxHeld, heldServerConnections(ports));
      samples++;
    };
    const timer = setInterval(sample, 1);
    try {
      for (let round = 0; round < 4; round++) {
        const order = targets.map((t, i) => targets[(i * 3 + round) % targets.length]!);
        const outs = await Promise.all(order.flatMap((t) => [pool.exec(t, ['echo', t.label]), pool.exec(t, ['sh', '-c', `sleep 0.0${round}; echo ${round}`])]));
        expect(outs.map((o) => o.code)).toEqual(Array(outs.length).fill(0));
        sample();
      }
      await pool.closeAll();
      for (let i = 0; i < 100 && heldServerConnections(ports) > 0; i++) await new Promise((r) => setTimeout(r, 20));
      sample();
    } finally {
      clearInterval(timer);
      await pool.closeAll();
      await Promise.all(many.map((h) => h.stop()));
    }
    const logins = many.reduce((n, h) => n + h.acceptedLogins(), 0);
    // Eight hosts through three slots, four rounds: connections were evicted and reopened many times.
    expect(logins).toBeGreaterThanOrEqual(16);
    expect(samples).toBeGreaterThan(20);
    expect(maxHeld).toBeGreaterThanOrEqual(1);
    expect(maxHeld).toBeLessThanOrEqual(cap);
    expect(pool.stats().peakOpen).toBeLessThanOrEqual(cap);
  }, 120_000);

  it('reaches a host through a jump host (forwardOut over the jump connection)', async () => {
    const [jump, inner] = [hosts[3]!, hosts[0]!];
    const pool = newPool();
    const host = hostOf(
      inner.fleetYaml({
        name: 'behind-jump',
        extra: { jump: { address: '127.0.0.1', port: jump.port, user: jump.user, identityFile: jump.keyPath, hostKeyFingerprints: [jump.hostKeyFingerprint] } },
      }),
    );
    expect(host.jump?.port).toBe(jump.port);
    const t = target(host);
    const jumpBefore = jump.acceptedLogins();
    const out = await pool.exec(t, ['sh', '-c', 'echo "$SSH_CONNECTION"']);
    // Seen from the inner host, the client is the jump host's sshd (loopback), not us directly.
    expect(out.stdout).toMatch(new RegExp(`^127\\.0\\.0\\.1 \\d+ 127\\.0\\.0\\.1 ${inner.port}\\n$`));
    await pool.exec(t, ['true']);
    await new Promise((r) => setTimeout(r, 100));
    expect(jump.acceptedLogins() - jumpBefore).toBe(1);
    expect(pool.stats().connects[t.via!.key]).toBe(1);
  });

  it('a jump host with a wrong pinned key refuses before the inner host is tried', async () => {
    const [jump, inner] = [hosts[3]!, hosts[1]!];
    const host = hostOf(
      inner.fleetYaml({ extra: { jump: { address: '127.0.0.1', port: jump.port, user: jump.user, identityFile: jump.keyPath, hostKeyFingerprints: [inner.hostKeyFingerprint] } } }),
    );
    const err = await newPool().exec(target(host), ['true']).then(() => null, (e: unknown) => e);
    expect((err as RadarError).code).toBe('host_key_mismatch');
    expect((err as RadarError).message).toContain('jump host');
  });
});

describe('inventory to transport', () => {
  it('a host named only by its ~/.ssh/config alias, with ProxyJump, works like `ssh alias`', async () => {
    const [jump, inner] = [hosts[3]!, hosts[1]!];
    const sshConfig = join(scratch, 'ssh_config');
    writeFileSync(
      sshConfig,
      `Host gpu-inner\n  HostName 127.0.0.1\n  Port ${inner.port}\n  User ${inner.user}\n  IdentityFile ${inner.keyPath}\n  ProxyJump radar-jump\n\nHost radar-jump\n  HostName 127.0.0.1\n  Port ${jump.port}\n  User ${jump.user}\n  IdentityFile ${jump.keyPath}\n`,
    );
    const knownHosts = join(scratch, 'known_hosts');
    writeFileSync(knownHosts, `${inner.knownHostsLine}\n${jump.knownHostsLine}\n`);
    const fleet = join(scratch, 'fleet.yaml');
    writeFileSync(fleet, `hosts:\n  - name: gpu-inner\n    knownHostsFile: ${knownHosts}\n    units: [vllm-kimi-k25]\n`);
    const inventory = loadInventory({ fleetFile: fleet, sshConfigFile: sshConfig });
    expect(inventory.error).toBeNull();
    const [host] = inventory.hosts;
    expect(host).toMatchObject({ address: '127.0.0.1', port: inner.port, user: 'radar-test', jump: { port: jump.port } });
    const transport = createSshTransport(host!, newPool());
    const out = await transport.exec(['systemctl', 'show', 'vllm-kimi-k25.service', '--property=NRestarts']);
    expect(out.stdout).toBe('NRestarts=1\n');
    await transport.close();
  });

  it('no fleet file gives the demo fleet; a bad one gives the line and field, and no hosts', () => {
    const missing = loadInventory({ fleetFile: join(scratch, 'absent.yaml'), sshConfigFile: null });
    expect(missing.source).toBe('demo');
    expect(missing.hosts.length).toBeGreaterThan(0);
    expect(missing.hosts.every((h) => h.transport === 'demo')).toBe(true);
    const bad = join(scratch, 'bad.yaml');
    writeFileSync(bad, 'hosts:\n  - name: a\n    address: 10.0.0.1\n  - name: b\n    port: [22]\n');
    const inv = loadInventory({ fleetFile: bad, sshConfigFile: null });
    expect(inv.hosts).toEqual([]);
    expect(inv.error?.code).toBe('bad_fleet_file');
    expect(inv.error?.message).toBe('bad.yaml line 5: hosts[1].port: expected a number');
  });
});
