import 'server-only';
import { RadarError } from './errors';

/** Room for the largest accepted paste, JSON-escaped. */
export const BODY_MAX_BYTES = 48 * 1024 * 1024;

/**
 * The request body as JSON, read with a byte cap. Requiring `application/json` also means a
 * cross-site form cannot post here without a CORS preflight.
 */
export async function readJsonBody(req: Request, maxBytes = BODY_MAX_BYTES): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new RadarError('bad_request', 'Send the body as application/json');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new RadarError('bad_request', `Body larger than ${maxBytes} bytes`);
  if (!req.body) throw new RadarError('bad_request', 'Empty body');
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new RadarError('bad_request', `Body larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new RadarError('bad_request', 'Body is not valid JSON');
  }
}
