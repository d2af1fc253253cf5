import { expect, test, type Page } from '@playwright/test';
import { STORY_HOST, STORY_UNIT, timelineUrl } from './pages-support';
import { startNext, type NextServer } from './security/start-next';

// Each group starts its own server with the demo story at a known second of its 300 s loop (RADAR_DEMO_PHASE),
// so what it waits for happens within seconds, wherever the wall clock is.
const LIVE = timelineUrl(STORY_HOST, STORY_UNIT, null);
const WHERE = 'vllm-kimi-k25 @ llm-two';

function serverAt(phase: number, speed = 1) {
  let server: NextServer;
  test.beforeAll(async () => {
    server = await startNext({ RADAR_DEMO_PHASE: String(phase), RADAR_DEMO_SPEED: String(speed) });
  });
  test.afterAll(async () => server?.stop());
  return () => server.baseURL;
}

/** Records every Notification the page constructs (the real one is still shown). */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const seen: Array<{ title: string; body: string }> = [];
    (window as unknown as { __notes: typeof seen }).__notes = seen;
    class Recorded extends Real {
      constructor(title: string, opts?: NotificationOptions) {
        super(title, opts);
        seen.push({ title, body: opts?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
  });
}

const notes = (page: Page) => page.evaluate(() => (window as unknown as { __notes: Array<{ title: string; body: string }> }).__notes);

test.describe('the tab follows an attempt that loads', () => {
  const base = serverAt(50);

  test('the title counts the shards as the current attempt loads, with the loading favicon', async ({ page }) => {
    await page.goto(base() + LIVE);
    await expect(page).toHaveTitle(new RegExp(`^(spawned|init|loading weights|\\d+ % · loading) · ${WHERE}$`));
    await expect(page).toHaveTitle(new RegExp(`^\\d+ % · loading · ${WHERE}$`), { timeout: 30_000 });
    const first = Number((await page.title()).split(' ')[0]);
    await expect.poll(async () => Number((await page.title()).split(' ')[0]), { timeout: 20_000 }).toBeGreaterThan(first);
    await expect(page.locator('link[rel~="icon"]').first()).toHaveAttribute('href', '/favicon-loading.svg');
  });
});

test.describe('a failing attempt', () => {
  // The crashed attempt starts at 1.6 s and dies at ~18 s of the story. At half speed that is ~32 s after the server
  // started: room for a page that loads slowly while the full suite loads both cores (16 s was not, in one CI run).
  const base = serverAt(2, 0.5);

  test('with permission granted, a notification names the root cause when the watched attempt fails', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await recordNotifications(page);
    await page.goto(base() + LIVE);
    await expect(page).toHaveTitle(new RegExp(`· ${WHERE}$`));
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('button', { name: 'Notifying' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => notes(page), { timeout: 45_000 }).toHaveLength(1);
    const [note] = await notes(page);
    expect(note!.title).toBe(`FAILED · ${WHERE}`);
    expect(note!.body).toContain('RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)');
    await expect(page).toHaveTitle(new RegExp(`^(FAILED|spawned|init) · ${WHERE}$`));
  });

  test('no permission is asked for on load', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __asked: number }).__asked = 0;
      const real = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        (window as unknown as { __asked: number }).__asked++;
        return real();
      };
    });
    await page.goto(base() + LIVE);
    await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
  });

  test("the failed attempt's rail names the version bump since the attempt that last worked", async ({ page }) => {
    await page.goto(base() + LIVE);
    const failed = page.locator('[data-testid="legend-attempt"]').filter({ has: page.getByTestId('legend-fatal') }).first();
    const diff = failed.getByTestId('startup-diff');
    await expect(diff).toContainText('version 0.16.0rc2.dev313 → dev344');
    await expect(diff).toContainText('max_model_len 131072 → 262144');
  });
});

test.describe('an attempt that gets ready', () => {
  // The story's attempt gets ready at 240 s: 25 s of margin, so a slow first page load (a loaded CI machine) still
  // sees it loading first, and the notification is for the transition it watched.
  const base = serverAt(215);

  test('ready: the title, a notification, and the probe answering with the model', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await recordNotifications(page);
    await page.goto(base() + LIVE);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page).toHaveTitle(`ready · ${WHERE}`, { timeout: 45_000 });
    await expect(page.locator('link[rel~="icon"]').first()).toHaveAttribute('href', '/favicon-ready.svg');
    await expect.poll(() => notes(page), { timeout: 10_000 }).toEqual([{ title: `ready · ${WHERE}`, body: expect.stringMatching(/^Attempt \d+ is ready\.$/) }]);
    await expect(page.getByRole('status', { name: 'Health probe' })).toContainText('answers: model kimi-k2.5', { timeout: 15_000 });
    await expect(page.getByRole('status', { name: 'Health probe' })).toContainText('127.0.0.1:8000');
  });
});
