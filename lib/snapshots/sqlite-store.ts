import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { decodePayload, encodePayload, PAYLOAD_VERSION, stamp } from './payload';
import { isSnapshotId } from './snapshot-id';
import type { SnapshotStore } from './types';

export const SNAPSHOT_DB_FILE = 'snapshots.db';

export interface SqliteSnapshotStore extends SnapshotStore {
  readonly file: string;
}

/** Opens (creating when missing) the snapshot database in `dir`. */
export function openSqliteStore(dir: string): SqliteSnapshotStore {
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
    backend: 'sqlite',
    file,
    async create(input) {
      const snapshot = stamp(input);
      insert.run(snapshot.id, snapshot.createdAt, snapshot.host, snapshot.unit, PAYLOAD_VERSION, encodePayload(snapshot));
      return snapshot;
    },
    async get(id) {
      if (!isSnapshotId(id)) return null;
      const row = select.get(id);
      return row ? decodePayload(row.payload, row.version) : null;
    },
    count: async () => countRows.get()?.n ?? 0,
    close: async () => void db.close(),
  };
}
