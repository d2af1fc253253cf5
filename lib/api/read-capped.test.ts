import { describe, expect, it } from 'vitest';
import { readCapped } from './read-capped';

function stream(...chunks: string[]): { body: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  const bytes = chunks.map((c) => new TextEncoder().encode(c));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = bytes.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

describe('readCapped', () => {
  it('joins the chunks as UTF-8, split characters included', async () => {
    const euro = new TextEncoder().encode('€');
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(euro.slice(0, 1));
        c.enqueue(euro.slice(1));
        c.close();
      },
    });
    expect(await readCapped(body, 3, () => new Error('big'))).toBe('€');
  });

  it('takes exactly the cap and refuses one byte more, cancelling the read', async () => {
    expect(await readCapped(stream('abc', 'de').body, 5, () => new Error('big'))).toBe('abcde');
    const over = stream('abc', 'def', 'never read');
    await expect(readCapped(over.body, 5, () => new Error('big'))).rejects.toThrow('big');
    expect(over.cancelled()).toBe(true);
  });

  it('reads no body as empty text', async () => {
    expect(await readCapped(null, 5, () => new Error('big'))).toBe('');
  });
});
