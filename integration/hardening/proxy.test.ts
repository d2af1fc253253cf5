// The proxy as Next loads it (env → config → handler), over every page and API route in app/.
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '@/e2e/security/routes';

const TOKEN = 'proxy-test-token-9c41e07d';
let proxy: (req: NextRequest) => Promise<Response>;
let matcher: string[];

beforeAll(async () => {
  process.env.RADAR_TOKEN = TOKEN;
  const mod = await import('@/proxy');
  proxy = mod.proxy;
  matcher = mod.config.matcher;
});

const { pages, api } = appRoutes();
const requests = [...pages.map((p) => ({ path: p, method: 'GET' })), ...api.flatMap((r) => r.methods.map((method) => ({ path: r.path, method })))];
const passed = (res: Response) => res.headers.get('x-middleware-next') === '1';

describe('proxy.ts', () => {
  it('knows the app: pages and API routes were found', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/hosts/llm-two/vllm-kimi-k25.service']));
    expect(api.length).toBeGreaterThanOrEqual(6);
  });

  it.each(requests)('$method $path: refused without and with a wrong token, passed with the right one', async ({ path, method }) => {
    const at = (headers: Record<string, string>) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { method, headers }));
    const none = await at({});
    const wrong = await at({ authorization: `Bearer ${TOKEN.slice(0, -1)}` });
    const right = await at({ authorization: `Bearer ${TOKEN}` });
    expect([none.status, wrong.status, passed(none), passed(wrong)]).toEqual([401, 401, false, false]);
    expect(passed(right)).toBe(true);
  });

  it('the matcher leaves only static chunks out', () => {
    const source = matcher[0]!;
    const re = new RegExp(`^${source}$`);
    for (const p of ['/', '/api/hosts', '/s/abc', '/_next/data/x.json', '/hosts/a/b', '/analyze']) expect(re.test(p), p).toBe(true);
    for (const p of ['/_next/static/chunks/a.js', '/_next/image', '/favicon.ico']) expect(re.test(p), p).toBe(false);
  });
});
