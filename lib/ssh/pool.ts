import 'server-only';
import type { Duplex } from 'node:stream';
import type { Client } from 'ssh2';
import { RadarError } from '@/lib/api/errors';
import { shellQuote } from '@/lib/commands/shell-quote';
import type { ExecOptions, ExecResult } from '@/lib/transports/types';
import { ConnectionSlots } from './connection-slots';
import { connectClient, openSocket, type SshTarget } from './connect';
import { CLOSE_WAIT_MS, DEFAULT_MAX_BYTES, MAX_CHANNELS_PER_CONNECTION } from './constants';
import { ChannelOpenError, runCommand } from './run-command';

export interface PoolOptions {
  maxConnections: number;
  connectTimeoutMs: number;
  commandTimeoutMs: number;
}

interface PooledConnection {
  target: SshTarget;
  client: Client;
  sock: Duplex;
  alive: boolean;
  channels: number;
  waiters: Array<() => void>;
  lastUsed: number;
  /** Idempotent: marks the connection dead, frees the jump host hold and any queued callers; the slot waits for `closed`. */
  gone: () => void;
  /** Idempotent: the socket has closed (or CLOSE_WAIT_MS passed), so the slot is free. */
  closed: () => void;
}

export interface PoolStats {
  open: number;
  /** Connections counted in `open`, no longer used, whose socket has not closed yet. */
  closing: number;
  /** Most connections open at once since the pool was created (never above maxConnections). */
  peakOpen: number;
  /** Successful connections made, per pool key, since the pool was created. */
  connects: Record<string, number>;
}

/** One authenticated ssh2 connection per target, reused across execs, reopened on the next call after a drop. */
export class SshPool {
  private readonly conns = new Map<string, Promise<PooledConnection>>();
  private readonly live = new Set<PooledConnection>();
  /** Dead connections whose socket has not closed yet: they still hold a slot. */
  private readonly closing = new Set<PooledConnection>();
  private readonly connectCounts: Record<string, number> = {};
  private readonly slots: ConnectionSlots;

  constructor(readonly options: PoolOptions) {
    this.slots = new ConnectionSlots(options.maxConnections, (wanting) => this.evictIdle(wanting));
  }

  async exec(target: SshTarget, argv: readonly string[], opts: ExecOptions = {}): Promise<ExecResult> {
    const command = shellQuote(argv);
    const run = { label: target.label, timeoutMs: opts.timeoutMs ?? this.options.commandTimeoutMs, maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES };
    for (let attempt = 0; ; attempt++) {
      const conn = await this.connection(target);
      try {
        return await this.withChannel(conn, () => runCommand(conn.client, command, { ...run, isAlive: () => conn.alive, onStall: () => this.drop(conn, 'destroy') }));
      } catch (err) {
        if (!(err instanceof ChannelOpenError)) throw err;
        this.drop(conn, 'destroy');
        if (attempt >= 1) throw new RadarError('unreachable', `${target.label}: the connection closed before the command could start`);
      }
    }
  }

  stats(): PoolStats {
    return { open: this.slots.open, closing: this.closing.size, peakOpen: this.slots.peak, connects: { ...this.connectCounts } };
  }

  /** Closes the connection of one target (and not its jump host, which others may share). */
  async close(key: string): Promise<void> {
    const pending = this.conns.get(key);
    this.conns.delete(key);
    const conn = await pending?.catch(() => null);
    if (conn) this.drop(conn);
  }

  async closeAll(): Promise<void> {
    const all = [...this.conns.values()];
    this.conns.clear();
    for (const conn of await Promise.all(all.map((p) => p.catch(() => null)))) if (conn) this.drop(conn);
    for (const conn of this.live) this.drop(conn);
  }

  private connection(target: SshTarget): Promise<PooledConnection> {
    const existing = this.conns.get(target.key);
    if (existing) {
      return existing.then((c) => {
        if (c.alive) return c;
        if (this.conns.get(target.key) === existing) this.conns.delete(target.key);
        return this.connection(target);
      });
    }
    const opening = this.open(target);
    this.conns.set(target.key, opening);
    // Failures are not cached: the next call tries again.
    opening.catch(() => {
      if (this.conns.get(target.key) === opening) this.conns.delete(target.key);
    });
    return opening;
  }

  private async open(target: SshTarget): Promise<PooledConnection> {
    const timeoutMs = this.options.connectTimeoutMs;
    const jump = target.via ? await this.connection(target.via) : null;
    const release = await this.slots.acquire(timeoutMs);
    let client: Client;
    let sock: Duplex;
    try {
      const started = performance.now();
      sock = jump ? await this.forward(jump, target, timeoutMs) : await openSocket(target, timeoutMs);
      // One budget for TCP, handshake and auth together.
      client = await connectClient(target, sock, Math.max(1, timeoutMs - (performance.now() - started)));
    } catch (err) {
      release();
      if (jump) this.unhold(jump);
      throw err;
    }
    let freed = false;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const conn: PooledConnection = {
      target,
      client,
      sock,
      alive: true,
      channels: 0,
      waiters: [],
      lastUsed: Date.now(),
      gone: () => {
        if (!conn.alive) return;
        conn.alive = false;
        this.live.delete(conn);
        if (!freed) {
          this.closing.add(conn);
          // A peer that never answers the close must not keep the slot forever.
          closeTimer = setTimeout(() => {
            conn.sock.destroy();
            conn.closed();
          }, CLOSE_WAIT_MS);
          closeTimer.unref?.();
        }
        if (jump) this.unhold(jump);
        for (const wake of conn.waiters.splice(0)) wake();
      },
      closed: () => {
        conn.gone();
        if (freed) return;
        freed = true;
        clearTimeout(closeTimer);
        this.closing.delete(conn);
        release();
      },
    };
    this.live.add(conn);
    this.connectCounts[target.key] = (this.connectCounts[target.key] ?? 0) + 1;
    // The slot is freed on the socket's close, not on end or error: until then the connection still exists on both sides.
    client.on('close', conn.closed);
    client.on('end', conn.gone);
    client.on('error', conn.gone);
    return conn;
  }

  private forward(jump: PooledConnection, target: SshTarget, timeoutMs: number): Promise<Duplex> {
    jump.channels++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new RadarError('unreachable', `${target.label} did not answer through ${jump.target.label} within ${timeoutMs} ms`)), timeoutMs);
      const failed = (err: Error) => reject(new RadarError('unreachable', `${target.label} is unreachable through ${jump.target.label}: ${err.message}`));
      try {
        jump.client.forwardOut('127.0.0.1', 0, target.address, target.port, (err, stream) => {
          clearTimeout(timer);
          if (err) return failed(err);
          resolve(stream);
        });
      } catch (err) {
        clearTimeout(timer);
        failed(err as Error);
      }
    });
  }

  private unhold(jump: PooledConnection) {
    jump.channels = Math.max(0, jump.channels - 1);
    jump.lastUsed = Date.now();
    if (jump.channels === 0) this.slots.nudge();
  }

  private async withChannel<T>(conn: PooledConnection, fn: () => Promise<T>): Promise<T> {
    while (conn.alive && conn.channels >= MAX_CHANNELS_PER_CONNECTION) await new Promise<void>((r) => conn.waiters.push(r));
    if (!conn.alive) throw new ChannelOpenError('connection closed');
    conn.channels++;
    conn.lastUsed = Date.now();
    try {
      return await fn();
    } finally {
      conn.channels--;
      conn.lastUsed = Date.now();
      conn.waiters.shift()?.();
      if (conn.channels === 0) this.slots.nudge();
    }
  }

  /** 'end' says goodbye and waits for the server to close; 'destroy' is for a connection that is already dead. */
  private drop(conn: PooledConnection, how: 'end' | 'destroy' = 'end') {
    // Already closing (evicted, or ended by the server): destroying it now would free its slot before sshd let go.
    if (!conn.alive) return;
    conn.gone();
    if (how === 'end') conn.client.end();
    else conn.sock.destroy();
  }

  private evictIdle(wanting: number): boolean {
    if (this.closing.size >= wanting) return false;
    let oldest: PooledConnection | null = null;
    for (const c of this.live) if (c.alive && c.channels === 0 && (!oldest || c.lastUsed < oldest.lastUsed)) oldest = c;
    if (!oldest) return false;
    this.drop(oldest);
    return true;
  }
}
