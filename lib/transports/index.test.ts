import { describe, expect, it } from 'vitest';
import { DEMO_FLEET } from '@/lib/demo/fleet';
import type { Host } from '@/lib/inventory/types';
import { closeAllTransports, transportFor } from './index';

const local: Host = { ...DEMO_FLEET[0]!, name: 'here', transport: 'local', scenario: null };

describe('transportFor', () => {
  it('picks the transport by kind and caches it per host', async () => {
    const demo = transportFor(DEMO_FLEET[1]!);
    expect(demo.kind).toBe('demo');
    expect(transportFor(DEMO_FLEET[1]!)).toBe(demo);
    expect(transportFor(local).kind).toBe('local');
    expect(transportFor({ ...local, name: 'remote', transport: 'ssh', address: '127.0.0.1', port: 1 }).kind).toBe('ssh');
    const out = await demo.exec(['systemctl', 'show', DEMO_FLEET[1]!.units[0]!.name, '--property=Id', '--no-pager']);
    expect(out.stdout).toContain(`Id=${DEMO_FLEET[1]!.units[0]!.name}`);
    await closeAllTransports();
  });

  it('a changed fleet entry for the same name gets a new transport', () => {
    const a = transportFor(local);
    const b = transportFor({ ...local, journalDirectory: '/srv/j' });
    expect(b).not.toBe(a);
    expect(transportFor({ ...local, journalDirectory: '/srv/j' })).toBe(b);
  });
});
