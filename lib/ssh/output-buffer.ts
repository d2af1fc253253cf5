import 'server-only';

/** Collects a stream up to a byte cap; past it, keeps only whole lines so parsers never see half a JSON line. */
export class OutputBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  full = false;

  constructor(private readonly maxBytes: number) {}

  /** Returns true once the cap is reached; later chunks are dropped. */
  push(chunk: Buffer): boolean {
    if (this.full) return true;
    const room = this.maxBytes - this.size;
    if (chunk.length > room) {
      this.chunks.push(chunk.subarray(0, room));
      this.size += room;
      this.full = true;
      return true;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    return false;
  }

  text(): { text: string; truncated: boolean } {
    const all = Buffer.concat(this.chunks, this.size);
    if (!this.full) return { text: all.toString('utf8'), truncated: false };
    const lastNewline = all.lastIndexOf(0x0a);
    return { text: all.subarray(0, lastNewline + 1).toString('utf8'), truncated: true };
  }
}
