import 'server-only';
import { readFileSync, statSync } from 'node:fs';
import { homedir, userInfo } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { RadarError } from '@/lib/api/errors';
import { DEMO_FLEET } from '@/lib/demo/fleet';
import { getEnv } from '@/lib/env';
import { readFleetFile, type FleetDefinition } from './parse-fleet-file';
import { parseSshConfig } from './ssh-config';
import type { Host } from './types';

export interface Inventory {
  hosts: Host[];
  /** Set when the fleet file is bad; hosts is then empty (or the last good ones, from getInventory). */
  error: RadarError | null;
  source: 'file' | 'demo';
  /** Absolute path of the fleet file that was (or would have been) read. */
  path: string;
  /** mtime of the fleet file and ssh config, to notice edits. */
  stamp: string;
  /** A host source (list file, Prometheus targets) that failed: its hosts are its last known list. */
  sourceError: RadarError | null;
  /** Epoch ms of the host list from a refreshed source (Prometheus targets); null for files alone. */
  listedAt: number | null;
  /** The fleet file's host sources beyond `hosts:`; null for the demo fleet or a bad file. */
  sources: Pick<FleetDefinition, 'listFile' | 'targets' | 'hostFor'> | null;
}

export interface InventoryOptions {
  fleetFile?: string;
  /** ssh_config path; null for none. Default RADAR_SSH_CONFIG or ~/.ssh/config. */
  sshConfigFile?: string | null;
  home?: string;
  localUser?: string;
}

/** Reads the fleet file; no file → the demo fleet; a bad file → `{ hosts: [], error }` (never throws). */
export function loadInventory(opts: InventoryOptions = {}): Inventory {
  const paths = inventoryPaths(opts);
  const stamp = inventoryStamp(paths);
  let text: string;
  try {
    text = readFileSync(/* turbopackIgnore: true */ paths.fleetFile, 'utf8');
  } catch (err) {
    if (isNotFound(err)) return { hosts: DEMO_FLEET, error: null, source: 'demo', path: paths.fleetFile, stamp, sourceError: null, listedAt: null, sources: null };
    const error = new RadarError('bad_fleet_file', `${basename(paths.fleetFile)}: cannot read the file (${(err as Error).message})`);
    return { hosts: [], error, source: 'file', path: paths.fleetFile, stamp, sourceError: null, listedAt: null, sources: null };
  }
  try {
    const { hosts, ...sources } = readFleetFile(text, {
      fileLabel: basename(paths.fleetFile),
      baseDir: dirname(paths.fleetFile),
      sshConfig: readSshConfig(paths.sshConfigFile),
      home: paths.home,
      localUser: paths.localUser,
      readListFile: (p) => readFileSync(/* turbopackIgnore: true */ p, 'utf8'),
    });
    const withList = sources.listFile ? inventoryStamp(paths, sources.listFile) : stamp;
    return { hosts, error: null, source: 'file', path: paths.fleetFile, stamp: withList, sourceError: null, listedAt: null, sources };
  } catch (err) {
    // Whatever a hand-edited file does (alias bombs, odd ssh config syntax), the dashboard stays up.
    const error = err instanceof RadarError ? err : new RadarError('bad_fleet_file', `${basename(paths.fleetFile)}: ${(err as Error).message}`);
    return { hosts: [], error, source: 'file', path: paths.fleetFile, stamp, sourceError: null, listedAt: null, sources: null };
  }
}

let processUser: string | undefined;
/** os.userInfo() reads /etc/passwd on every call, and inventoryPaths runs on every request: once per process is enough. */
function localUserName(): string {
  return (processUser ??= userInfo().username);
}

export function inventoryPaths(opts: InventoryOptions = {}) {
  const env = getEnv();
  const home = opts.home ?? homedir();
  return {
    // Paths from the environment, read at run time: nothing for the build to trace (turbopackIgnore).
    fleetFile: resolve(/* turbopackIgnore: true */ opts.fleetFile ?? env.FLEET_FILE),
    sshConfigFile: opts.sshConfigFile === undefined ? (env.RADAR_SSH_CONFIG ?? `${home}/.ssh/config`) : opts.sshConfigFile,
    home,
    localUser: opts.localUser ?? localUserName(),
  };
}

export function inventoryStamp(paths: { fleetFile: string; sshConfigFile: string | null }, listFile: string | null = null): string {
  return [paths.fleetFile, paths.sshConfigFile, ...(listFile ? [listFile] : [])].map((p) => (p ? mtimeOf(p) : '-')).join('|');
}

function mtimeOf(path: string): string {
  try {
    const st = statSync(path);
    return `${st.mtimeMs}:${st.size}`;
  } catch {
    return 'absent';
  }
}

function readSshConfig(path: string | null) {
  if (!path) return null;
  try {
    return parseSshConfig(readFileSync(/* turbopackIgnore: true */ path, 'utf8'));
  } catch (err) {
    if (isNotFound(err)) return null;
    throw new RadarError('bad_fleet_file', `${path}: cannot read the ssh config (${(err as Error).message})`);
  }
}

function isNotFound(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
