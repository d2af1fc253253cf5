import 'server-only';
import { RadarError } from './errors';
import { readCapped } from './read-capped';

/** Next's proxy (middleware) cuts request bodies at 10 MiB by default (experimental.proxyClientMaxBodySize). */
export const BODY_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The request body as JSON, read with a byte cap. Requiring `application/json` also means a
 * cross-site form cannot post here without a CORS preflight.
 */
export async function readJsonBody(req: Request, maxBytes = BODY_MAX_BYTES): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new RadarError('bad_request', 'Send the body as application/json');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared >= maxBytes) throw tooLarge(maxBytes);
  if (!req.body) throw new RadarError('bad_request', 'Empty body');
  // A body cut by the proxy arrives as exactly its limit: refuse it as too large, not as bad JSON.
  const text = await readCapped(req.body, maxBytes - 1, () => tooLarge(maxBytes));
  try {
    return JSON.parse(text);
  } catch {
    throw new RadarError('bad_request', 'Body is not valid JSON');
  }
}

function tooLarge(maxBytes: number): RadarError {
  return new RadarError('bad_request', `Body of ${Math.round(maxBytes / 1024 / 1024)} MiB or more: paste a shorter part of the log`);
}
