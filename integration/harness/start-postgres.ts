import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureTestUser } from './ensure-test-user';
import { freePort } from './free-port';
import { sleep } from './processes';

const PG_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'radar';
const PASSWORD = 'radar-test-pw';

export interface TestPostgres {
  port: number;
  /** postgres://radar:…@127.0.0.1:PORT/radar */
  url: string;
  /** A new empty database on this server; answers its URL. */
  createDatabase(name?: string): Promise<string>;
  /** SIGKILL the postmaster and every backend (a crash: no shutdown checkpoint). */
  kill9(): Promise<void>;
  /** Starts the server again on the same data and port (crash recovery runs first after kill9: CHECKPOINT first keeps it short). */
  start(): Promise<void>;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

/** Debian's newest installed PostgreSQL server binaries (package postgresql). */
export function postgresBinDir(): string {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((v) => existsSync(path.join(PG_ROOT, v, 'bin/postgres'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL server under ${PG_ROOT}: apt-get install postgresql`);
  return path.join(PG_ROOT, newest, 'bin');
}

// postgres refuses to run as root: as root, run it as the package's own system user (else the harness's test user).
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    const { uid, gid } = ensureTestUser();
    return { uid, gid };
  }
}

/** initdb into a temp folder and start a real PostgreSQL on a free 127.0.0.1 port, its socket in that folder. */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const user = serverUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-pg-'));
  const data = path.join(dir, 'data');
  const socketDir = path.join(dir, 'sock');
  mkdirSync(socketDir);
  const pwFile = path.join(dir, 'pw');
  writeFileSync(pwFile, `${PASSWORD}\n`);
  if (user) for (const p of [dir, socketDir, pwFile]) chownSync(p, user.uid, user.gid);
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', SUPERUSER, `--pwfile=${pwFile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--no-locale', '--no-sync'], {
    ...asUser,
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 60_000,
  });

  let port = 0;
  let child: ChildProcess | null = null;
  let log = '';

  const launch = async (timeoutMs = 90_000): Promise<void> => {
    log = '';
    child = spawn(
      path.join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'shared_buffers=16MB', '-c', 'max_connections=60'],
      { ...asUser, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    );
    const self = child;
    // The first lines say why a start failed; later ones are mostly our own polls refused during recovery.
    self.stderr!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(0, 8_000)));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (self.exitCode !== null) throw new Error(`postgres exited with ${self.exitCode}: ${log}`);
      if (await answers(urlFor('postgres'))) return;
      await sleep(100);
    }
    throw new Error(`postgres did not accept connections within ${timeoutMs / 1000} s: ${log}`);
  };

  const urlFor = (db: string) => `postgres://${SUPERUSER}:${PASSWORD}@127.0.0.1:${port}/${db}`;

  const kill9 = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    process.kill(-c.pid!, 'SIGKILL');
    await gone;
    // Backends notice the postmaster's death on their own; a new postmaster refuses to start while they hold its shared memory.
    for (let i = 0; i < 100 && groupAlive(c.pid!); i++) await sleep(50);
  };

  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    try {
      await launch();
      break;
    } catch (err) {
      if (attempt >= 2 || !/could not bind|Address already in use/i.test(log)) {
        rmSync(dir, { recursive: true, force: true });
        throw err;
      }
    }
  }
  await withClient(urlFor('postgres'), (c) => c.query(`CREATE DATABASE ${SUPERUSER}`));

  let dbCount = 0;
  return {
    port,
    url: urlFor(SUPERUSER),
    async createDatabase(name = `t${++dbCount}_${process.pid}`) {
      if (!/^[a-z][a-z0-9_]{0,40}$/.test(name)) throw new Error(`bad database name ${name}`);
      await withClient(urlFor('postgres'), (c) => c.query(`CREATE DATABASE ${name}`));
      return urlFor(name);
    },
    kill9,
    // After kill9 a backend may still hold the old shared memory for a moment (it exits when it notices the postmaster gone;
    // under load that can outlast kill9's wait): postgres then refuses to start, and starting again shortly after succeeds.
    async start() {
      for (let attempt = 0; ; attempt++) {
        try {
          return await launch();
        } catch (err) {
          if (attempt >= 40 || !/pre-existing shared memory block .* is still in use/.test(log)) throw err;
          await sleep(250);
        }
      }
    },
    async stop() {
      const c = child;
      if (c && c.exitCode === null && c.signalCode === null) {
        const gone = new Promise((r) => c.once('exit', r));
        process.kill(-c.pid!, 'SIGINT');
        await Promise.race([gone, sleep(10_000)]);
        if (c.exitCode === null && c.signalCode === null) await kill9();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await withClient(url, (c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
