import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ErrorBody } from '@/lib/api/error-codes';
import type { FleetResponse } from '@/lib/api/types';
import { HOSTILE_CURSORS, HOSTILE_LIMITS, HOSTILE_STRINGS, HOSTILE_TIMES } from '@/lib/api/__fixtures__/hostile-inputs';

const UNIT = 'vllm-kimi-k25.service';
const enc = encodeURIComponent;

async function expectError(request: APIRequestContext, url: string, status: number, code: string) {
  const res = await request.get(url);
  const body = (await res.json()) as ErrorBody;
  expect({ url, status: res.status(), code: body.error?.code }).toEqual({ url, status, code });
  expect(typeof body.error.message).toBe('string');
  return body;
}

async function deadHost(request: APIRequestContext): Promise<string> {
  const fleet = (await (await request.get('/api/hosts?wait=all')).json()) as FleetResponse;
  const dead = fleet.hosts.find((h) => !h.reachable);
  expect(dead).toBeDefined();
  return dead!.name;
}

test.describe('error envelopes', () => {
  test('an unreachable host answers 502 unreachable on every host route', async ({ request }) => {
    const host = await deadHost(request);
    const unit = (await (await request.get('/api/hosts?wait=all')).json() as FleetResponse).hosts.find((h) => h.name === host)!.units[0]!.unit;
    for (const path of [`gpus`, `units/${unit}/status`, `units/${unit}/journal`]) {
      await expectError(request, `/api/hosts/${host}/${path}`, 502, 'unreachable');
    }
  });

  test('a host outside the inventory is unknown_host', async ({ request }) => {
    for (const path of ['gpus', `units/${UNIT}/status`, `units/${UNIT}/journal`]) {
      await expectError(request, `/api/hosts/no-such-host/${path}`, 404, 'unknown_host');
    }
  });

  test('a unit the host does not have is unit_not_found', async ({ request }) => {
    await expectError(request, '/api/hosts/llm-two/units/no-such-unit.service/status', 404, 'unit_not_found');
    await expectError(request, '/api/hosts/llm-two/units/no-such-unit.service/journal', 404, 'unit_not_found');
  });
});

test.describe('hostile input is bad_request on every parameter of every route', () => {
  // `..` and `/` in a path segment are resolved or split by the URL itself, so the segment cases send them encoded.
  const segments = HOSTILE_STRINGS.filter((s) => s !== '');

  test(`unit path segment: ${segments.length} values × status and journal`, async ({ request }) => {
    for (const s of segments) {
      for (const route of ['status', 'journal']) await expectError(request, `/api/hosts/llm-two/units/${enc(s)}/${route}`, 400, 'bad_request');
    }
  });

  test(`host path segment: ${segments.length} values × every host route`, async ({ request }) => {
    for (const s of segments) {
      for (const route of ['gpus', `units/${UNIT}/status`, `units/${UNIT}/journal`]) {
        const res = await request.get(`/api/hosts/${enc(s)}/${route}`);
        const body = (await res.json()) as ErrorBody;
        // A well-formed name that is simply not in the inventory is unknown_host; anything else never gets that far.
        expect([400, 404], s).toContain(res.status());
        expect(body.error.code, s).toBe(res.status() === 400 ? 'bad_request' : 'unknown_host');
      }
    }
  });

  const query: Array<[string, readonly string[]]> = [
    ['after', HOSTILE_CURSORS],
    ['since', HOSTILE_TIMES],
    ['until', HOSTILE_TIMES],
    ['limit', HOSTILE_LIMITS],
  ];
  for (const [name, values] of query) {
    test(`journal ?${name}=: ${values.length} values`, async ({ request }) => {
      for (const v of values) await expectError(request, `/api/hosts/llm-two/units/${UNIT}/journal?${name}=${enc(v)}`, 400, 'bad_request');
    });
  }

  test('snapshot id', async ({ request }) => {
    for (const s of segments) await expectError(request, `/api/snapshots/${enc(s)}`, 400, 'bad_request');
  });

  test(`snapshot body: hostile host, unit and times`, async ({ request }) => {
    const bodies: unknown[] = [
      ...segments.map((s) => ({ host: 'llm-two', unit: s })),
      ...segments.map((s) => ({ host: s, unit: UNIT })),
      ...HOSTILE_TIMES.map((s) => ({ host: 'llm-two', unit: UNIT, since: s })),
      ...HOSTILE_TIMES.map((s) => ({ host: 'llm-two', unit: UNIT, until: s })),
      { host: 'llm-two', unit: UNIT, entries: [{ message: 'forged' }] },
      { source: 'paste', text: '' },
      { source: 'paste', text: 42 },
      { source: 'shell', text: 'id' },
      [],
      null,
      'llm-two',
    ];
    for (const data of bodies) {
      const res = await request.post('/api/snapshots', { data });
      const body = (await res.json()) as ErrorBody;
      expect({ data, status: res.status(), code: body.error?.code }).toEqual({ data, status: 400, code: 'bad_request' });
    }
  });
});
