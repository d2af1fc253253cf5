import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ErrorBody } from '@/lib/api/error-codes';
import type { Snapshot } from '@/lib/snapshots/types';

const FIXTURE = path.join(__dirname, '../../lib/journal/__fixtures__/vllm-12474-journal-short-bash-systemd-exit.txt');

test.describe('snapshots', () => {
  test('freezes a unit slice fetched by the server and reads it back', async ({ request }) => {
    const res = await request.post('/api/snapshots', { data: { host: 'llm-two', unit: 'vllm-kimi-k25' } });
    expect(res.status()).toBe(201);
    const { id, url } = (await res.json()) as { id: string; url: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`/s/${id}`);
    const read = await request.get(`/api/snapshots/${id}`);
    expect(read.status()).toBe(200);
    const snap = (await read.json()) as Snapshot;
    expect(snap).toMatchObject({ id, source: 'host', host: 'llm-two', unit: 'vllm-kimi-k25.service', format: 'json' });
    expect(snap.entries.length).toBeGreaterThan(0);
    expect(snap.analysis.attempts.length).toBeGreaterThan(0);
    expect(snap.analysis.entryAttempt).toHaveLength(snap.entries.length);
    expect(snap.status?.id).toBe('vllm-kimi-k25.service');
    expect(snap.gpuSamples[0]?.gpus).toHaveLength(8);
    expect(snap.window.since).not.toBeNull();
  });

  test('a time window limits the frozen entries', async ({ request }) => {
    const slice = await (await request.get('/api/hosts/llm-two/units/vllm-kimi-k25.service/journal?since=0&limit=30')).json();
    const since = slice.entries[10].ts as number;
    const until = slice.entries[20].ts as number;
    const { id } = await (await request.post('/api/snapshots', { data: { host: 'llm-two', unit: 'vllm-kimi-k25.service', since, until } })).json();
    const snap = (await (await request.get(`/api/snapshots/${id}`)).json()) as Snapshot;
    expect(snap.window).toEqual({ since, until });
    expect(snap.entries.length).toBeGreaterThanOrEqual(11);
    for (const e of snap.entries) expect(e.ts! >= since && e.ts! <= until).toBe(true);
  });

  test('freezes a pasted log with no host', async ({ request }) => {
    const text = readFileSync(FIXTURE, 'utf8');
    const res = await request.post('/api/snapshots', { data: { source: 'paste', text } });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    const snap = (await (await request.get(`/api/snapshots/${id}`)).json()) as Snapshot;
    expect(snap).toMatchObject({ source: 'paste', host: null, unit: null, format: 'short', gpuSamples: [] });
    expect(snap.entries.some((e) => e.message.includes('Main process exited, code=exited, status=1/FAILURE'))).toBe(true);
  });

  test('redacts secrets before storing', async ({ request }) => {
    const token = `hf_${'aB3'.repeat(12)}`;
    const text = `(APIServer pid=7) INFO 02-20 23:37:52 [api_server.py:1] HF_TOKEN=${token} serving\n`;
    const { id } = await (await request.post('/api/snapshots', { data: { source: 'paste', text } })).json();
    const raw = await (await request.get(`/api/snapshots/${id}`)).text();
    expect(raw).not.toContain(token);
    const snap = JSON.parse(raw) as Snapshot;
    expect(snap.redactions).toBe(1);
    expect(snap.entries[0]!.message).toContain('[redacted:hf_token]');
  });

  test('an unknown id is snapshot_not_found, a malformed one bad_request', async ({ request }) => {
    const missing = await request.get('/api/snapshots/AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.status()).toBe(404);
    expect(((await missing.json()) as ErrorBody).error.code).toBe('snapshot_not_found');
    const bad = await request.get('/api/snapshots/not-an-id');
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.code).toBe('bad_request');
  });

  test('a body that is not JSON is refused', async ({ request }) => {
    const res = await request.post('/api/snapshots', { headers: { 'content-type': 'text/plain' }, data: 'host=llm-two' });
    expect(res.status()).toBe(400);
    const broken = await request.post('/api/snapshots', { headers: { 'content-type': 'application/json' }, data: '{"host":' });
    expect(((await broken.json()) as ErrorBody).error.code).toBe('bad_request');
  });

  test('a snapshot of a host outside the inventory is unknown_host', async ({ request }) => {
    const res = await request.post('/api/snapshots', { data: { host: 'no-such-host', unit: 'x.service' } });
    expect(res.status()).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('unknown_host');
  });
});
