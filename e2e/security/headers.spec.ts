import { expect, test } from '@playwright/test';

const REQUIRED = {
  'referrer-policy': /^no-referrer$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'permissions-policy': /camera=\(\)/,
};

for (const path of ['/', '/analyze', '/api/hosts']) {
  test(`${path} carries the security headers and a CSP with frame-ancestors 'none'`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const h = res.headers();
    for (const [name, re] of Object.entries(REQUIRED)) expect(h[name], name).toMatch(re);
    const csp = h['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    if (!path.startsWith('/api/')) expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    else expect(csp).toMatch(/^default-src 'none'/);
  });
}

test('each page load gets its own nonce, and Next puts it on its scripts', async ({ request }) => {
  const a = await request.get('/');
  const b = await request.get('/');
  const nonce = /'nonce-([^']+)'/.exec(a.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(b.headers()['content-security-policy']).not.toContain(nonce!);
  const html = await a.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
});

test('the fleet page hydrates under the CSP: no violation, and a client interaction works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /Switch to (dark|light) theme/ });
  await expect(toggle).toHaveText(/(dark|light)/);
  const before = await page.evaluate(() => document.documentElement.className);
  await toggle.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toBe(before);
  await page.getByRole('link', { name: 'Analyze a log' }).click();
  await expect(page).toHaveURL(/\/analyze$/);
  expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
});

test('a page cannot be framed', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.setContent(`<iframe src="${test.info().project.use.baseURL}/"></iframe>`);
  await expect.poll(() => messages.some((m) => /frame-ancestors|X-Frame-Options/.test(m))).toBe(true);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame?.url() ?? '').not.toMatch(/^http:\/\/127\.0\.0\.1/);
});
