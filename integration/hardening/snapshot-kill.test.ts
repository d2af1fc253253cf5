// kill -9 the server while snapshots are being written, on SQLite and on PostgreSQL; every snapshot it acknowledged must be there, intact.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_TABLE } from '@/lib/snapshots/postgres-store';
import { startPostgres } from '../harness';
import { spawnRouteServer, type RouteServer } from './spawn-route-server';

const WRITERS = 6;
const ROUNDS = 2;
const LINES = 400;

function pasteFor(marker: string): string {
  const lines: string[] = [];
  for (let i = 0; i < LINES; i++) {
    const t = `23:${String(30 + Math.floor(i / 60) % 30).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
    lines.push(`Feb 20 ${t} llm-two python3.12[222636]: (Worker_TP${i % 8} pid=222636) INFO 02-20 ${t} [gpu_model_runner.py:4128] ${marker} line ${i}`);
  }
  return lines.join('\n');
}

interface Ack {
  id: string;
  marker: string;
}

async function writeUntilKilled(server: RouteServer, round: number, acks: Ack[], killAfterAcks: number): Promise<void> {
  let stop = false;
  let n = 0;
  const killed = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (acks.length >= killAfterAcks) {
        clearInterval(check);
        stop = true;
        void server.kill9().then(resolve);
      }
    }, 5);
  });
  const writer = async (w: number) => {
    for (let i = 0; !stop && i < 10_000; i++) {
      const marker = `r${round}-w${w}-n${n++}`;
      try {
        const res = await fetch(server.url('/api/snapshots'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ source: 'paste', text: pasteFor(marker) }),
        });
        if (res.status === 201) acks.push({ id: ((await res.json()) as { id: string }).id, marker });
        else throw new Error(`POST answered ${res.status}: ${await res.text()}`);
      } catch (err) {
        // Requests in flight when the server dies fail: those were never acknowledged.
        if (!stop) throw err;
      }
    }
  };
  await Promise.all([...Array.from({ length: WRITERS }, (_, w) => writer(w)), killed]);
}

interface Backend {
  env: Record<string, string>;
  /** Every id the database itself holds, read past the server; checks the store is sound after the kills. */
  storedIds(): Promise<Set<string>>;
}

const BACKENDS: Record<'sqlite' | 'postgres', () => Promise<Backend & { close(): Promise<void> }>> = {
  sqlite: async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'radar-kill-'));
    return {
      env: { RADAR_DATA_DIR: dir, FLEET_FILE: path.join(dir, 'no-fleet.yaml'), DATABASE_URL: '' },
      storedIds: async () => {
        const db = new Database(path.join(dir, 'snapshots.db'), { readonly: true });
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          return new Set((db.prepare('SELECT id FROM snapshots').all() as { id: string }[]).map((r) => r.id));
        } finally {
          db.close();
        }
      },
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  postgres: async () => {
    const server = await startPostgres();
    const dir = mkdtempSync(path.join(tmpdir(), 'radar-kill-pg-'));
    return {
      // RADAR_DATA_DIR points at an empty folder: nothing may land in SQLite when DATABASE_URL is set.
      env: { RADAR_DATA_DIR: dir, FLEET_FILE: path.join(dir, 'no-fleet.yaml'), DATABASE_URL: server.url },
      storedIds: async () => {
        expect(readdirSync(dir)).toEqual([]);
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        try {
          return new Set((await client.query<{ id: string }>(`SELECT id FROM ${SNAPSHOT_TABLE}`)).rows.map((r) => r.id));
        } finally {
          await client.end();
        }
      },
      close: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

describe.each(Object.keys(BACKENDS) as (keyof typeof BACKENDS)[])('snapshot store under kill -9 (%s)', (name) => {
  let backend: Awaited<ReturnType<(typeof BACKENDS)[typeof name]>>;
  beforeAll(async () => {
    backend = await BACKENDS[name]();
  }, 60_000);
  afterAll(() => backend?.close());

  it(`every acknowledged snapshot survives ${ROUNDS} kills in the middle of concurrent writes`, async () => {
    const acks: Ack[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await spawnRouteServer(backend.env);
      await writeUntilKilled(server, round, acks, acks.length + 12 + round * 4);
      expect(server.child.signalCode).toBe('SIGKILL');
    }
    expect(acks.length).toBeGreaterThanOrEqual(12 * ROUNDS);
    // 128 random bits each, base64url: never sequential, never repeated.
    for (const { id } of acks) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(acks.map((a) => a.id)).size).toBe(acks.length);

    const server = await spawnRouteServer(backend.env);
    try {
      for (const { id, marker } of acks) {
        const res = await fetch(server.url(`/api/snapshots/${id}`));
        expect({ id, status: res.status }).toEqual({ id, status: 200 });
        const snap = (await res.json()) as { id: string; entries: { message: string }[]; analysis: { attempts: unknown[] } };
        expect(snap.id).toBe(id);
        expect(snap.entries).toHaveLength(LINES);
        expect(snap.entries[0]?.message).toContain(`${marker} line 0`);
        expect(snap.entries.at(-1)?.message).toContain(`${marker} line ${LINES - 1}`);
        expect(Array.isArray(snap.analysis.attempts)).toBe(true);
      }
    } finally {
      await server.kill9();
    }

    const ids = await backend.storedIds();
    for (const { id } of acks) expect(ids.has(id)).toBe(true);
  }, 180_000);
});
