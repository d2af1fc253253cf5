import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getInventory } from './get-inventory';

const dir = mkdtempSync(join(tmpdir(), 'radar-inv-'));

function write(path: string, text: string, mtimeSec: number) {
  writeFileSync(path, text);
  utimesSync(path, mtimeSec, mtimeSec);
}

describe('getInventory', () => {
  it('is cached, re-read when the file changes, and keeps the last good hosts when an edit breaks it', () => {
    const fleet = join(dir, 'fleet.yaml');
    const opts = { fleetFile: fleet, sshConfigFile: null };
    write(fleet, 'hosts:\n  - name: a\n    address: 10.0.0.1\n', 1_000);
    const first = getInventory(opts);
    expect(first.hosts.map((h) => h.name)).toEqual(['a']);
    expect(getInventory(opts)).toBe(first);

    write(fleet, 'hosts:\n  - name: a\n    address: 10.0.0.1\n  - name: b\n    address: 10.0.0.2\n', 2_000);
    expect(getInventory(opts).hosts.map((h) => h.name)).toEqual(['a', 'b']);

    write(fleet, 'hosts:\n  - name: a\n    address: 10.0.0.1\n  - name: b\n    port: nope\n', 3_000);
    const broken = getInventory(opts);
    expect(broken.error?.message).toBe('fleet.yaml line 5: hosts[1].port: expected a number');
    expect(broken.hosts.map((h) => h.name)).toEqual(['a', 'b']);
  });

  it('a YAML alias bomb is a bad fleet file, not a crash', () => {
    const fleet = join(dir, 'bomb.yaml');
    const level = (n: string, prev: string) => `${n}: &${n} [${Array(9).fill(`*${prev}`).join(',')}]\n`;
    write(fleet, `a: &a [x,x,x,x,x,x,x,x,x]\n${level('b', 'a')}${level('c', 'b')}${level('d', 'c')}${level('e', 'd')}${level('f', 'e')}hosts: [*f]\n`, 1_000);
    const inv = getInventory({ fleetFile: fleet, sshConfigFile: null });
    expect(inv.hosts).toEqual([]);
    expect(inv.error?.code).toBe('bad_fleet_file');
    expect(inv.error?.message).toContain('bomb.yaml: Excessive alias count');
  });

  it('a first read of a bad file has no hosts, only the error', () => {
    const fleet = join(dir, 'other.yaml');
    write(fleet, 'hosts:\n  - name: x\n    transport: carrier-pigeon\n', 1_000);
    const inv = getInventory({ fleetFile: fleet, sshConfigFile: null });
    expect(inv.hosts).toEqual([]);
    expect(inv.error?.code).toBe('bad_fleet_file');
  });
});
