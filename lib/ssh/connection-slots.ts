import 'server-only';
import { RadarError } from '@/lib/api/errors';

/**
 * A global cap on open SSH connections. When full, an idle connection is closed first; else callers
 * queue. A slot is freed by its release(), which the pool calls only once the socket has closed.
 */
export class ConnectionSlots {
  private used = 0;
  private wanting = 0;
  peak = 0;
  private waiters: Array<() => void> = [];

  constructor(
    readonly max: number,
    /** Starts closing an idle connection unless `wanting` closes are already under way; true if one was started. */
    private readonly evictIdle: (wanting: number) => boolean,
  ) {}

  get open(): number {
    return this.used;
  }

  async acquire(waitMs: number): Promise<() => void> {
    const deadline = Date.now() + waitMs;
    this.wanting++;
    try {
      while (this.used >= this.max) {
        if (this.evictIdle(this.wanting) && this.used < this.max) continue;
        const remaining = deadline - Date.now();
        if (remaining <= 0 || !(await this.wait(remaining))) {
          throw new RadarError('timeout', `all ${this.max} SSH connection slots stayed busy for ${waitMs} ms (RADAR_SSH_MAX_CONNECTIONS)`);
        }
      }
    } finally {
      this.wanting--;
    }
    this.used++;
    this.peak = Math.max(this.peak, this.used);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used--;
      this.waiters.shift()?.();
    };
  }

  /** A connection went idle: let one queued caller try to evict it. */
  nudge(): void {
    this.waiters.shift()?.();
  }

  private wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(false);
      }, ms);
      this.waiters.push(wake);
    });
  }
}
