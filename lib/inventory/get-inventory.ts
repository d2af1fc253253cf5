import 'server-only';
import { RadarError } from '@/lib/api/errors';
import { inventoryPaths, inventoryStamp, loadInventory, type Inventory, type InventoryOptions } from './load-inventory';
import { targetsState, type TargetsState } from './targets-cache';
import type { Host } from './types';

let cached: Inventory | null = null;
let lastGood: Host[] | null = null;
let listFile: string | null = null;
let composed: { file: Inventory; version: number; inventory: Inventory } | null = null;

/**
 * The inventory, re-read when the fleet file's (or ssh config's, or list file's) mtime changes. When an
 * edit breaks the file, the last good hosts stay in service and `error` says what is wrong. Hosts
 * from Prometheus targets are the last list it gave, refreshed in the background.
 */
export function getInventory(opts: InventoryOptions = {}): Inventory {
  const file = fileInventory(opts);
  const targets = file.sources?.targets;
  if (!targets) return file;
  const state = targetsState(targets);
  if (composed && composed.file === file && composed.version === state.version) return composed.inventory;
  composed = { file, version: state.version, inventory: withTargets(file, state) };
  return composed.inventory;
}

/** getInventory, after waiting for the first Prometheus target list if none was read yet. */
export async function getInventoryReady(opts: InventoryOptions = {}): Promise<Inventory> {
  const file = fileInventory(opts);
  const targets = file.sources?.targets;
  if (targets) {
    const state = targetsState(targets);
    if (!state.list && !state.error && state.inflight) await state.inflight;
  }
  return getInventory(opts);
}

function fileInventory(opts: InventoryOptions): Inventory {
  const paths = inventoryPaths(opts);
  if (cached && cached.path === paths.fleetFile && cached.stamp === inventoryStamp(paths, listFile)) return cached;
  const fresh = loadInventory(opts);
  if (cached && cached.path !== fresh.path) (lastGood = null), (listFile = null);
  if (fresh.error === null) (lastGood = fresh.hosts), (listFile = fresh.sources?.listFile ?? null);
  const stamp = fresh.error ? inventoryStamp(paths, listFile) : fresh.stamp;
  const sources = fresh.error ? (cached?.sources ?? null) : fresh.sources;
  cached = fresh.error && lastGood ? { ...fresh, hosts: lastGood, stamp, sources } : { ...fresh, stamp };
  return cached;
}

function withTargets(file: Inventory, state: TargetsState): Inventory {
  const { list, error } = state;
  const taken = new Set(file.hosts.map((h) => h.name));
  const found: Host[] = [];
  // A host listed by hand keeps its own settings; Prometheus only adds the ones it alone knows.
  for (const t of list?.hosts ?? []) if (!taken.has(t.name)) found.push(file.sources!.hostFor(t.name, t.address));
  const skipped = list && list.skipped.length > 0 ? new RadarError('prometheus_error', `${list.skipped.length} target(s) whose label is not a host name were left out (first: "${list.skipped[0]}")`) : null;
  return { ...file, hosts: [...file.hosts, ...found], sourceError: error ?? skipped, listedAt: list?.listedAt ?? null };
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
