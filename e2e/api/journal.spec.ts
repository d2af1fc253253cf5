import { expect, test } from '@playwright/test';
import type { JournalSlice } from '@/lib/api/types';

const BASE = '/api/hosts/llm-two/units/vllm-kimi-k25.service/journal';

test.describe('GET journal on the demo story host', () => {
  test('gives a slice with entries of the unit and a cursor', async ({ request }) => {
    const res = await request.get(BASE);
    expect(res.status()).toBe(200);
    const slice = (await res.json()) as JournalSlice;
    expect(slice).toMatchObject({ host: 'llm-two', unit: 'vllm-kimi-k25.service', cursorExpired: false });
    expect(slice.entries.length).toBeGreaterThan(0);
    expect(slice.cursor).toBe(slice.entries.at(-1)!.cursor);
    expect(slice.entries.map((e) => e.seq)).toEqual(slice.entries.map((_, i) => i));
    expect(slice.entries.some((e) => e.invocationId !== null)).toBe(true);
  });

  test('a bare unit name means the .service', async ({ request }) => {
    const slice = (await (await request.get('/api/hosts/llm-two/units/vllm-kimi-k25/journal?limit=10')).json()) as JournalSlice;
    expect(slice.unit).toBe('vllm-kimi-k25.service');
    expect(slice.entries.length).toBeGreaterThan(0);
  });

  test('tails by cursor: only newer entries, never the cursor entry again', async ({ request }) => {
    const first = (await (await request.get(`${BASE}?limit=20&since=0`)).json()) as JournalSlice;
    expect(first.entries).toHaveLength(20);
    expect(first.truncated).toBe(true);
    const next = (await (await request.get(`${BASE}?after=${encodeURIComponent(first.cursor!)}&limit=20`)).json()) as JournalSlice;
    expect(next.cursorExpired).toBe(false);
    expect(next.entries.length).toBeGreaterThan(0);
    const seen = new Set(first.entries.map((e) => e.cursor));
    for (const e of next.entries) expect(seen.has(e.cursor)).toBe(false);
    expect(next.entries[0]!.ts!).toBeGreaterThanOrEqual(first.entries.at(-1)!.ts!);
    const both = (await (await request.get(`${BASE}?limit=40&since=0`)).json()) as JournalSlice;
    expect([...first.entries, ...next.entries].map((e) => e.cursor)).toEqual(both.entries.slice(0, first.entries.length + next.entries.length).map((e) => e.cursor));
  });

  test('a window by ISO times is the same as by epoch microseconds', async ({ request }) => {
    const all = (await (await request.get(`${BASE}?since=0&limit=50000`)).json()) as JournalSlice;
    const from = all.entries[5]!.ts!;
    const to = all.entries[15]!.ts!;
    const iso = (us: number) => new Date(Math.floor(us / 1000)).toISOString().replace('Z', `${String(us % 1000).padStart(3, '0')}Z`);
    const byUs = (await (await request.get(`${BASE}?since=${from}&until=${to}`)).json()) as JournalSlice;
    const byIso = (await (await request.get(`${BASE}?since=${iso(from)}&until=${iso(to)}`)).json()) as JournalSlice;
    expect(byUs.entries.length).toBeGreaterThanOrEqual(11);
    expect(byIso.entries.map((e) => e.cursor)).toEqual(byUs.entries.map((e) => e.cursor));
    for (const e of byUs.entries) expect(e.ts! >= from && e.ts! <= to).toBe(true);
  });

  test('a cursor the journal no longer holds falls back to the window and says so', async ({ request }) => {
    const gone = 's=00000000000000000000000000000001;i=1;b=00000000000000000000000000000002;m=1;t=1;x=1';
    const res = await request.get(`${BASE}?after=${encodeURIComponent(gone)}`);
    expect(res.status()).toBe(200);
    const slice = (await res.json()) as JournalSlice;
    expect(slice.cursorExpired).toBe(true);
    expect(slice.cursor).not.toBe(gone);
  });
});
