import 'server-only';
import type { AuthConfig } from './auth-config';
import { constantTimeEqual } from './constant-time-equal';

export const SESSION_COOKIE = 'radar_session';
export const SESSION_MAX_AGE_S = 12 * 60 * 60;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// Keyed by the configured credentials, so changing RADAR_TOKEN or RADAR_BASIC_AUTH ends every session.
async function sign(cfg: AuthConfig, expiresAt: number): Promise<string> {
  const secret = `${cfg.token ?? ''}\0${cfg.basic ? `${cfg.basic.user}:${cfg.basic.password}` : ''}`;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`restart-radar-session:${expiresAt}`));
  return base64url(new Uint8Array(mac));
}

export async function createSessionValue(cfg: AuthConfig, nowMs: number): Promise<string> {
  const expiresAt = Math.floor(nowMs / 1000) + SESSION_MAX_AGE_S;
  return `${expiresAt}.${await sign(cfg, expiresAt)}`;
}

export async function verifySessionValue(cfg: AuthConfig, value: string, nowMs: number): Promise<boolean> {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!m) return false;
  const expiresAt = Number(m[1]);
  const ok = await constantTimeEqual(m[2] ?? '', await sign(cfg, expiresAt));
  return ok && expiresAt > Math.floor(nowMs / 1000);
}
