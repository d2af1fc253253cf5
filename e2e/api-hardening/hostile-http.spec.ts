// Hostile values over real HTTP against `next start` with a real test host: every one is refused and
// the host's command log (written by its journalctl/systemctl/nvidia-smi) shows nothing new.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTestHost, STORY_UNIT, type TestHost } from '@/integration/harness';
import { HOSTILE_VALUES } from '@/integration/hardening/hostile-values';
import { startNext, type NextServer } from '../security/start-next';

let host: TestHost;
let server: NextServer;
let dir = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  host = await startTestHost({ name: 'hostile-target' });
  dir = mkdtempSync(path.join(tmpdir(), 'radar-hostile-http-'));
  writeFileSync(path.join(dir, 'fleet.yaml'), host.fleetYaml());
  server = await startNext({ FLEET_FILE: path.join(dir, 'fleet.yaml'), RADAR_DATA_DIR: path.join(dir, 'data') });
});
test.afterAll(async () => {
  await server?.stop();
  await host?.stop();
  rmSync(dir, { recursive: true, force: true });
});

// A lone surrogate has no UTF-8 form: send the bytes a careless client would (CESU-8 of U+D800).
const enc = (v: string) => [...v].map((c) => (/^[\ud800-\udfff]$/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
// Refused by our validation (400), or earlier by Next or Node's HTTP parser for what a URL cannot carry.
const REFUSED = new Set([400, 404, 414, 431]);

const CASES: { name: string; url: (v: string) => string }[] = [
  { name: 'journal host', url: (v) => `/api/hosts/${enc(v)}/units/${STORY_UNIT}/journal` },
  { name: 'journal unit', url: (v) => `/api/hosts/hostile-target/units/${enc(v)}/journal` },
  { name: 'journal since', url: (v) => `/api/hosts/hostile-target/units/${STORY_UNIT}/journal?since=${enc(v)}` },
  { name: 'journal until', url: (v) => `/api/hosts/hostile-target/units/${STORY_UNIT}/journal?until=${enc(v)}` },
  { name: 'journal after', url: (v) => `/api/hosts/hostile-target/units/${STORY_UNIT}/journal?after=${enc(v)}` },
  { name: 'journal limit', url: (v) => `/api/hosts/hostile-target/units/${STORY_UNIT}/journal?limit=${enc(v)}` },
  { name: 'status unit', url: (v) => `/api/hosts/hostile-target/units/${enc(v)}/status` },
  { name: 'gpus host', url: (v) => `/api/hosts/${enc(v)}/gpus` },
];

for (const { name, url } of CASES) {
  test(`${name}: ${HOSTILE_VALUES.length} hostile values refused, no command run on the host`, async ({ request }) => {
    const before = host.commandLog().length;
    for (const v of HOSTILE_VALUES) {
      const res = await request.get(server.baseURL + url(v), { failOnStatusCode: false });
      expect(REFUSED.has(res.status()), `${name}=${JSON.stringify(v).slice(0, 60)} → ${res.status()}`).toBe(true);
      if (res.status() === 400) expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    }
    expect(host.commandLog().slice(before)).toEqual([]);
  });
}

test('POST /api/snapshots: hostile body fields refused, no command run', async ({ request }) => {
  const before = host.commandLog().length;
  for (const field of ['host', 'unit', 'since', 'until']) {
    for (const v of HOSTILE_VALUES) {
      const res = await request.post(`${server.baseURL}/api/snapshots`, { data: { host: 'hostile-target', unit: STORY_UNIT, [field]: v }, failOnStatusCode: false });
      expect(res.status(), `${field}=${JSON.stringify(v).slice(0, 60)}`).toBe(400);
    }
  }
  expect(host.commandLog().slice(before)).toEqual([]);
});

test('control: a valid request does run commands on the host', async ({ request }) => {
  const before = host.commandLog().length;
  const res = await request.get(`${server.baseURL}/api/hosts/hostile-target/units/${STORY_UNIT}/journal`);
  expect(res.status()).toBe(200);
  expect(host.commandLog().slice(before).some((l) => l.startsWith('journalctl '))).toBe(true);
});
