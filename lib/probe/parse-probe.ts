import { z } from 'zod';
import { PROBE_MARKER, PROBE_PATHS } from '@/lib/commands/curl';
import type { ProbeCheck, ProbeResult } from './types';

const MARKER_LINE = new RegExp(`^${PROBE_MARKER} (\\d{3}) ([\\d.]+)$`);
const MODEL_LIST = z.object({ data: z.array(z.object({ id: z.string() })) });
// llama.cpp answers 503 `{"error":{"code":503,"message":"Loading model",…}}`; TGI and vLLM `{"error": "…"}` or `{"detail": …}`.
const ERROR_BODY = z.union([
  z.object({ error: z.object({ message: z.string() }) }).transform((b) => b.error.message),
  z.object({ error: z.string() }).transform((b) => b.error),
  z.object({ detail: z.string() }).transform((b) => b.detail),
  z.object({ message: z.string() }).transform((b) => b.message),
]);

export interface ProbeOutput {
  stdout: string;
  stderr: string;
  code: number | null;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function oneLine(text: string, max = 200): string {
  const line = text.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '';
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** The answers in curl's output, in request order: the body before each marker line, then its status and time. */
function answers(stdout: string): Array<{ body: string; status: number | null; timeMs: number | null }> {
  const out: Array<{ body: string; status: number | null; timeMs: number | null }> = [];
  let body: string[] = [];
  for (const line of stdout.split('\n')) {
    const m = MARKER_LINE.exec(line);
    if (!m) {
      body.push(line);
      continue;
    }
    const status = Number(m[1]);
    out.push({ body: body.join('\n'), status: status === 0 ? null : status, timeMs: Math.round(Number(m[2]) * 1000) });
    body = [];
  }
  return out;
}

/** Reads the health probe's curl output (lib/commands/curl.ts) into what the timeline shows. */
export function parseProbe(out: ProbeOutput, port: number, portFrom: ProbeResult['portFrom'], at: number): ProbeResult {
  const read = answers(out.stdout);
  const checks: ProbeCheck[] = PROBE_PATHS.map((path, i) => ({ path, status: read[i]?.status ?? null, timeMs: read[i]?.timeMs ?? null }));
  const models = MODEL_LIST.safeParse(jsonOf(read[1]?.body ?? ''));
  const ids = models.success ? models.data.data.map((m) => m.id) : [];
  const ok = checks.every((c) => c.status === 200);
  return { port, portFrom, at, ok, models: ids, checks, error: ok ? null : errorOf(out, read, checks) };
}

function errorOf(out: ProbeOutput, read: ReturnType<typeof answers>, checks: ProbeCheck[]): string {
  if (out.code === 127 || (read.length === 0 && /not found/i.test(out.stderr))) return 'curl is not available on the host';
  const failed = checks.findIndex((c) => c.status !== 200);
  const check = checks[failed]!;
  if (check.status === null) return oneLine(out.stderr) || `no answer on ${check.path} (curl exit ${out.code ?? 'signal'})`;
  const body = ERROR_BODY.safeParse(jsonOf(read[failed]?.body ?? ''));
  const detail = body.success ? body.data : oneLine(read[failed]?.body ?? '', 120);
  return `HTTP ${check.status} on ${check.path}${detail ? `: ${detail}` : ''}`;
}
