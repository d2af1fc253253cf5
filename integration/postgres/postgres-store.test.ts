// The snapshot store on a real PostgreSQL, started once for this file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStoreContract, STORY } from '@/lib/snapshots/__fixtures__/store-contract';
import { sampleSnapshot } from '@/lib/snapshots/__fixtures__/sample-snapshot';
import { openPostgresStore, SNAPSHOT_TABLE } from '@/lib/snapshots/postgres-store';
import { freePort } from '../harness/free-port';
import { startPostgres, type TestPostgres } from '../harness';
import { spawnRouteServer } from '../hardening/spawn-route-server';

let server: TestPostgres;
const dir = mkdtempSync(path.join(tmpdir(), 'radar-pg-store-'));
beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describeStoreContract('postgres', async () => {
  const url = await server.createDatabase();
  return {
    // RADAR_DATA_DIR is set too: with DATABASE_URL it must stay unused.
    env: { RADAR_DATA_DIR: path.join(dir, 'unused'), DATABASE_URL: url },
    storedBytes: async (id) => Number((await query<{ n: string }>(url, `SELECT octet_length(payload) AS n FROM ${SNAPSHOT_TABLE} WHERE id = $1`, [id]))[0]?.n),
  };
});

describe('openPostgresStore', () => {
  it('creates its table on first use, once, when many replicas start at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const url = await server.createDatabase();
      const stores = Array.from({ length: 8 }, () => openPostgresStore(url, { maxConnections: 2 }));
      const made = await Promise.all(stores.map((s, i) => s.create(sampleSnapshot([`replica ${i}`]))));
      expect(made).toHaveLength(8);
      expect(await stores[0]!.count()).toBe(8);
      await Promise.all(stores.map((s) => s.close()));
      const tables = await query<{ n: string }>(url, `SELECT count(*) AS n FROM pg_tables WHERE tablename = $1`, [SNAPSHOT_TABLE]);
      expect(tables[0]?.n).toBe('1');
    }
  });

  it('reuses the table a previous start created, and touches nothing else in the database', async () => {
    const url = await server.createDatabase();
    await query(url, 'CREATE TABLE snapshots (other_app_column int)');
    const first = openPostgresStore(url);
    const { id } = await first.create(sampleSnapshot(STORY));
    await first.close();
    const second = openPostgresStore(url);
    expect((await second.get(id))?.entries).toHaveLength(STORY.length);
    await second.close();
    expect(await query(url, 'SELECT * FROM snapshots')).toEqual([]);
  });

  it('answers store_unavailable, without the URL or password, while the database is down, and recovers when it is back', async () => {
    const url = await server.createDatabase();
    const store = openPostgresStore(url, { connectTimeoutMs: 1_000 });
    const before = await store.create(sampleSnapshot(STORY));
    // Earlier tests wrote a lot: without a checkpoint the restart below replays all of it.
    await query(url, 'CHECKPOINT');
    await server.kill9();
    try {
      for (const attempt of [() => store.create(sampleSnapshot(STORY)), () => store.get(before.id), () => store.count()]) {
        const err = (await attempt().then(
          () => null,
          (e: unknown) => e,
        )) as { code?: string; message?: string } | null;
        expect(err).toMatchObject({ code: 'store_unavailable' });
        expect(err?.message).not.toContain(String(server.port));
        expect(err?.message).not.toMatch(/radar-test-pw|postgres:\/\//);
      }
    } finally {
      await server.start();
    }
    expect((await store.get(before.id))?.id).toBe(before.id);
    expect((await store.create(sampleSnapshot(STORY))).id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await store.close();
  }, 120_000);

  it('keeps every acknowledged snapshot when PostgreSQL itself is killed with SIGKILL mid-write', async () => {
    const url = await server.createDatabase();
    await query(url, 'CHECKPOINT');
    const store = openPostgresStore(url, { connectTimeoutMs: 1_000 });
    const acked: { id: string; message: string }[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let n = 0; !stop; n++) {
        const message = `${STORY[1]} w${w} n${n}`;
        try {
          acked.push({ id: (await store.create(sampleSnapshot([message]))).id, message });
        } catch (err) {
          if (!stop) throw err;
        }
      }
    });
    while (acked.length < 100) await new Promise((r) => setTimeout(r, 5));
    stop = true;
    await server.kill9();
    await Promise.all(writers);
    await server.start();
    for (const { id, message } of acked) expect((await store.get(id))?.entries[0]?.message, id).toBe(message);
    await store.close();
  }, 120_000);
});

describe('the snapshot routes with DATABASE_URL pointing at no database', () => {
  it('answer 503 store_unavailable, never the URL or its password, and the page stays up', async () => {
    const url = `postgres://radar:s3cret-in-url@127.0.0.1:${await freePort()}/radar`;
    const server = await spawnRouteServer({ DATABASE_URL: url, RADAR_DATA_DIR: path.join(dir, 'routes'), FLEET_FILE: path.join(dir, 'no-fleet.yaml') });
    try {
      const post = await fetch(server.url('/api/snapshots'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ source: 'paste', text: STORY.join('\n') }) });
      const get = await fetch(server.url('/api/snapshots/AAAAAAAAAAAAAAAAAAAAAA'));
      for (const res of [post, get]) {
        expect(res.status).toBe(503);
        const text = await res.text();
        expect(JSON.parse(text)).toMatchObject({ error: { code: 'store_unavailable' } });
        expect(text).not.toMatch(/s3cret|postgres:\/\/|127\.0\.0\.1/);
      }
    } finally {
      await server.kill9();
    }
  });
});
