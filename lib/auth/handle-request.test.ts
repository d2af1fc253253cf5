import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { readAuthConfig, type AuthConfig } from './auth-config';
import { constantTimeEqual } from './constant-time-equal';
import { handleRequest } from './handle-request';
import { SESSION_COOKIE, SESSION_MAX_AGE_S, createSessionValue } from './session-cookie';

const TOKEN = 'tok-7f3a9c1e5b2d4f60';
const tokenCfg = readAuthConfig({ RADAR_TOKEN: TOKEN });
const basicCfg = readAuthConfig({ RADAR_BASIC_AUTH: 'ops:correct horse' });
const openCfg = readAuthConfig({});
const NOW = Date.UTC(2026, 1, 20, 23, 37, 52);
const PATHS = ['/', '/hosts/llm-two/vllm-kimi-k25.service', '/s/0123456789abcdef0123456789abcdef', '/api/hosts', '/api/hosts/llm-two/gpus', '/api/snapshots'];

function req(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { host: '127.0.0.1:3000', ...headers }, method });
}
const run = (r: NextRequest, cfg: AuthConfig, nowMs = NOW) => handleRequest(r, cfg, { dev: false, nowMs });
const passed = (res: Response) => res.headers.get('x-middleware-next') === '1';
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe('handleRequest', () => {
  it('passes every request through when no credential is configured', async () => {
    for (const p of PATHS) expect(passed(await run(req(p), openCfg))).toBe(true);
  });

  it.each(PATHS)('%s: 401 without, 401 with a wrong and passes with the right bearer token', async (p) => {
    const none = await run(req(p), tokenCfg);
    const wrong = await run(req(p, { authorization: `Bearer ${TOKEN}x` }), tokenCfg);
    const right = await run(req(p, { authorization: `Bearer ${TOKEN}` }), tokenCfg);
    expect([none.status, wrong.status]).toEqual([401, 401]);
    expect(passed(none) || passed(wrong)).toBe(false);
    expect(passed(right)).toBe(true);
  });

  it('answers API routes with the unauthorized error envelope and a challenge', async () => {
    const res = await run(req('/api/hosts'), basicCfg);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
  });

  it('basic auth sets a session cookie that later requests can use instead', async () => {
    const login = await run(req('/', { authorization: basic('ops', 'correct horse') }), basicCfg);
    expect(passed(login)).toBe(true);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=strict/i);
    const value = cookie.split(';')[0] ?? '';
    expect(passed(await run(req('/api/hosts', { cookie: value }), basicCfg))).toBe(true);
    expect((await run(req('/api/hosts', { authorization: basic('ops', 'wrong') }), basicCfg)).status).toBe(401);
    expect((await run(req('/api/hosts', { authorization: basic('root', 'correct horse') }), basicCfg)).status).toBe(401);
  });

  it('rejects a tampered, a foreign and an expired session cookie', async () => {
    const good = await createSessionValue(tokenCfg, NOW);
    const tampered = good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA');
    const foreign = await createSessionValue(readAuthConfig({ RADAR_TOKEN: 'another-token-0000' }), NOW);
    for (const v of [tampered, foreign, 'garbage', '']) {
      expect((await run(req('/', { cookie: `${SESSION_COOKIE}=${v}` }), tokenCfg)).status).toBe(401);
    }
    const later = NOW + (SESSION_MAX_AGE_S + 1) * 1000;
    expect((await run(req('/', { cookie: `${SESSION_COOKIE}=${good}` }), tokenCfg, later)).status).toBe(401);
    expect(passed(await run(req('/', { cookie: `${SESSION_COOKIE}=${good}` }), tokenCfg))).toBe(true);
  });

  it('?token= on a page logs in and redirects to the same URL without the token', async () => {
    const res = await run(req(`/hosts/llm-two/vllm-kimi-k25.service?attempt=1&token=${TOKEN}`), tokenCfg);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:3000/hosts/llm-two/vllm-kimi-k25.service?attempt=1');
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=\\d+\\.`));
    expect((await run(req(`/?token=${TOKEN}0`), tokenCfg)).status).toBe(401);
  });

  it('the ?token= redirect never leaves the origin', async () => {
    const res = await run(new NextRequest(`http://127.0.0.1:3000//evil.example/x?token=${TOKEN}`, { headers: { host: '127.0.0.1:3000' } }), tokenCfg);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:3000/evil.example/x');
  });

  it('a basic-auth password equal to RADAR_TOKEN works for clients that only speak basic auth', async () => {
    expect(passed(await run(req('/api/hosts', { authorization: basic('anyone', TOKEN) }), tokenCfg))).toBe(true);
  });

  it('malformed Authorization headers are refused, not thrown', async () => {
    for (const h of ['Bearer', 'Basic !!!', 'Basic ' + Buffer.from([0xff, 0xfe]).toString('base64'), 'Digest x', `Bearer ${TOKEN} extra`]) {
      expect((await run(req('/api/hosts', { authorization: h }), tokenCfg)).status).toBe(401);
    }
  });

  it('pages get a fresh nonce CSP, forwarded to Next on the request; API routes get a locked-down one', async () => {
    const a = await run(req('/'), openCfg);
    const b = await run(req('/'), openCfg);
    const csp = a.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(b.headers.get('content-security-policy')).not.toBe(csp);
    expect(a.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(csp).toContain("frame-ancestors 'none'");
    const api = await run(req('/api/hosts'), openCfg);
    expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    for (const res of [a, api]) {
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('a path with a percent-escape that is not UTF-8 is bad_request, not a 500 from the router', async () => {
    for (const p of ['/api/hosts/%ff/gpus', '/api/hosts/%ED%A0%80/gpus', '/hosts/%c3']) {
      const res = await run(req(p), openCfg);
      expect(res.status).toBe(400);
      expect(passed(res)).toBe(false);
    }
    expect(await (await run(req('/api/hosts/%ff'), openCfg)).json()).toMatchObject({ error: { code: 'bad_request' } });
    expect(passed(await run(req('/api/hosts/llm%2Dtwo/gpus'), openCfg))).toBe(true);
  });

  it('a client-sent x-nonce never reaches the page', async () => {
    const res = await run(req('/', { 'x-nonce': 'attacker' }), openCfg);
    expect(res.headers.get('x-middleware-request-x-nonce')).not.toBe('attacker');
  });
});

describe('constantTimeEqual', () => {
  it.each([
    ['a', 'a', true],
    ['a', 'b', false],
    ['', '', true],
    ['abc', 'abcd', false],
    ['ü', 'u', false],
  ])('%j vs %j → %s', async (a, b, want) => {
    expect(await constantTimeEqual(a, b)).toBe(want);
  });
});
