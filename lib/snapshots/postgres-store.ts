import 'server-only';
import pg from 'pg';
import { RadarError } from '@/lib/api/errors';
import { decodePayload, encodePayload, PAYLOAD_VERSION, stamp } from './payload';
import { isPostgresUnavailable } from './postgres-unavailable';
import { isSnapshotId } from './snapshot-id';
import type { SnapshotStore } from './types';

export const SNAPSHOT_TABLE = 'radar_snapshots';
// Any constant works; every replica must use the same one.
const SCHEMA_LOCK_KEY = 0x5241_4441;
const SCHEMA = `CREATE TABLE IF NOT EXISTS ${SNAPSHOT_TABLE} (
  id text PRIMARY KEY,
  created_at bigint NOT NULL,
  host text,
  unit text,
  version integer NOT NULL,
  payload bytea NOT NULL
)`;

export interface PostgresStoreOptions {
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  maxConnections?: number;
}

/** A store on the PostgreSQL at `url`; the table is created on first use, so several replicas can share one database. */
export function openPostgresStore(url: string, options: PostgresStoreOptions = {}): SnapshotStore {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    application_name: 'restart-radar',
  });
  // An idle connection dropped by a database restart must not take the process down.
  pool.on('error', (err) => console.error(`snapshot database: ${err.message}`));

  let schema: Promise<void> | null = null;
  const ready = () =>
    (schema ??= createSchema(pool).catch((err: unknown) => {
      schema = null;
      throw err;
    }));

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      await ready();
      return await work();
    } catch (err) {
      if (!isPostgresUnavailable(err)) throw err;
      console.error(`snapshot database unavailable: ${(err as Error).message}`);
      throw new RadarError('store_unavailable', 'The snapshot database cannot be reached; try again shortly');
    }
  };

  return {
    backend: 'postgres',
    create: (input) =>
      run(async () => {
        const snapshot = stamp(input);
        await pool.query(`INSERT INTO ${SNAPSHOT_TABLE} (id, created_at, host, unit, version, payload) VALUES ($1, $2, $3, $4, $5, $6)`, [
          snapshot.id,
          snapshot.createdAt,
          snapshot.host,
          snapshot.unit,
          PAYLOAD_VERSION,
          encodePayload(snapshot),
        ]);
        return snapshot;
      }),
    get: async (id) => {
      if (!isSnapshotId(id)) return null;
      return run(async () => {
        const { rows } = await pool.query<{ payload: Buffer; version: number }>(`SELECT payload, version FROM ${SNAPSHOT_TABLE} WHERE id = $1`, [id]);
        return rows[0] ? decodePayload(rows[0].payload, rows[0].version) : null;
      });
    },
    count: () => run(async () => Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${SNAPSHOT_TABLE}`)).rows[0]?.n ?? 0)),
    close: () => pool.end(),
  };
}

async function createSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // CREATE TABLE IF NOT EXISTS is not atomic: two replicas starting at once can both pass the check and collide in the catalog.
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(SCHEMA);
    await client.query('COMMIT');
    client.release();
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
}
