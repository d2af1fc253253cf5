// kill -9 the server while snapshots are being written; every snapshot it acknowledged must be there, intact.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
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

describe('snapshot store under kill -9', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-kill-'));
  const env = { RADAR_DATA_DIR: dir, FLEET_FILE: path.join(dir, 'no-fleet.yaml') };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`every acknowledged snapshot survives ${ROUNDS} kills in the middle of concurrent writes`, async () => {
    const acks: Ack[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await spawnRouteServer(env);
      await writeUntilKilled(server, round, acks, acks.length + 12 + round * 4);
      expect(server.child.signalCode).toBe('SIGKILL');
    }
    expect(acks.length).toBeGreaterThanOrEqual(12 * ROUNDS);
    // 128 random bits each, base64url: never sequential, never repeated.
    for (const { id } of acks) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(acks.map((a) => a.id)).size).toBe(acks.length);

    const server = await spawnRouteServer(env);
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

    const db = new Database(path.join(dir, 'snapshots.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set((db.prepare('SELECT id FROM snapshots').all() as { id: string }[]).map((r) => r.id));
      for (const { id } of acks) expect(ids.has(id)).toBe(true);
    } finally {
      db.close();
    }
  }, 180_000);
});
