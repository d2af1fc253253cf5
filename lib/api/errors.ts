import 'server-only';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorBody, type RadarErrorCode } from './error-codes';

export class RadarError extends Error {
  override name = 'RadarError';
  constructor(
    readonly code: RadarErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function toErrorResponse(err: unknown): Response {
  if (err instanceof z.ZodError) return errorResponse('bad_request', err.issues[0]?.message ?? 'Invalid request');
  if (err instanceof RadarError) return errorResponse(err.code, err.message);
  console.error(err);
  // Internal messages can carry host names, key paths or stack details.
  return errorResponse('internal', 'Internal error');
}

export function errorResponse(code: RadarErrorCode, message: string): Response {
  const body: ErrorBody = { error: { code, message } };
  return Response.json(body, { status: ERROR_STATUS[code], headers: { 'Cache-Control': 'no-store' } });
}
