// The behaviour every snapshot store must have, run against SQLite (lib/snapshots) and PostgreSQL (integration/postgres).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSnapshotId } from '../snapshot-id';
import { openConfiguredStore } from '../store';
import type { SnapshotStore } from '../types';
import { sampleSnapshot } from './sample-snapshot';

export interface ContractDatabase {
  /** What openConfiguredStore reads: DATABASE_URL null means SQLite in RADAR_DATA_DIR. */
  env: { RADAR_DATA_DIR: string; DATABASE_URL: string | null };
  /** Bytes the backend keeps for one snapshot's payload. */
  storedBytes(id: string): Promise<number>;
}

export const STORY = [
  '(EngineCore_DP0 pid=221343) RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)',
  '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
  'progress bar \r 50% \u001b[32mgreen\u001b[0m ünïcødé \u0000 nul',
];

/** `fresh` answers an empty database per call; every store a test opens on it shares it. */
export function describeStoreContract(backend: 'sqlite' | 'postgres', fresh: () => Promise<ContractDatabase>): void {
  const open = (db: ContractDatabase): SnapshotStore => openConfiguredStore(db.env);

  describe(`snapshot store contract (${backend})`, () => {
    it('is the backend DATABASE_URL selects', async () => {
      const store = open(await fresh());
      expect(store.backend).toBe(backend);
      await store.close();
    });

    it('gives back exactly what it stored, after the store is closed and reopened', async () => {
      const db = await fresh();
      const store = open(db);
      const created = await store.create(sampleSnapshot(STORY));
      await store.close();
      const again = open(db);
      const read = await again.get(created.id);
      await again.close();
      expect(read).toEqual(created);
      expect(read?.entries.map((e) => e.message)).toEqual(STORY);
      expect(read?.createdAt).toBeGreaterThan(Date.now() - 60_000);
    });

    it('answers null for an unknown, malformed or hostile id', async () => {
      const store = open(await fresh());
      await store.create(sampleSnapshot(STORY));
      for (const id of [newSnapshotId(), '', 'short', "' OR 1=1 --", 'a'.repeat(22) + '=', '../../etc/passwd', "aaaaaaaaaaaaaaaaaaaa'1"]) expect(await store.get(id)).toBeNull();
      expect(await store.count()).toBe(1);
      await store.close();
    });

    it('stores a 50,000-line slice compressed', async () => {
      const db = await fresh();
      const store = open(db);
      const lines = Array.from({ length: 50_000 }, (_, i) => `(Worker_TP${i % 8} pid=${222636 + (i % 8)}) INFO 02-20 23:37:52 [loader.py:12] shard ${i}`);
      const created = await store.create(sampleSnapshot(lines));
      expect((await store.get(created.id))?.entries).toHaveLength(50_000);
      await store.close();
      expect(await db.storedBytes(created.id)).toBeLessThan(JSON.stringify(created).length / 5);
    });

    it('two stores on one database (two replicas) read each other\'s snapshots while both write', async () => {
      const db = await fresh();
      const [a, b] = [open(db), open(db)];
      const made = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).create(sampleSnapshot([`${STORY[0]} #${i}`]))));
      for (const [i, snap] of made.entries()) expect((await (i % 2 ? b : a).get(snap.id))?.entries[0]?.message).toBe(`${STORY[0]} #${i}`);
      expect(await a.count()).toBe(40);
      await Promise.all([a.close(), b.close()]);
    });

    it('keeps every acknowledged snapshot intact when the writer is killed with SIGKILL mid-write', async () => {
      const db = await fresh();
      const acked = await ackedUntilKilled(db, 300);
      await new Promise((r) => setTimeout(r, 200));
      const store = open(db);
      for (const [id, digest] of acked) {
        const snap = await store.get(id);
        expect(snap, id).not.toBeNull();
        expect(createHash('sha256').update(JSON.stringify(snap!.entries)).digest('hex')).toBe(digest);
      }
      expect(await store.count()).toBeGreaterThanOrEqual(acked.size);
      await store.close();
    }, 60_000);
  });
}

async function ackedUntilKilled(db: ContractDatabase, wanted: number): Promise<Map<string, string>> {
  const acked = new Map<string, string>();
  const args = [path.join(__dirname, 'write-loop.ts'), db.env.RADAR_DATA_DIR, ...(db.env.DATABASE_URL ? [db.env.DATABASE_URL] : [])];
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let buffered = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      reject(new Error(`writer too slow: ${acked.size} acks; ${stderr}`));
    }, 40_000);
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [id, digest] = line.split(' ');
        if (id && digest) acked.set(id, digest);
      }
      if (acked.size >= wanted) {
        clearTimeout(timer);
        process.kill(-child.pid!, 'SIGKILL');
        resolve();
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      if (acked.size < wanted) reject(new Error(`writer exited early: ${stderr}`));
    });
  });
  return acked;
}
