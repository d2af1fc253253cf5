import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { ErrorBody } from '@/lib/api/error-codes';
import type { AuthConfig } from './auth-config';
import { authorize } from './authorize';
import { API_CSP, STATIC_SECURITY_HEADERS, createNonce, pageCsp } from './security-headers';
import { SESSION_COOKIE, SESSION_MAX_AGE_S, createSessionValue } from './session-cookie';

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function withSecurityHeaders(res: Response, csp: string): Response {
  for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) res.headers.set(k, v);
  res.headers.set('Content-Security-Policy', csp);
  return res;
}

function denied(req: NextRequest, cfg: AuthConfig, reason: 'missing' | 'wrong'): Response {
  const challenge = cfg.basic ? 'Basic realm="Restart Radar", charset="UTF-8"' : 'Bearer realm="Restart Radar"';
  const message =
    reason === 'missing'
      ? 'Restart Radar needs credentials: send Authorization: Bearer <RADAR_TOKEN>, basic auth, or open the page once with ?token=<RADAR_TOKEN>.'
      : 'The credentials do not match.';
  const headers = { 'WWW-Authenticate': challenge, 'Cache-Control': 'no-store' };
  const res = isApiPath(req.nextUrl.pathname)
    ? Response.json({ error: { code: 'unauthorized', message } } satisfies ErrorBody, { status: 401, headers })
    : new Response(message, { status: 401, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  return withSecurityHeaders(res, API_CSP);
}

function hasMalformedEscapes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function malformed(req: NextRequest): Response {
  const message = 'The URL holds a percent-escape that is not UTF-8.';
  const res = isApiPath(req.nextUrl.pathname)
    ? Response.json({ error: { code: 'bad_request', message } } satisfies ErrorBody, { status: 400, headers: { 'Cache-Control': 'no-store' } })
    : new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return withSecurityHeaders(res, API_CSP);
}

/** The whole proxy: access control, then a per-request CSP nonce that Next applies to its scripts. */
export async function handleRequest(req: NextRequest, cfg: AuthConfig, opts: { dev: boolean; nowMs: number }): Promise<Response> {
  // Next's router answers these with a bare 500 while decoding route params.
  if (hasMalformedEscapes(req.nextUrl.pathname)) return malformed(req);
  const decision = await authorize(req, cfg, opts.nowMs);
  if (decision.kind === 'deny') return denied(req, cfg, decision.reason);

  const api = isApiPath(req.nextUrl.pathname);
  const nonce = createNonce();
  const csp = api ? API_CSP : pageCsp(nonce, opts.dev);
  let res: NextResponse;
  if (decision.kind === 'allow' && decision.redirectTo) {
    // Built on the Host the browser used: nextUrl turns 127.0.0.1 into localhost, another origin without our cookie.
    res = NextResponse.redirect(new URL(decision.redirectTo, `${req.nextUrl.protocol}//${req.headers.get('host') ?? req.nextUrl.host}`), 303);
  } else {
    const requestHeaders = new Headers(req.headers);
    requestHeaders.delete('x-nonce');
    if (!api) {
      requestHeaders.set('x-nonce', nonce);
      requestHeaders.set('Content-Security-Policy', csp);
    }
    res = NextResponse.next({ request: { headers: requestHeaders } });
  }
  if (decision.kind === 'allow' && decision.setSession) {
    const secure = req.nextUrl.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
    res.cookies.set(SESSION_COOKIE, await createSessionValue(cfg, opts.nowMs), {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      maxAge: SESSION_MAX_AGE_S,
      secure,
    });
  }
  withSecurityHeaders(res, csp);
  return res;
}
