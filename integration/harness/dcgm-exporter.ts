import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

const FIXTURES = join(__dirname, '..', '..', 'lib', 'gpu', '__fixtures__', 'dcgm-exporter');
/** Recorded /metrics excerpts (lib/gpu/__fixtures__/dcgm-exporter/SOURCES.md), served verbatim. */
export const RECORDED_DCGM = ['v100-4x-r6i3n0.prom', 'a30-mig-test0003.prom', 'mixed-k8s-lowercase-hostname.prom'] as const;

export interface ExporterGpu {
  usedMiB: number;
  totalMiB: number;
  utilPct: number;
}

export interface TestExporter {
  port: number;
  url: string;
  /** Sets (or adds) a synthetic host's GPUs; an empty list removes the host from the page. */
  setHost(name: string, gpus: readonly ExporterGpu[]): void;
  /** Scrapes of /metrics so far. */
  scrapes(): number;
  stop(): Promise<void>;
}

const MODEL = 'NVIDIA H100 80GB HBM3';
const HELP: Record<string, string> = {
  DCGM_FI_DEV_FB_FREE: 'Framebuffer memory free (in MiB).',
  DCGM_FI_DEV_FB_USED: 'Framebuffer memory used (in MiB).',
  DCGM_FI_DEV_GPU_UTIL: 'GPU utilization (in %).',
};

/** A UUID shaped like dcgm-exporter prints them, stable per host and GPU. */
function uuidOf(host: string, gpu: number): string {
  let h = 2166136261;
  for (const c of `${host}/${gpu}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const hex = (h.toString(16).padStart(8, '0') + (h ^ 0x9e3779b9).toString(16).padStart(8, '0')).repeat(2);
  return `GPU-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The line shape of NVIDIA/dcgm-exporter #250's output: gpu, UUID, device, modelName, Hostname. */
export function renderDcgm(hosts: ReadonlyMap<string, readonly ExporterGpu[]>): string {
  const out: string[] = [];
  for (const [metric, help] of Object.entries(HELP)) {
    out.push(`# HELP ${metric} ${help}`, `# TYPE ${metric} gauge`);
    for (const [host, gpus] of hosts) {
      gpus.forEach((g, i) => {
        const value = metric === 'DCGM_FI_DEV_FB_USED' ? g.usedMiB : metric === 'DCGM_FI_DEV_FB_FREE' ? g.totalMiB - g.usedMiB : g.utilPct;
        out.push(`${metric}{gpu="${i}",UUID="${uuidOf(host, i)}",device="nvidia${i}",modelName="${MODEL}",Hostname="${host}"} ${value}`);
      });
    }
  }
  return `${out.join('\n')}\n`;
}

/** A node http server on 127.0.0.1 serving the recorded dcgm-exporter pages plus synthetic hosts at /metrics. */
export async function startTestExporter(opts: { recorded?: boolean } = {}): Promise<TestExporter> {
  const recorded = opts.recorded === false ? '' : RECORDED_DCGM.map((f) => readFileSync(join(FIXTURES, f), 'utf8')).join('');
  const hosts = new Map<string, readonly ExporterGpu[]>();
  let page: string | null = null;
  let scrapes = 0;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    scrapes++;
    page ??= recorded + renderDcgm(hosts);
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }).end(page);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/metrics`,
    setHost(name, gpus) {
      if (gpus.length === 0) hosts.delete(name);
      else hosts.set(name, gpus);
      page = null;
    },
    scrapes: () => scrapes,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export function eightGpus(usedMiB: number, totalMiB = 81559, utilPct = 97): ExporterGpu[] {
  return Array.from({ length: 8 }, (_, i) => ({ usedMiB: usedMiB + i, totalMiB, utilPct }));
}
