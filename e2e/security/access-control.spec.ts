import { expect, test } from '@playwright/test';
import { appRoutes } from './routes';
import { startNext, type NextServer } from './start-next';

const TOKEN = 'e2e-token-4d8f0c2b9a7e6153';
const BASIC = { user: 'ops', pass: 'correct horse battery' };
let server: NextServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startNext({ RADAR_TOKEN: TOKEN, RADAR_BASIC_AUTH: `${BASIC.user}:${BASIC.pass}` });
});
test.afterAll(async () => server?.stop());

const { pages, api } = appRoutes();
const requests = [...pages.map((p) => ({ path: p, method: 'GET' })), ...api.flatMap((r) => r.methods.map((method) => ({ path: r.path, method })))];
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

test('the route table covers pages and API routes', () => {
  expect(pages).toContain('/');
  expect(api.map((r) => r.path)).toContain('/api/hosts');
  expect(requests.length).toBeGreaterThanOrEqual(8);
});

for (const { path, method } of requests) {
  test(`${method} ${path}: 401 without and with wrong credentials, served with the right ones`, async ({ request }) => {
    const send = (headers: Record<string, string>) =>
      request.fetch(server.baseURL + path, { method, headers: { 'content-type': 'application/json', ...headers }, data: method === 'POST' ? '{}' : undefined, maxRedirects: 0 });
    const wrong: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}0` }, { authorization: basic(BASIC.user, 'wrong') }, { cookie: 'radar_session=1999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }];
    for (const headers of wrong) {
      const res = await send(headers);
      expect(res.status(), JSON.stringify(headers)).toBe(401);
      expect(await res.text()).not.toContain('Restart Radar</title>');
    }
    const right: Record<string, string>[] = [{ authorization: `Bearer ${TOKEN}` }, { authorization: basic(BASIC.user, BASIC.pass) }];
    for (const headers of right) {
      const res = await send(headers);
      expect(res.status(), JSON.stringify(headers)).not.toBe(401);
      expect(res.status()).toBeLessThan(500);
    }
  });
}

test('API 401s carry the error envelope and a basic-auth challenge', async ({ request }) => {
  const res = await request.get(`${server.baseURL}/api/hosts`);
  expect(res.status()).toBe(401);
  expect(res.headers()['www-authenticate']).toMatch(/^Basic /);
  expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
});

test('?token= logs a browser in: redirect to the clean URL, cookie set, page hydrates and polls the API', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') violations.push(m.text());
  });
  const apiStatuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/')) apiStatuses.push(r.status());
  });
  await page.goto(`${server.baseURL}/?token=${TOKEN}`);
  expect(new URL(page.url()).search).toBe('');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'radar_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  const toggle = page.getByRole('button', { name: /Switch to (dark|light) theme/ });
  await expect(toggle).toHaveText(/(dark|light)/);
  const before = await page.evaluate(() => document.documentElement.className);
  await toggle.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toBe(before);
  await expect.poll(() => apiStatuses.length).toBeGreaterThan(0);
  expect(apiStatuses.filter((s) => s === 401)).toEqual([]);
  expect(violations.filter((v) => /Content Security Policy|401/.test(v))).toEqual([]);
});

test('a wrong ?token= is refused and sets no cookie', async ({ page }) => {
  // page.request shares the browser context's cookie jar; a browser would show the basic-auth prompt here.
  const res = await page.request.get(`${server.baseURL}/?token=${TOKEN}x`, { maxRedirects: 0 });
  expect(res.status()).toBe(401);
  expect((await page.context().cookies()).find((c) => c.name === 'radar_session')).toBeUndefined();
});
