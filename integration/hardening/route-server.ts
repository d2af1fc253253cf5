// The real API route handlers behind node:http, without a Next build: a server the tests can kill -9.
// Run: node --conditions=react-server --import tsx integration/hardening/route-server.ts (ROUTE_SERVER_PORT, default 0: any free port).
import { createServer, type IncomingMessage } from 'node:http';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Route = { method: string; re: RegExp; names: string[]; load: () => Promise<Handler> };

const h = (m: Record<string, unknown>, method: string) => m[method] as Handler;
const ROUTES: Route[] = [
  { method: 'GET', re: /^\/api\/hosts$/, names: [], load: async () => h(await import('@/app/api/hosts/route'), 'GET') },
  { method: 'GET', re: /^\/api\/hosts\/([^/]+)\/gpus$/, names: ['host'], load: async () => h(await import('@/app/api/hosts/[host]/gpus/route'), 'GET') },
  { method: 'GET', re: /^\/api\/hosts\/([^/]+)\/units\/([^/]+)\/journal$/, names: ['host', 'unit'], load: async () => h(await import('@/app/api/hosts/[host]/units/[unit]/journal/route'), 'GET') },
  { method: 'GET', re: /^\/api\/hosts\/([^/]+)\/units\/([^/]+)\/status$/, names: ['host', 'unit'], load: async () => h(await import('@/app/api/hosts/[host]/units/[unit]/status/route'), 'GET') },
  { method: 'POST', re: /^\/api\/snapshots$/, names: [], load: async () => h(await import('@/app/api/snapshots/route'), 'POST') },
  { method: 'GET', re: /^\/api\/snapshots\/([^/]+)$/, names: ['id'], load: async () => h(await import('@/app/api/snapshots/[id]/route'), 'GET') },
];

async function body(req: IncomingMessage): Promise<ArrayBuffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const all = Buffer.concat(chunks);
  return all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = ROUTES.find((r) => r.method === req.method && r.re.test(url.pathname));
    if (!route) return void res.writeHead(404).end();
    const m = route.re.exec(url.pathname)!;
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const request = new Request(url, { method: req.method, headers, body: await body(req) });
    const response = await (await route.load())(request, { params: Promise.resolve(params) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});

server.listen(Number(process.env.ROUTE_SERVER_PORT ?? 0), '127.0.0.1', () => {
  const addr = server.address();
  console.log(`listening ${typeof addr === 'object' && addr ? addr.port : ''}`);
});
