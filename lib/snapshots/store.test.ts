import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { isSnapshotId, newSnapshotId, openSnapshotStore, SNAPSHOT_DB_FILE } from './store';
import { sampleSnapshot } from './__fixtures__/sample-snapshot';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const STORY = [
  '(EngineCore_DP0 pid=221343) RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)',
  '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
  'progress bar \r 50% \u001b[32mgreen\u001b[0m ünïcødé',
];

describe('snapshot ids', () => {
  it('are 128 random bits as 22 base64url characters, never repeating', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newSnapshotId));
    expect(ids.size).toBe(10_000);
    for (const id of ids) expect(isSnapshotId(id)).toBe(true);
    expect(Buffer.from([...ids][0]!, 'base64url')).toHaveLength(16);
  });
});

describe('openSnapshotStore', () => {
  it('creates its folder and database, in WAL mode with full sync', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const store = openSnapshotStore(dir);
    store.create(sampleSnapshot(STORY));
    store.close();
    const db = new Database(path.join(dir, SNAPSHOT_DB_FILE), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('gives back exactly what it stored, after the store is closed and reopened', () => {
    const dir = tempDir();
    const input = sampleSnapshot(STORY);
    const store = openSnapshotStore(dir);
    const created = store.create(input);
    store.close();
    const again = openSnapshotStore(dir);
    const read = again.get(created.id);
    again.close();
    expect(read).toEqual(created);
    expect(read?.entries.map((e) => e.message)).toEqual(STORY);
    expect(read?.createdAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers null for an unknown, malformed or hostile id', () => {
    const store = openSnapshotStore(tempDir());
    store.create(sampleSnapshot(STORY));
    for (const id of [newSnapshotId(), '', 'short', "' OR 1=1 --", 'a'.repeat(22) + '=', '../../etc/passwd']) expect(store.get(id)).toBeNull();
    expect(store.count()).toBe(1);
    store.close();
  });

  it('stores a 50,000-line slice compressed', () => {
    const dir = tempDir();
    const store = openSnapshotStore(dir);
    const lines = Array.from({ length: 50_000 }, (_, i) => `(Worker_TP${i % 8} pid=${222636 + (i % 8)}) INFO 02-20 23:37:52 [loader.py:12] shard ${i}`);
    const created = store.create(sampleSnapshot(lines));
    expect(store.get(created.id)?.entries).toHaveLength(50_000);
    const db = new Database(store.file, { readonly: true });
    const row = db.prepare('SELECT length(payload) AS n FROM snapshots').get() as { n: number };
    db.close();
    store.close();
    expect(row.n).toBeLessThan(JSON.stringify(created).length / 5);
  });

  it('keeps every acknowledged snapshot intact when the writer is killed with SIGKILL mid-write', async () => {
    const dir = tempDir();
    const acked = new Map<string, string>();
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(__dirname, '__fixtures__/write-loop.ts'), dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`writer too slow: ${acked.size} acks; ${stderr}`)), 25_000);
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          const [id, digest] = line.split(' ');
          if (id && digest) acked.set(id, digest);
        }
        if (acked.size >= 300) {
          clearTimeout(timer);
          process.kill(-child.pid!, 'SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => {
        clearTimeout(timer);
        if (acked.size < 300) reject(new Error(`writer exited early: ${stderr}`));
      });
    });
    await new Promise((r) => setTimeout(r, 200));
    const store = openSnapshotStore(dir);
    for (const [id, digest] of acked) {
      const snap = store.get(id);
      expect(snap, id).not.toBeNull();
      expect(createHash('sha256').update(JSON.stringify(snap!.entries)).digest('hex')).toBe(digest);
    }
    expect(store.count()).toBeGreaterThanOrEqual(acked.size);
    store.close();
  });
});
