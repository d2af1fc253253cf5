import { ERROR_STATUS, type ErrorBody, type RadarErrorCode } from '@/lib/api/error-codes';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: RadarErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function isCode(value: unknown): value is RadarErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

export async function fetcher<T>(url: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { cache: 'no-store' });
  } catch {
    // The dashboard server itself is gone, not the host.
    throw new ApiError('unreachable', 0, 'The Restart Radar server did not answer');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ErrorBody | null;
    const code = isCode(body?.error?.code) ? body.error.code : 'internal';
    throw new ApiError(code, res.status, body?.error?.message ?? res.statusText);
  }
  return res.json() as Promise<T>;
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) {
    const err = (await res.json().catch(() => null)) as ErrorBody | null;
    const code = isCode(err?.error?.code) ? err.error.code : 'internal';
    throw new ApiError(code, res.status, err?.error?.message ?? res.statusText);
  }
  return res.json() as Promise<T>;
}
