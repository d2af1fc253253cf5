import 'server-only';
import { InvalidArgumentError } from '@/lib/commands';
import { RadarError, toErrorResponse } from './errors';

/** Any throw becomes the `{ error: { code, message } }` envelope. */
export function withErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (err) {
      // A builder's own validation is the last line of defence; it still means the request was bad.
      return toErrorResponse(err instanceof InvalidArgumentError ? new RadarError('bad_request', err.message) : err);
    }
  };
}
