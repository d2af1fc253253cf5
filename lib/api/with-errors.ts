import 'server-only';
import { InvalidArgumentError } from '@/lib/commands';
import { RadarError, toErrorResponse } from './errors';

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/** Any throw becomes the `{ error: { code, message } }` envelope. */
export function withErrors<C>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await handler(req, ctx);
    } catch (err) {
      // A builder's own validation is the last line of defence; it still means the request was bad.
      return toErrorResponse(err instanceof InvalidArgumentError ? new RadarError('bad_request', err.message) : err);
    }
  };
}
