import 'server-only';

/** A body as UTF-8 text; more than `maxBytes` cancels the read and throws what `tooLarge` makes. No body reads as ''. */
export async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number, tooLarge: () => Error): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
