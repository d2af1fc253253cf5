import 'server-only';
import { toErrorResponse } from './errors';

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/** Any throw becomes the `{ error: { code, message } }` envelope. */
export function withErrors<C>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await handler(req, ctx);
    } catch (err) {
      return toErrorResponse(err);
    }
  };
}
