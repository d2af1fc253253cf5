import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { analyse } from '@/lib/analysis';
import type { Analysis } from '@/lib/analysis/types';
import type { JournalSlice, StatusResponse } from '@/lib/api/types';

export const STORY_HOST = 'llm-two';
export const STORY_UNIT = 'vllm-kimi-k25.service';
export const SCREENSHOT_DIR = path.resolve(__dirname, 'screenshots');

export interface FixedWindow {
  sinceUs: number;
  untilUs: number;
}

/** The last `minutes` up to now, whole milliseconds so the URL's ISO times round-trip exactly. */
export function lastMinutes(minutes: number, nowMs = Date.now()): FixedWindow {
  const until = Math.floor(nowMs);
  return { sinceUs: (until - minutes * 60_000) * 1000, untilUs: until * 1000 };
}

const iso = (us: number) => new Date(us / 1000).toISOString();

export function timelineUrl(host: string, unit: string, win: FixedWindow | null, extra: Record<string, string> = {}) {
  const q = new URLSearchParams(extra);
  if (win) {
    q.set('since', iso(win.sinceUs));
    q.set('until', iso(win.untilUs));
  }
  const qs = q.toString();
  return `/hosts/${encodeURIComponent(host)}/${encodeURIComponent(unit)}${qs ? `?${qs}` : ''}`;
}

/** What the page should show for this window: the same slice, analysed by the same pure code in Node. */
export async function analyseSlice(request: APIRequestContext, host: string, unit: string, win: FixedWindow): Promise<Analysis> {
  const base = `/api/hosts/${encodeURIComponent(host)}/units/${encodeURIComponent(unit)}`;
  const slice = (await (await request.get(`${base}/journal?since=${win.sinceUs}&until=${win.untilUs}&limit=50000`)).json()) as JournalSlice;
  const status = (await (await request.get(`${base}/status`)).json()) as StatusResponse;
  return analyse(slice.entries, { currentInvocationId: status.status.invocationId, now: slice.fetchedAt * 1000 });
}

export async function waitForTimeline(page: Page) {
  await expect(page.getByRole('log', { name: 'Journal timeline' }).locator('[data-seq]').first()).toBeVisible({ timeout: 30_000 });
}

/** Saves `<name>-light.png` and `<name>-dark.png` (prefers-color-scheme, no stored choice). */
export async function screenshotBothThemes(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export async function computed(page: Page, selector: string, prop: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els, p) => els.map((el) => getComputedStyle(el).getPropertyValue(p)), prop);
}
