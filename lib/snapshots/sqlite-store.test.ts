import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStoreContract, STORY } from './__fixtures__/store-contract';
import { sampleSnapshot } from './__fixtures__/sample-snapshot';
import { openSqliteStore, SNAPSHOT_DB_FILE } from './sqlite-store';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-store-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describeStoreContract('sqlite', async () => {
  const dir = tempDir();
  return {
    env: { RADAR_DATA_DIR: dir, DATABASE_URL: null },
    storedBytes: async (id) => {
      const db = new Database(path.join(dir, SNAPSHOT_DB_FILE), { readonly: true });
      try {
        return (db.prepare('SELECT length(payload) AS n FROM snapshots WHERE id = ?').get(id) as { n: number }).n;
      } finally {
        db.close();
      }
    },
  };
});

describe('openSqliteStore', () => {
  it('creates its folder and database, in WAL mode with full sync', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const store = openSqliteStore(dir);
    await store.create(sampleSnapshot(STORY));
    await store.close();
    const db = new Database(path.join(dir, SNAPSHOT_DB_FILE), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});
