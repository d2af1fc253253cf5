import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from './error-codes';
import type { FleetResponse } from './types';

const root = mkdtempSync(path.join(tmpdir(), 'radar-bad-fleet-'));
writeFileSync(path.join(root, 'fleet.yaml'), 'hosts:\n  - name: llm-two\n    transport: ssh\n    port: "twenty-two"\n');
process.env.FLEET_FILE = path.join(root, 'fleet.yaml');
process.env.RADAR_DATA_DIR = path.join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a bad fleet file', () => {
  it('GET /api/hosts still answers, with inventoryError naming the line, and no demo hosts slipped in', async () => {
    const { GET } = await import('@/app/api/hosts/route');
    const res = await GET(new Request('http://radar.test/api/hosts'));
    expect(res.status).toBe(200);
    const fleet = (await res.json()) as FleetResponse;
    expect(fleet.hosts).toEqual([]);
    expect(fleet.inventoryError?.code).toBe('bad_fleet_file');
    expect(fleet.inventoryError?.message).toMatch(/line 4/);
  });

  it('a host route answers bad_fleet_file rather than unknown_host', async () => {
    const { GET } = await import('@/app/api/hosts/[host]/gpus/route');
    const res = await GET(new Request('http://radar.test/api/hosts/llm-two/gpus'), { params: Promise.resolve({ host: 'llm-two' }) });
    expect(res.status).toBe(500);
    expect(((await res.json()) as ErrorBody).error.code).toBe('bad_fleet_file');
  });
});
