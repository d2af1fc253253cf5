import 'server-only';
import { RadarError } from '@/lib/api/errors';
import { inventoryPaths, inventoryStamp, loadInventory, type Inventory, type InventoryOptions } from './load-inventory';
import type { Host } from './types';

let cached: Inventory | null = null;
let lastGood: Host[] | null = null;

/**
 * The inventory, re-read when the fleet file's (or ssh config's) mtime changes. When an edit
 * breaks the file, the last good hosts stay in service and `error` says what is wrong.
 */
export function getInventory(opts: InventoryOptions = {}): Inventory {
  const paths = inventoryPaths(opts);
  if (cached && cached.path === paths.fleetFile && cached.stamp === inventoryStamp(paths)) return cached;
  const fresh = loadInventory(opts);
  if (cached && cached.path !== fresh.path) lastGood = null;
  if (fresh.error === null) lastGood = fresh.hosts;
  cached = fresh.error && lastGood ? { ...fresh, hosts: lastGood } : fresh;
  return cached;
}

export function listHosts(): Host[] {
  return getInventory().hosts;
}

export function getHostOrThrow(name: string): Host {
  const inventory = getInventory();
  const host = inventory.hosts.find((h) => h.name === name);
  if (host) return host;
  if (inventory.error && inventory.hosts.length === 0) throw inventory.error;
  throw new RadarError('unknown_host', `no host named "${name}" in the inventory`);
}
