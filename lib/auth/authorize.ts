import 'server-only';
import { authEnabled, type AuthConfig } from './auth-config';
import { constantTimeEqual } from './constant-time-equal';
import { SESSION_COOKIE, verifySessionValue } from './session-cookie';

export type AuthVia = 'bearer' | 'basic' | 'cookie' | 'query';

export type AuthDecision =
  | { kind: 'open' }
  | { kind: 'allow'; via: AuthVia; setSession: boolean; redirectTo: string | null }
  | { kind: 'deny'; reason: 'missing' | 'wrong' };

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

function decodeBasic(encoded: string): string | null {
  try {
    const bin = atob(encoded);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

async function credentialOk(cfg: AuthConfig, via: 'bearer' | 'basic' | 'query', value: string): Promise<boolean> {
  if (via === 'basic') {
    // Always run both compares so a configured-but-wrong basic user costs the same as a token miss.
    const basicOk = cfg.basic ? await constantTimeEqual(value, `${cfg.basic.user}:${cfg.basic.password}`) : false;
    const tokenOk = cfg.token ? await constantTimeEqual(value.slice(value.indexOf(':') + 1), cfg.token) : false;
    return basicOk || tokenOk;
  }
  return cfg.token ? constantTimeEqual(value, cfg.token) : false;
}

/** Decides whether a request may pass; pages logged in with `?token=` are redirected to the URL without it. */
export async function authorize(req: Request, cfg: AuthConfig, nowMs: number): Promise<AuthDecision> {
  if (!authEnabled(cfg)) return { kind: 'open' };
  const url = new URL(req.url);
  const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');

  const header = req.headers.get('authorization');
  if (header) {
    const m = /^(Bearer|Basic)\s+(\S+)\s*$/i.exec(header);
    const scheme = m?.[1]?.toLowerCase() as 'bearer' | 'basic' | undefined;
    const raw = m?.[2] ?? '';
    const value = scheme === 'basic' ? decodeBasic(raw) : raw;
    if (!scheme || value === null || !(await credentialOk(cfg, scheme, value))) return { kind: 'deny', reason: 'wrong' };
    return { kind: 'allow', via: scheme, setSession: scheme === 'basic', redirectTo: null };
  }

  const queryToken = url.searchParams.get('token');
  if (queryToken !== null) {
    if (!(await credentialOk(cfg, 'query', queryToken))) return { kind: 'deny', reason: 'wrong' };
    url.searchParams.delete('token');
    // `//host/…` would be a protocol-relative Location: an open redirect.
    const path = '/' + url.pathname.replace(/^[/\\]+/, '');
    const redirectTo = !isApi && req.method === 'GET' ? path + url.search : null;
    return { kind: 'allow', via: 'query', setSession: true, redirectTo };
  }

  const session = cookieValue(req.headers.get('cookie'), SESSION_COOKIE);
  if (session !== null) {
    if (await verifySessionValue(cfg, session, nowMs)) return { kind: 'allow', via: 'cookie', setSession: false, redirectTo: null };
    return { kind: 'deny', reason: 'wrong' };
  }
  return { kind: 'deny', reason: 'missing' };
}
