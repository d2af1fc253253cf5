import 'server-only';
import { RadarError } from '@/lib/api/errors';

/** A global cap on open SSH connections. When full, an idle connection is closed first; else callers queue. */
export class ConnectionSlots {
  private used = 0;
  peak = 0;
  private waiters: Array<() => void> = [];

  constructor(
    readonly max: number,
    private readonly evictIdle: () => boolean,
  ) {}

  get open(): number {
    return this.used;
  }

  async acquire(waitMs: number): Promise<() => void> {
    const deadline = Date.now() + waitMs;
    while (this.used >= this.max) {
      if (this.evictIdle()) continue;
      const remaining = deadline - Date.now();
      if (remaining <= 0 || !(await this.wait(remaining))) {
        throw new RadarError('timeout', `all ${this.max} SSH connection slots stayed busy for ${waitMs} ms (RADAR_SSH_MAX_CONNECTIONS)`);
      }
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
