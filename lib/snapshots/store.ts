import 'server-only';
import path from 'node:path';
import { type Env, getEnv } from '@/lib/env';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import type { NewSnapshot, Snapshot, SnapshotStore } from './types';

/** PostgreSQL when DATABASE_URL is set (replicas share it), else SQLite in RADAR_DATA_DIR. */
export function openConfiguredStore(env: Pick<Env, 'DATABASE_URL' | 'RADAR_DATA_DIR'> = getEnv()): SnapshotStore {
  return env.DATABASE_URL ? openPostgresStore(env.DATABASE_URL) : openSqliteStore(path.resolve(env.RADAR_DATA_DIR));
}

const GLOBAL_KEY = Symbol.for('restart-radar.snapshot-store');

/** The server's store, opened once per process (Next may load this module per route bundle). */
export function defaultSnapshotStore(): SnapshotStore {
  const g = globalThis as { [GLOBAL_KEY]?: SnapshotStore };
  return (g[GLOBAL_KEY] ??= openConfiguredStore());
}

export function createSnapshot(snapshot: NewSnapshot): Promise<Snapshot> {
  return defaultSnapshotStore().create(snapshot);
}

export function getSnapshot(id: string): Promise<Snapshot | null> {
  return defaultSnapshotStore().get(id);
}
