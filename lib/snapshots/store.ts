import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { getEnv } from '@/lib/env';
import type { NewSnapshot, Snapshot } from './types';

export const SNAPSHOT_DB_FILE = 'snapshots.db';
const ID_RE = /^[A-Za-z0-9_-]{22}$/;
const PAYLOAD_VERSION = 1;

export interface SnapshotStore {
  readonly file: string;
  create(snapshot: NewSnapshot): Snapshot;
  /** Null for an unknown or malformed id. */
  get(id: string): Snapshot | null;
  count(): number;
  close(): void;
}

export function isSnapshotId(value: string): boolean {
  return ID_RE.test(value);
}

export function newSnapshotId(): string {
  return randomBytes(16).toString('base64url');
}

/** Opens (creating when missing) the snapshot database in `dir`. */
export function openSnapshotStore(dir: string): SnapshotStore {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, SNAPSHOT_DB_FILE);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL syncs the WAL on every commit: an acknowledged snapshot survives kill -9 and power loss.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS snapshots (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    host TEXT,
    unit TEXT,
    version INTEGER NOT NULL,
    payload BLOB NOT NULL
  ) STRICT`);
  const insert = db.prepare('INSERT INTO snapshots (id, created_at, host, unit, version, payload) VALUES (?, ?, ?, ?, ?, ?)');
  const select = db.prepare<[string], { payload: Buffer; version: number }>('SELECT payload, version FROM snapshots WHERE id = ?');
  const countRows = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM snapshots');

  return {
    file,
    create(input) {
      const snapshot: Snapshot = { id: newSnapshotId(), createdAt: Date.now(), ...input };
      const payload = gzipSync(JSON.stringify(snapshot), { level: 4 });
      insert.run(snapshot.id, snapshot.createdAt, snapshot.host, snapshot.unit, PAYLOAD_VERSION, payload);
      return snapshot;
    },
    get(id) {
      if (!isSnapshotId(id)) return null;
      const row = select.get(id);
      if (!row || row.version !== PAYLOAD_VERSION) return null;
      return JSON.parse(gunzipSync(row.payload).toString('utf8')) as Snapshot;
    },
    count: () => countRows.get()?.n ?? 0,
    close: () => db.close(),
  };
}

const GLOBAL_KEY = Symbol.for('restart-radar.snapshot-store');

/** The server's store in RADAR_DATA_DIR, opened once per process (Next may load this module per route bundle). */
export function defaultSnapshotStore(): SnapshotStore {
  const g = globalThis as { [GLOBAL_KEY]?: SnapshotStore };
  return (g[GLOBAL_KEY] ??= openSnapshotStore(path.resolve(getEnv().RADAR_DATA_DIR)));
}

export function createSnapshot(snapshot: NewSnapshot): Snapshot {
  return defaultSnapshotStore().create(snapshot);
}

export function getSnapshot(id: string): Snapshot | null {
  return defaultSnapshotStore().get(id);
}
