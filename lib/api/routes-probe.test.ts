import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProbeResult } from '@/lib/probe';
import type { ErrorBody } from './error-codes';

// The probe handler on the built-in demo fleet: the port comes from the unit's own start-up lines.
const root = mkdtempSync(path.join(tmpdir(), 'radar-routes-probe-'));
process.env.FLEET_FILE = path.join(root, 'no-fleet.yaml');
process.env.RADAR_DATA_DIR = path.join(root, 'data');

type Route = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let GET: Route;

beforeAll(async () => {
  GET = (await import('@/app/api/hosts/[host]/units/[unit]/probe/route')).GET as Route;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function probe(host: string, unit: string, query = '') {
  const res = await GET(new Request(`http://radar.test/api/x${query}`), { params: Promise.resolve({ host, unit }) });
  return { status: res.status, body: (await res.json()) as ProbeResult & ErrorBody };
}

describe('GET /api/hosts/:host/units/:unit/probe on the demo fleet', () => {
  it('a serving host answers with its model, on the port its start-up line named', async () => {
    const { status, body } = await probe('llm-one', 'vllm-llama-70b.service');
    expect(status).toBe(200);
    expect(body).toMatchObject({ port: 8000, portFrom: 'startup', ok: true, models: ['/models/Llama-3.3-70B-Instruct'], error: null });
  });

  it('a unit whose attempts never got as far as naming a port says so instead of guessing one', async () => {
    const { status, body } = await probe('llm-five', 'vllm-glm-45.service');
    expect(status).toBe(200);
    expect(body.ok).toBe(false);
    expect(body.error).toMatch(/no port to probe|Failed to connect/);
  });

  it('a port in the query is ignored: only the unit decides', async () => {
    const { body } = await probe('llm-one', 'vllm-llama-70b.service', '?port=22');
    expect(body.port).toBe(8000);
  });

  it.each([
    ['llm-four', 'vllm-deepseek-v3.service', 502, 'unreachable'],
    ['llm-one', '../etc', 400, 'bad_request'],
    ['nope', 'x.service', 404, 'unknown_host'],
  ])('%s %s → %i %s', async (host, unit, status, code) => {
    const res = await probe(host, unit);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code });
  });
});
