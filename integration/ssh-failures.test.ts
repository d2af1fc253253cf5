import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RadarError } from '@/lib/api/errors';
import { SshPool } from '@/lib/ssh/pool';
import { targetFor } from '@/lib/ssh/target-for';
import type { Host } from '@/lib/inventory/types';
import { startTestHost, type TestHost } from './harness';
import { freePort } from './harness/free-port';
import { startSilentAddress } from './harness/silent-address';
import { hostsFromYaml } from './harness/hosts-from-yaml';

let live: TestHost;
let other: TestHost;
const pools: SshPool[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'radar-kh-'));

function newPool(over: Partial<ConstructorParameters<typeof SshPool>[0]> = {}) {
  const pool = new SshPool({ maxConnections: 8, connectTimeoutMs: 2_000, commandTimeoutMs: 5_000, ...over });
  pools.push(pool);
  return pool;
}
const hostOf = (yaml: string): Host => hostsFromYaml(yaml)[0]!;
const target = (h: Host) => targetFor(h, { agentSocket: null });

async function failure(p: Promise<unknown>): Promise<RadarError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RadarError);
  return err as RadarError;
}

beforeAll(async () => {
  [live, other] = await Promise.all([startTestHost({ name: 'live' }), startTestHost({ name: 'other', hostKeyType: 'rsa' })]);
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.closeAll()));
  await Promise.all([live?.stop(), other?.stop()]);
});

describe('host keys', () => {
  it('refuses a host whose key does not match the pinned fingerprint, showing both', async () => {
    const host = hostOf(live.fleetYaml({ pin: other.hostKeyFingerprint }));
    const err = await failure(newPool().exec(target(host), ['true']));
    expect(err.code).toBe('host_key_mismatch');
    expect(err.message).toContain(`offered ssh-ed25519 ${live.hostKeyFingerprint}`);
    expect(err.message).toContain(`expected ${other.hostKeyFingerprint}`);
    expect(live.commandLog()).toEqual([]);
  });

  it('refuses a changed key recorded in known_hosts', async () => {
    const kh = join(scratch, 'changed');
    writeFileSync(kh, `${other.knownHostsLine.replace(`:${other.port}`, `:${live.port}`)}\n`);
    const err = await failure(newPool().exec(target(hostOf(live.fleetYaml({ pin: false, knownHostsFile: kh }))), ['true']));
    expect(err.code).toBe('host_key_mismatch');
    expect(err.message).toContain(live.hostKeyFingerprint);
    expect(err.message).toContain(`expected ssh-rsa ${other.hostKeyFingerprint}`);
  });

  it('refuses an unknown host key (no trust on first use), showing the offered fingerprint', async () => {
    const kh = join(scratch, 'empty');
    writeFileSync(kh, '');
    const pool = newPool();
    const host = hostOf(live.fleetYaml({ pin: false, knownHostsFile: kh }));
    for (let i = 0; i < 2; i++) {
      const err = await failure(pool.exec(target(host), ['true']));
      expect(err.code).toBe('host_key_unknown');
      expect(err.message).toContain(live.hostKeyFingerprint);
    }
    expect(readFileSync(kh, 'utf8')).toBe('');
  });

  it('accepts a key from a hashed known_hosts entry, choosing the known key type', async () => {
    const kh = join(scratch, 'hashed');
    writeFileSync(kh, `${other.knownHostsLine}\n`);
    execFileSync('ssh-keygen', ['-H', '-f', kh], { stdio: 'ignore' });
    expect(readFileSync(kh, 'utf8')).toMatch(/^\|1\|/);
    const out = await newPool().exec(target(hostOf(other.fleetYaml({ pin: false, knownHostsFile: kh }))), ['echo', 'hashed ok']);
    expect(out.stdout).toBe('hashed ok\n');
  });
});

describe('connection failures', () => {
  it('a wrong user key is refused as auth_failed', async () => {
    const err = await failure(newPool().exec(target(hostOf(live.fleetYaml({ identityFile: live.wrongKeyPath }))), ['true']));
    expect(err.code).toBe('auth_failed');
    expect(err.message).toContain('radar-test');
  });

  it('a missing identity file is auth_failed, not a crash', async () => {
    const err = await failure(newPool().exec(target(hostOf(live.fleetYaml({ identityFile: '/nonexistent/key' }))), ['true']));
    expect(err.code).toBe('auth_failed');
  });

  it('a host that is down is unreachable, fast', async () => {
    const port = await freePort();
    const t0 = performance.now();
    const err = await failure(newPool().exec(target(hostOf(live.fleetYaml({ port }))), ['true']));
    expect(err.code).toBe('unreachable');
    expect(err.message).toContain('connection refused');
    // Far below the 2 s connect timeout: a refused port must not wait for it.
    expect(performance.now() - t0).toBeLessThan(1_000);
  });

  it('a powered-off host (SYNs unanswered, no reset) is unreachable after the connect timeout, not later', async () => {
    const silent = startSilentAddress();
    try {
      const host = { ...hostOf(live.fleetYaml({ name: 'powered-off' })), address: silent.address, port: 22 };
      const t0 = performance.now();
      const err = await failure(newPool({ connectTimeoutMs: 800 }).exec(target(host), ['true']));
      const ms = performance.now() - t0;
      expect(err.code).toBe('unreachable');
      expect(err.message).toBe(`powered-off (${silent.address}:22) did not answer within 800 ms`);
      expect(ms).toBeGreaterThanOrEqual(750);
      expect(ms).toBeLessThan(2_000);
    } finally {
      silent.stop();
    }
  });

  it('a dead host (accepts TCP, never speaks SSH) does not delay a live one', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const deadPort = (silent.address() as { port: number }).port;
    const pool = newPool({ connectTimeoutMs: 2_500 });
    const t0 = performance.now();
    let liveMs = 0;
    const [dead, ok] = await Promise.allSettled([
      pool.exec(target(hostOf(live.fleetYaml({ name: 'dead', port: deadPort }))), ['true']),
      pool.exec(target(hostOf(live.fleetYaml())), ['echo', 'alive']).then((r) => ((liveMs = performance.now() - t0), r)),
    ]);
    const deadMs = performance.now() - t0;
    silent.close();
    expect(ok.status === 'fulfilled' && ok.value.stdout).toBe('alive\n');
    expect(liveMs).toBeLessThan(1_500);
    expect(dead.status).toBe('rejected');
    expect(((dead as PromiseRejectedResult).reason as RadarError).code).toBe('timeout');
    expect(deadMs).toBeGreaterThanOrEqual(2_400);
    expect(deadMs).toBeLessThan(4_500);
  });
});

describe('commands', () => {
  it('a command that outlives its timeout is killed and reported; the connection stays usable', async () => {
    const pool = newPool();
    const t = target(hostOf(live.fleetYaml()));
    const t0 = performance.now();
    const err = await failure(pool.exec(t, ['sleep', '7.25'], { timeoutMs: 400 }));
    expect(err.code).toBe('timeout');
    expect(performance.now() - t0).toBeLessThan(1_500);
    const after = await pool.exec(t, ['sh', '-c', 'sleep 0.3; pgrep -u radar-test -f "sleep 7[.]25" || echo gone']);
    expect(after.stdout).toBe('gone\n');
  });

  it('a slow host answers beyond the timeout: timeout, with the host named', async () => {
    live.setSlowCommandMs(2_000);
    try {
      const err = await failure(newPool().exec(target(hostOf(live.fleetYaml())), ['nvidia-smi', '--query-gpu=index'], { timeoutMs: 500 }));
      expect(err.code).toBe('timeout');
      expect(err.message).toContain('live (127.0.0.1');
    } finally {
      live.setSlowCommandMs(0);
    }
  });

  it('cuts output past the cap at the last complete line and flags it', async () => {
    const out = await newPool().exec(target(hostOf(live.fleetYaml())), ['seq', '1', '3000000'], { maxBytes: 100_000 });
    expect(out.truncated).toBe(true);
    expect(out.stdout.length).toBeLessThanOrEqual(100_000);
    expect(out.stdout.length).toBeGreaterThan(90_000);
    const lines = out.stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.at(-1)).toBe(String(lines.length));
  });

  it('a command that failed resolves with its exit code and stderr', async () => {
    live.setNvidiaSmi('driver-failure');
    try {
      const out = await newPool().exec(target(hostOf(live.fleetYaml())), ['nvidia-smi', '--query-gpu=index', '--format=csv,noheader,nounits']);
      expect(out.code).toBe(9);
      expect(out.stdout).toContain("couldn't communicate with the NVIDIA driver");
    } finally {
      live.setNvidiaSmi('ok');
    }
  });

  it('argv reaches the host word for word: shell metacharacters are not interpreted', async () => {
    const out = await newPool().exec(target(hostOf(live.fleetYaml())), ['printf', '%s|', "a'b", '$(id)', '; echo pwned', '`x`', 'new\nline']);
    expect(out.stdout).toBe("a'b|$(id)|; echo pwned|`x`|new\nline|");
  });
});
