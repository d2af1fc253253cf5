import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProbe } from '@/lib/api/fetch-probe';
import { healthProbeArgs } from '@/lib/commands/curl';
import type { Host } from '@/lib/inventory/types';
import { parseProbe } from '@/lib/probe';
import { SshPool } from '@/lib/ssh/pool';
import { closeAllTransports } from '@/lib/transports';
import { createSshTransport } from '@/lib/transports/ssh';
import type { Transport } from '@/lib/transports/types';
import { NEW_INVOCATION, NEW_PID, STORY_SHOW, STORY_UNIT, startTestHost, storyJournal, unitLine, type TestHost } from './harness';
import { freePort } from './harness/free-port';
import { hostsFromYaml } from './harness/hosts-from-yaml';

// The probe's real path: ssh2 to a real sshd, real curl on that host, against real HTTP servers on its loopback.
const T0 = 1_771_630_581_000_000;
const MODELS = { object: 'list', data: [{ id: 'qwen3-vl-test', object: 'model', owned_by: 'vllm', root: '/models/qwen3-vl', max_model_len: 8192 }] };
const LOADING = JSON.stringify({ error: { code: 503, message: 'Loading model', type: 'unavailable_error' } });

let host: TestHost;
let inventoryHost: Host;
let pool: SshPool;
let transport: Transport;
let serving: Server;
let loading: Server;
const ports = { serving: 0, loading: 0, closed: 0 };
const seen: string[] = [];

function listen(handler: Parameters<typeof createServer>[1], port: number): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  [ports.serving, ports.loading, ports.closed] = [await freePort(), await freePort(), await freePort()];
  serving = await listen((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === '/health') return res.writeHead(200).end();
    if (req.url === '/v1/models') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MODELS));
    res.writeHead(404).end('{"detail":"Not Found"}');
  }, ports.serving);
  // llama.cpp's answer while its model still loads.
  loading = await listen((_req, res) => res.writeHead(503, { 'content-type': 'application/json' }).end(LOADING), ports.loading);

  const started = T0 + 97_000_000;
  host = await startTestHost({
    journalEntries: [
      ...storyJournal(T0),
      unitLine({ ts: started + 60_000_000, pid: NEW_PID, invocationId: NEW_INVOCATION, message: `(APIServer pid=${NEW_PID}) INFO 02-20 23:38:52 [api_server.py:1634] Starting vLLM API server 0 on http://0.0.0.0:${ports.serving}` }),
    ],
    units: { [STORY_UNIT]: STORY_SHOW, 'vllm-other.service': { ...STORY_SHOW, Id: 'vllm-other.service', InvocationID: '0123456789abcdef0123456789abcdef' } },
  });
  inventoryHost = hostsFromYaml(host.fleetYaml())[0]!;
  pool = new SshPool({ maxConnections: 2, connectTimeoutMs: 3_000, commandTimeoutMs: 8_000 });
  transport = createSshTransport(inventoryHost, pool);
});

afterAll(async () => {
  await closeAllTransports();
  await pool?.closeAll();
  await host?.stop();
  serving?.close();
  loading?.close();
});

async function probe(port: number) {
  const out = await transport.exec(healthProbeArgs(port));
  return parseProbe({ stdout: out.stdout, stderr: out.stderr, code: out.code }, port, 'startup', Date.now());
}

describe('health probe over real SSH and curl', () => {
  it('a serving server: both paths 200, the model it lists', async () => {
    const r = await probe(ports.serving);
    expect(r.error).toBeNull();
    expect(r.ok).toBe(true);
    expect(r.models).toEqual(['qwen3-vl-test']);
    expect(r.checks.map((c) => c.status)).toEqual([200, 200]);
    expect(r.checks.every((c) => c.timeMs !== null && c.timeMs < 5_000)).toBe(true);
    expect(seen).toEqual(expect.arrayContaining(['GET /health', 'GET /v1/models']));
  });

  it("a server that answers 503 while loading: the HTTP error with the server's message", async () => {
    const r = await probe(ports.loading);
    expect(r.ok).toBe(false);
    expect(r.checks.map((c) => c.status)).toEqual([503, 503]);
    expect(r.error).toBe('HTTP 503 on /health: Loading model');
  });

  it("nothing listening: curl's own refusal", async () => {
    const r = await probe(ports.closed);
    expect(r.ok).toBe(false);
    expect(r.checks.map((c) => c.status)).toEqual([null, null]);
    expect(r.error).toMatch(new RegExp(`^curl: \\(7\\) Failed to connect to 127\\.0\\.0\\.1 port ${ports.closed}`));
  });

  it('fetchProbe takes the port from the current attempt\'s "Starting vLLM API server" line in the real journal', async () => {
    const r = await fetchProbe(inventoryHost, STORY_UNIT);
    expect(r).toMatchObject({ port: ports.serving, portFrom: 'startup', ok: true, models: ['qwen3-vl-test'] });
  });

  it("fetchProbe falls back to the unit's fleet.yaml port when the unit printed none", async () => {
    const withPort: Host = { ...inventoryHost, units: [{ name: 'vllm-other.service', noise: [], expectedVramPct: null, port: ports.loading }] };
    const r = await fetchProbe(withPort, 'vllm-other.service');
    expect(r).toMatchObject({ port: ports.loading, portFrom: 'fleet', ok: false, error: 'HTTP 503 on /health: Loading model' });
  });
});
