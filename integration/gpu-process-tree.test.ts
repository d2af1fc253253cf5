// The GPU route on a real sshd host with the real `ps`: real processes whose PIDs the recorded nvidia-smi prints,
// attributed to the attempt whose journal names only their parent.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedGpus, startTestHost, systemdLine, unitLine, STORY_SHOW, STORY_UNIT, NEW_INVOCATION, OLD_INVOCATION, type TestHost } from '@/integration/harness';
import { descendantsOf, killTree, sleep } from '@/integration/harness/processes';
import { analyse } from '@/lib/analysis';
import type { GpuResponse } from '@/lib/api/types';
import { attributeVram } from '@/lib/gpu';

type Get = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

let dir = '';
let host: TestHost;
let gpus: Get;
let launcher: ChildProcess;
/** The launcher's two children, and the grandchild under its subshell. */
let shards: number[] = [];
let grandchild = 0;
/** A worker whose parent (the failed attempt's launcher) exited: the kernel re-parented it. */
let orphan = 0;
let deadLauncher = 0;

async function until<T>(what: string, read: () => T | null): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read();
    if (value !== null) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'radar-ps-'));
  launcher = spawn('/bin/sh', ['-c', 'sleep 600 & sleep 600 & (sleep 600 & wait) & wait'], { detached: true, stdio: 'ignore' });
  const root = launcher.pid!;
  const tree = await until('the launcher tree', () => {
    const all = descendantsOf(root);
    return all.length === 4 ? all : null;
  });
  const subshell = tree.find((p) => tree.some((q) => parentOf(q) === p))!;
  shards = tree.filter((p) => parentOf(p) === root && p !== subshell);
  grandchild = tree.find((p) => parentOf(p) === subshell)!;

  const dead = spawn('/bin/sh', ['-c', 'sleep 600 & echo $!'], { stdio: ['ignore', 'pipe', 'ignore'] });
  deadLauncher = dead.pid!;
  const out: Buffer[] = [];
  dead.stdout!.on('data', (d: Buffer) => out.push(d));
  await new Promise((r) => dead.once('exit', r));
  orphan = Number(Buffer.concat(out).toString().trim());
  await until('the orphan re-parented', () => (parentOf(orphan) !== deadLauncher ? true : null));

  const t0 = Date.now() * 1000 - 120_000_000;
  const line = (s: number, pid: number, invocationId: string, message: string) => unitLine({ ts: t0 + s * 1_000_000, pid, invocationId, identifier: 'text-generation-launcher', message });
  host = await startTestHost({
    name: 'tree',
    journalEntries: [
      systemdLine({ ts: t0, invocationId: OLD_INVOCATION, message: `Started ${STORY_UNIT}.` }),
      line(1, deadLauncher, OLD_INVOCATION, '2026-12-03T10:00:01.000000Z  INFO text_generation_launcher: Sharding model on 4 processes'),
      line(30, deadLauncher, OLD_INVOCATION, '2026-12-03T10:00:30.000000Z ERROR text_generation_launcher: Shard 3 failed to start'),
      systemdLine({ ts: t0 + 31_000_000, invocationId: OLD_INVOCATION, message: `${STORY_UNIT}: Main process exited, code=exited, status=1/FAILURE` }),
      systemdLine({ ts: t0 + 40_000_000, invocationId: NEW_INVOCATION, message: `Started ${STORY_UNIT}.` }),
      line(41, root, NEW_INVOCATION, '2026-12-03T10:00:41.000000Z  INFO text_generation_launcher: Sharding model on 4 processes'),
      line(42, root, NEW_INVOCATION, '2026-12-03T10:00:42.000000Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0'),
    ],
    units: { [STORY_UNIT]: { ...STORY_SHOW, MainPID: String(root), InvocationID: NEW_INVOCATION } },
    nvidiaSmi: recordedGpus({ count: 4, usedMiB: 70_000, pids: [shards[0]!, shards[1]!, grandchild, orphan] }),
  });
  writeFileSync(path.join(dir, 'fleet.yaml'), host.fleetYaml());
  Object.assign(process.env, { FLEET_FILE: path.join(dir, 'fleet.yaml'), RADAR_DATA_DIR: path.join(dir, 'data') });
  gpus = (await import('@/app/api/hosts/[host]/gpus/route')).GET as Get;
}, 120_000);

afterAll(async () => {
  if (launcher?.pid) killTree(launcher.pid);
  if (orphan) killTree(orphan);
  await host?.stop();
  const { closeAllTransports } = await import('@/lib/transports');
  await closeAllTransports();
  rmSync(dir, { recursive: true, force: true });
});

async function report(): Promise<GpuResponse['report']> {
  const { sharedCoalescer } = await import('@/lib/api/coalesce');
  sharedCoalescer().clear();
  const res = await gpus(new Request('http://127.0.0.1/api/hosts/tree/gpus'), { params: Promise.resolve({ host: 'tree' }) });
  const body = await res.text();
  expect(res.status, body).toBe(200);
  return (JSON.parse(body) as GpuResponse).report;
}

async function attempts() {
  const { transportFor } = await import('@/lib/transports');
  const { getHostOrThrow } = await import('@/lib/inventory');
  const { journalctlArgs } = await import('@/lib/commands');
  const { parseJournalJson } = await import('@/lib/journal');
  const out = await transportFor(getHostOrThrow('tree')).exec(journalctlArgs({ unit: STORY_UNIT, directory: host.journalDir }));
  return analyse(parseJournalJson(out.stdout).entries, { currentInvocationId: NEW_INVOCATION }).attempts;
}

describe('GPU processes through the real process tree', () => {
  it("the launcher's children and grandchild count for the current attempt through it; the dead attempt's orphan stays other", async () => {
    const [r, all] = await Promise.all([report(), attempts()]);
    expect(all.map((a) => a.pids.map((p) => p.pid))).toEqual([[deadLauncher], [launcher.pid]]);
    expect(r.tree?.error).toBeNull();
    expect(r.tree?.parents[shards[0]!]).toBe(launcher.pid);
    expect(r.tree?.parents[orphan]).toBe(parentOf(orphan));
    const byGpu = attributeVram(r, all);
    expect(byGpu.map((g) => g.segments.map((s) => s.owner))).toEqual([['current'], ['current'], ['current'], ['other']]);
    expect(byGpu[0]!.segments[0]!.via).toEqual([{ pid: shards[0], ancestor: launcher.pid, depth: 1 }]);
    expect(byGpu[2]!.segments[0]!.via).toEqual([{ pid: grandchild, ancestor: launcher.pid, depth: 2 }]);
    expect(byGpu[3]!.segments[0]!.pids).toEqual([orphan]);
  });

  it('only the GPU processes and their ancestors cross the wire, not the whole process table', async () => {
    const r = await report();
    const keys = Object.keys(r.tree!.parents).map(Number).sort((a, b) => a - b);
    // Here the launcher runs under this test's own process chain, which ps lists up to PID 1 too.
    const above: number[] = [];
    for (let p = parentOf(launcher.pid!); p > 1; p = parentOf(p)) above.push(p);
    expect(keys).toEqual([...shards, grandchild, parentOf(grandchild), launcher.pid!, ...above, orphan].sort((a, b) => a - b));
  });

  it('a host without ps keeps the journal-PID attribution and says why', async () => {
    host.setPs('missing');
    try {
      const [r, all] = await Promise.all([report(), attempts()]);
      expect(r.error).toBeNull();
      expect(r.tree).toEqual({ parents: {}, skippedLines: 0, error: { code: 'ps_missing', message: 'bash: line 1: ps: command not found' } });
      expect(attributeVram(r, all).map((g) => g.segments.map((s) => s.owner))).toEqual([['other'], ['other'], ['other'], ['other']]);
    } finally {
      host.setPs('real');
    }
  });
});
