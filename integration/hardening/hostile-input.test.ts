// Every parameter of every API route, fed hundreds of hostile values: each is answered bad_request
// and no transport ever sees a command. Transport calls are counted by a pass-through wrapper.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOSTILE_VALUES, WRONG_TYPES } from './hostile-values';

const seen = vi.hoisted(() => ({ commands: [] as string[][] }));

vi.mock('@/lib/transports', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/transports')>();
  return {
    ...real,
    transportFor: (host: Parameters<typeof real.transportFor>[0]) => {
      const t = real.transportFor(host);
      return { kind: t.kind, close: () => t.close(), exec: (argv: readonly string[], opts?: object) => (seen.commands.push([...argv]), t.exec(argv, opts)) };
    },
  };
});

const HOST = 'box';
const UNIT = 'vllm-kimi-k25.service';
type Ctx = { params: Promise<Record<string, string>> };
type Get = (req: Request, ctx: Ctx) => Promise<Response>;
let routes: { journal: Get; status: Get; gpus: Get; snapshot: Get; postSnapshot: (req: Request) => Promise<Response> };
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'radar-hostile-'));
  writeFileSync(path.join(dir, 'fleet.yaml'), `hosts:\n  - name: ${HOST}\n    transport: local\n    units: [${UNIT}]\n`);
  process.env.FLEET_FILE = path.join(dir, 'fleet.yaml');
  process.env.RADAR_DATA_DIR = path.join(dir, 'data');
  routes = {
    journal: (await import('@/app/api/hosts/[host]/units/[unit]/journal/route')).GET as Get,
    status: (await import('@/app/api/hosts/[host]/units/[unit]/status/route')).GET as Get,
    gpus: (await import('@/app/api/hosts/[host]/gpus/route')).GET as Get,
    snapshot: (await import('@/app/api/snapshots/[id]/route')).GET as unknown as Get,
    postSnapshot: (await import('@/app/api/snapshots/route')).POST,
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ctx = (params: Record<string, string>): Ctx => ({ params: Promise.resolve(params) });
function get(pathname: string, query: Record<string, string> = {}) {
  const url = new URL(`http://127.0.0.1:3000${pathname}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return new Request(url);
}
const post = (body: unknown) => new Request('http://127.0.0.1:3000/api/snapshots', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function expectBadRequest(res: Response, label: string) {
  const body = (await res.json()) as { error?: { code?: string } };
  expect({ label, status: res.status, code: body.error?.code }).toEqual({ label, status: 400, code: 'bad_request' });
}

type Case = { route: string; param: string; send: (v: unknown) => Promise<Response> };
const CASES: Case[] = [
  { route: 'journal', param: 'host', send: (v) => routes.journal(get('/api/hosts/x/units/y/journal'), ctx({ host: v as string, unit: UNIT })) },
  { route: 'journal', param: 'unit', send: (v) => routes.journal(get('/api/hosts/x/units/y/journal'), ctx({ host: HOST, unit: v as string })) },
  ...['since', 'until', 'after', 'limit'].map((q) => ({
    route: 'journal',
    param: q,
    send: (v: unknown) => routes.journal(get(`/api/hosts/${HOST}/units/${UNIT}/journal`, { [q]: v as string }), ctx({ host: HOST, unit: UNIT })),
  })),
  { route: 'status', param: 'host', send: (v) => routes.status(get('/api/hosts/x/units/y/status'), ctx({ host: v as string, unit: UNIT })) },
  { route: 'status', param: 'unit', send: (v) => routes.status(get('/api/hosts/x/units/y/status'), ctx({ host: HOST, unit: v as string })) },
  { route: 'gpus', param: 'host', send: (v) => routes.gpus(get('/api/hosts/x/gpus'), ctx({ host: v as string })) },
  { route: 'snapshots/:id', param: 'id', send: (v) => routes.snapshot(get('/api/snapshots/x'), ctx({ id: v as string })) },
  ...['host', 'unit', 'since', 'until', 'source'].map((field) => ({
    route: 'POST snapshots',
    param: field,
    send: (v: unknown) => routes.postSnapshot(post({ host: HOST, unit: UNIT, [field]: v })),
  })),
  { route: 'POST snapshots', param: 'extra field', send: (v) => routes.postSnapshot(post({ host: HOST, unit: UNIT, [String(v).slice(0, 50)]: '--output=export' })) },
];

describe('hostile input', () => {
  it('the hostile table is large', () => {
    expect(HOSTILE_VALUES.length).toBeGreaterThan(200);
  });

  it.each(CASES)('$route: every hostile $param is bad_request and reaches no transport', async ({ send, route, param }) => {
    const before = seen.commands.length;
    for (const v of HOSTILE_VALUES) await expectBadRequest(await send(v), `${route} ${param}=${JSON.stringify(v).slice(0, 60)}`);
    if (route === 'POST snapshots' && param !== 'extra field') {
      for (const v of WRONG_TYPES) await expectBadRequest(await send(v), `${route} ${param}=${JSON.stringify(v)}`);
    }
    expect(seen.commands.slice(before)).toEqual([]);
  });

  it('a body that is not JSON, or not sent as JSON, is bad_request', async () => {
    const raw = (body: string, type: string) => routes.postSnapshot(new Request('http://127.0.0.1:3000/api/snapshots', { method: 'POST', headers: { 'content-type': type }, body }));
    await expectBadRequest(await raw('{"host":', 'application/json'), 'truncated JSON');
    await expectBadRequest(await raw(`host=${HOST}&unit=${UNIT}`, 'application/x-www-form-urlencoded'), 'form post');
    await expectBadRequest(await raw('[]', 'application/json'), 'array body');
  });

  it('the counting seam is live: a valid request does reach the transport', async () => {
    const before = seen.commands.length;
    const res = await routes.status(get(`/api/hosts/${HOST}/units/x/status`), ctx({ host: HOST, unit: 'radar-seam-check.service' }));
    expect(res.status).not.toBe(400);
    expect(seen.commands.slice(before).map((argv) => argv[0])).toContain('systemctl');
  });
});
