import { describe, expect, it } from 'vitest';
import { analyse } from '@/lib/analysis';
import { RadarError } from '@/lib/api/errors';
import { journalctlArgs, nvidiaSmiAppsArgs, nvidiaSmiGpuArgs, psTreeArgs, systemctlShowArgs } from '@/lib/commands';
import { DEMO_EPOCH_MS } from '@/lib/demo/clock';
import { DEMO_FLEET } from '@/lib/demo/fleet';
import { attributeVram, gaugeSegments, gpuReport, parsePsTree } from '@/lib/gpu';
import type { Host } from '@/lib/inventory/types';
import { parseJournalJson } from '@/lib/journal';
import { parseShow } from '@/lib/systemd';
import { createDemoTransport } from './demo';

const host = (name: string): Host => DEMO_FLEET.find((h) => h.name === name)!;
const unitOf = (name: string) => host(name).units[0]!.name;
const LOOP = { 'llm-one': 60, 'llm-two': 300, 'llm-three': 240, 'llm-five': 120, 'llm-six': 300 } as const;
/** Wall-clock ms of `offset` seconds into loop 10 of a host's scenario, at speed 1. */
const at = (name: keyof typeof LOOP, offset: number) => DEMO_EPOCH_MS + (LOOP[name] * 10 + offset) * 1000;

function demo(name: string, nowMs: number, speed = 1) {
  return createDemoTransport(host(name), { now: () => nowMs, speed });
}

async function journal(name: keyof typeof LOOP, nowMs: number, query: Omit<Parameters<typeof journalctlArgs>[0], 'unit'> = {}) {
  const out = await demo(name, nowMs).exec(journalctlArgs({ unit: unitOf(name), ...query }));
  expect(out.code).toBe(0);
  return out.stdout;
}

async function gpus(name: keyof typeof LOOP, nowMs: number) {
  const t = demo(name, nowMs);
  const [gpu, apps, ps] = await Promise.all([t.exec(nvidiaSmiGpuArgs()), t.exec(nvidiaSmiAppsArgs()), t.exec(psTreeArgs())]);
  return gpuReport({ gpu, apps, ps, at: nowMs });
}

async function status(name: keyof typeof LOOP, nowMs: number) {
  const out = await demo(name, nowMs).exec(systemctlShowArgs(unitOf(name)));
  expect(out.code).toBe(0);
  return parseShow(out.stdout);
}

const cursorsOf = (stdout: string) => stdout.trim().split('\n').map((l) => (JSON.parse(l) as { __CURSOR: string }).__CURSOR);

describe('demo journalctl', () => {
  it('prints JSON lines the real journal parser reads without a single unparsed entry', async () => {
    const stdout = await journal('llm-two', at('llm-two', 150));
    const lines = stdout.trim().split('\n');
    const parsed = parseJournalJson(stdout);
    expect(parsed.entries).toHaveLength(lines.length);
    expect(parsed.unparsed).toBe(0);
    expect(lines.length).toBeGreaterThan(500);
  });

  it('prints string values, the four fields journalctl always adds, and only the requested others', async () => {
    const stdout = await journal('llm-two', at('llm-two', 250));
    const allowed = new Set([...journalctlArgs({ unit: 'x.service' })[5]!.slice('--output-fields='.length).split(','), '__MONOTONIC_TIMESTAMP']);
    let byteArrays = 0;
    for (const line of stdout.trim().split('\n')) {
      const record = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(record).slice(0, 4)).toEqual(['__CURSOR', '__REALTIME_TIMESTAMP', '__MONOTONIC_TIMESTAMP', '_BOOT_ID']);
      for (const [key, value] of Object.entries(record)) {
        expect(allowed.has(key), key).toBe(true);
        if (Array.isArray(value)) byteArrays++;
        else expect(typeof value, key).toBe('string');
      }
    }
    // The tqdm line with \r comes out as bytes, like journalctl prints it.
    expect(byteArrays).toBeGreaterThan(0);
  });

  it('systemd lines carry UNIT and INVOCATION_ID from PID 1, unit lines _SYSTEMD_UNIT and _SYSTEMD_INVOCATION_ID', async () => {
    const records = (await journal('llm-two', at('llm-two', 40))).trim().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    const restart = records.filter((r) => r.N_RESTARTS !== undefined).at(-1)!;
    expect(restart).toMatchObject({ _PID: '1', UNIT: 'vllm-kimi-k25.service', MESSAGE_ID: '5eb03494b6584870a536b337290809b3', N_RESTARTS: '1' });
    expect(restart).not.toHaveProperty('_SYSTEMD_INVOCATION_ID');
    const unitLine = records.findLast((r) => r._SYSTEMD_UNIT === 'vllm-kimi-k25.service')!;
    expect(unitLine._SYSTEMD_INVOCATION_ID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('--after-cursor resumes exactly after the given entry, also once the journal has grown', async () => {
    const before = cursorsOf(await journal('llm-two', at('llm-two', 100)));
    const now = at('llm-two', 160);
    const after = cursorsOf(await journal('llm-two', now));
    expect(after.slice(0, before.length)).toEqual(before);
    for (const i of [0, 1, Math.floor(before.length / 2), before.length - 1]) {
      const rest = await journal('llm-two', now, { afterCursor: before[i] });
      expect(rest === '' ? [] : cursorsOf(rest)).toEqual(after.slice(i + 1));
    }
    expect(await journal('llm-two', now, { afterCursor: after.at(-1) })).toBe('');
  });

  it('a cursor that has rotated out resumes at the oldest entry, without its own entry: the seqnum gap shows it', async () => {
    const old = cursorsOf(await journal('llm-two', at('llm-two', -2400)))[5]!;
    const rest = cursorsOf(await journal('llm-two', at('llm-two', 10), { afterCursor: old }));
    const seq = (c: string) => parseInt(/;i=([0-9a-f]+);/.exec(c)![1]!, 16);
    expect(seq(rest[0]!)).toBeGreaterThan(seq(old) + 1);
  });

  it('--since and --until are inclusive to the microsecond', async () => {
    const now = at('llm-two', 200);
    const all = (await journal('llm-two', now)).trim().split('\n').map((l) => JSON.parse(l) as { __REALTIME_TIMESTAMP: string });
    const ts = all.map((r) => Number(r.__REALTIME_TIMESTAMP));
    const [from, to] = [ts[100]!, ts[120]!];
    const slice = (await journal('llm-two', now, { since: from, until: to })).trim().split('\n');
    expect(slice).toHaveLength(21);
  });

  it('limit keeps the oldest N after a cursor and the newest N otherwise, like journalctl', async () => {
    const now = at('llm-two', 200);
    const all = cursorsOf(await journal('llm-two', now));
    expect(cursorsOf(await journal('llm-two', now, { limit: 3 }))).toEqual(all.slice(-3));
    expect(cursorsOf(await journal('llm-two', now, { afterCursor: all[10], limit: 3 }))).toEqual(all.slice(11, 14));
  });

  it('never prints an entry from the future', async () => {
    const now = at('llm-two', 123.4);
    const stdout = await journal('llm-two', now);
    const last = JSON.parse(stdout.trim().split('\n').at(-1)!) as { __REALTIME_TIMESTAMP: string };
    expect(Number(last.__REALTIME_TIMESTAMP)).toBeLessThanOrEqual(now * 1000);
  });

  it('answers usage errors like journalctl and refuses anything but our commands', async () => {
    const t = demo('llm-two', at('llm-two', 10));
    expect(await t.exec(['journalctl', '--after-cursor=nonsense', '-o', 'json'])).toMatchObject({ code: 1, stderr: 'Failed to seek to cursor: Invalid argument\n' });
    expect((await t.exec(['journalctl', '--output=export'])).code).toBe(1);
    expect((await t.exec(['journalctl', '--rotate'])).stderr).toContain("unrecognized option '--rotate'");
    expect((await t.exec(['sh', '-c', 'id'])).code).toBe(1);
    expect((await t.exec([])).code).toBe(1);
  });
});

describe('demo story on llm-two', () => {
  it('the failed attempt died on the flashinfer-cubin mismatch and the current one is loading', async () => {
    const now = at('llm-two', 150);
    const st = await status('llm-two', now);
    const analysis = analyse(parseJournalJson(await journal('llm-two', now)).entries, { currentInvocationId: st.invocationId, now: now * 1000 });
    const current = analysis.attempts[analysis.currentAttempt!]!;
    const failed = analysis.attempts[analysis.currentAttempt! - 1]!;
    expect(current.invocationId).toBe(st.invocationId);
    expect(current.mainPid).toBe(st.mainPid);
    expect(current.phases.at(-1)?.name).toBe('loading_weights');
    expect(failed.outcome).toBe('failed');
    expect(failed.fatal?.headline).toContain('RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)');
    expect(failed.restartCounter).toBeNull();
    expect(current.restartCounter).toBe(1);
  });

  it('systemctl show follows the story: running, auto-restart, running again with NRestarts=1', async () => {
    const crashed = await status('llm-two', at('llm-two', 10));
    const waiting = await status('llm-two', at('llm-two', 25));
    const loading = await status('llm-two', at('llm-two', 150));
    expect(crashed).toMatchObject({ loadState: 'loaded', activeState: 'active', subState: 'running', nRestarts: 0 });
    expect(waiting).toMatchObject({ activeState: 'activating', subState: 'auto-restart', result: 'exit-code', mainPid: null, invocationId: crashed.invocationId });
    expect(loading).toMatchObject({ activeState: 'active', nRestarts: 1 });
    expect(loading.mainPid).not.toBe(crashed.mainPid);
    expect(loading.execMainStartTimestamp).toBe((at('llm-two', 33.1)) * 1000);
  });

  it('GPU memory grows over the loading phase to ~73.7 GiB of 183,359 MiB, then the KV cache takes it to ~90 %', async () => {
    const samples = [];
    for (const offset of [70, 100, 130, 160, 190, 212]) samples.push(await gpus('llm-two', at('llm-two', offset)));
    for (const report of samples) {
      expect(report.error).toBeNull();
      expect(report.gpus).toHaveLength(8);
      expect(report.gpus.every((g) => g.totalMiB === 183359)).toBe(true);
    }
    const gpu0 = samples.map((r) => r.gpus[0]!.usedMiB!);
    expect(gpu0).toEqual([...gpu0].sort((a, b) => a - b));
    expect(new Set(gpu0).size).toBe(gpu0.length);
    expect(gpu0.at(-1)).toBe(73731);
    const ready = await gpus('llm-two', at('llm-two', 280));
    expect(ready.gpus[0]!.usedMiB! / 183359).toBeGreaterThan(0.89);
    expect(ready.gpus[0]!.usedMiB! / 183359).toBeLessThan(0.93);
  });

  it('every GPU process belongs to the current attempt while it loads', async () => {
    const now = at('llm-two', 150);
    const st = await status('llm-two', now);
    const analysis = analyse(parseJournalJson(await journal('llm-two', now)).entries, { currentInvocationId: st.invocationId });
    const owners = attributeVram(await gpus('llm-two', now), analysis.attempts);
    expect(owners.map((g) => g.segments.map((s) => s.owner))).toEqual(Array(8).fill(['current']));
  });

  it('loops: a later loop has new PIDs and a new invocation', async () => {
    const a = await status('llm-two', at('llm-two', 150));
    const b = await status('llm-two', at('llm-two', 450));
    expect(b.mainPid).not.toBe(a.mainPid);
    expect(b.invocationId).not.toBe(a.invocationId);
  });

  it('speed compresses wall time: at speed 4 the loading is as far after 1/4 of the time', async () => {
    const slow = demo('llm-two', DEMO_EPOCH_MS + 150_000, 1);
    const fast = demo('llm-two', DEMO_EPOCH_MS + 150_000 / 4, 4);
    const [a, b] = await Promise.all([slow.exec(nvidiaSmiGpuArgs()), fast.exec(nvidiaSmiGpuArgs())]);
    expect(b.stdout).toBe(a.stdout);
  });

  it('an epoch of our own starts the story there: at +150 s the first loop is loading, with the story PIDs', async () => {
    const epochMs = Date.UTC(2026, 5, 1, 12);
    const t = createDemoTransport(host('llm-two'), { now: () => epochMs + 150_000, epochMs });
    const st = parseShow((await t.exec(systemctlShowArgs(unitOf('llm-two')))).stdout);
    expect(st.mainPid).toBe(222636);
    const entries = parseJournalJson((await t.exec(journalctlArgs({ unit: unitOf('llm-two') }))).stdout).entries;
    expect(entries.find((e) => e.message.includes('Starting to load model'))?.pid).toBe(221343);
  });

  it('two transports at the same moment print the same bytes', async () => {
    const now = at('llm-two', 77.7);
    const argv = journalctlArgs({ unit: unitOf('llm-two') });
    expect((await demo('llm-two', now).exec(argv)).stdout).toBe((await createDemoTransport(host('llm-two'), { now: () => now }).exec(argv)).stdout);
  });
});

describe('demo crash loop on llm-three', () => {
  it('the restart counter climbs in the journal and in systemctl show until the start limit', async () => {
    const counters = [];
    for (const offset of [70, 100, 130, 160, 190]) counters.push((await status('llm-three', at('llm-three', offset))).nRestarts);
    expect(counters).toEqual([1, 2, 3, 4, 5]);
    expect(await status('llm-three', at('llm-three', 230))).toMatchObject({ activeState: 'failed', result: 'start-limit-hit', nRestarts: 6 });
    const records = (await journal('llm-three', at('llm-three', 230))).trim().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    const tail = records.filter((r) => r.N_RESTARTS !== undefined).slice(-6).map((r) => Number(r.N_RESTARTS));
    expect(tail).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a stale worker of the first attempt holds GPU 3, shows in --query-compute-apps, and each retry dies of CUDA OOM on it', async () => {
    const now = at('llm-three', 100);
    const st = await status('llm-three', now);
    const stdout = await journal('llm-three', now);
    const analysis = analyse(parseJournalJson(stdout).entries, { currentInvocationId: st.invocationId });
    const report = await gpus('llm-three', now);
    const gpu3 = attributeVram(report, analysis.attempts)[3]!;
    const stale = gpu3.segments.find((s) => s.owner === 'stale')!;
    expect(stale.mib).toBeGreaterThan(60_000);
    const [stalePid] = stale.pids;
    // Its main process is gone: the kernel gave the worker to PID 1, so no parent makes it current.
    expect(report.tree?.parents[stalePid!]).toBe(1);
    expect(stale.via).toBeUndefined();
    expect(stdout).toContain(`Process ${stalePid} has 60.87 GiB memory in use`);
    expect(stdout).toContain(`Unit process ${stalePid} (python3.12) remains running after unit stopped.`);
    const retry = analysis.attempts.findLast((a) => a.outcome === 'failed')!;
    expect(retry.fatal?.headline).toMatch(/^torch\.OutOfMemoryError: CUDA out of memory\. .* GPU 3 /);
    expect(report.gpus[3]!.usedMiB! / report.gpus[3]!.totalMiB!).toBeGreaterThan(0.75);
  });
});

describe('demo TGI host llm-six', () => {
  const analysed = async (offset: number) => {
    const now = at('llm-six', offset);
    const st = await status('llm-six', now);
    return { st, analysis: analyse(parseJournalJson(await journal('llm-six', now)).entries, { currentInvocationId: st.invocationId, now: now * 1000 }) };
  };

  it("the first attempt dies of shard 5's CUDA OOM, named by the shard's traceback and not by the launcher's ShardCannotStart", async () => {
    const { st, analysis } = await analysed(150);
    const current = analysis.attempts[analysis.currentAttempt!]!;
    const failed = analysis.attempts[analysis.currentAttempt! - 1]!;
    expect(current).toMatchObject({ invocationId: st.invocationId, mainPid: st.mainPid, outcome: 'running' });
    expect(failed.outcome).toBe('failed');
    expect(failed.exitStatus).toContain('status=1/FAILURE');
    expect(failed.fatal?.headline).toMatch(/^torch\.OutOfMemoryError: CUDA out of memory\. Tried to allocate 1\.75 GiB\. GPU 5 /);
    expect(failed.fatal?.headline).not.toContain('ShardCannotStart');
  });

  it('prints what TGI prints: every line under the launcher PID, the crash summary after the shard traceback, the ready lines in the restart', async () => {
    const stdout = await journal('llm-six', at('llm-six', 280), { since: at('llm-six', -5) * 1000 });
    const records = stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    const unitPids = new Set(records.filter((r) => r._SYSTEMD_UNIT === 'tgi-llama-405b.service').map((r) => r._PID));
    // The previous loop's attempt, the crashed one and the current one: three launchers, no shard PID.
    expect(unitPids.size).toBe(3);
    const messages = records.map((r) => r.MESSAGE ?? '');
    const index = (re: RegExp) => messages.findIndex((m) => re.test(m));
    expect(index(/ERROR text_generation_launcher: Error when initializing model$/)).toBeLessThan(index(/ERROR text_generation_launcher: Shard 5 failed to start$/));
    expect(index(/Shard 5 failed to start$/)).toBeLessThan(index(/^Error: ShardCannotStart$/));
    expect(index(/^Error: ShardCannotStart$/)).toBeLessThan(index(/Scheduled restart job, restart counter is at 1\./));
    for (const re of [/ INFO shard-manager: text_generation_launcher: Shard ready in [\d.]+s rank=7$/, / INFO text_generation_launcher: Starting Webserver$/, /text_generation_router::server: router\/src\/server\.rs:\d+: Connected$/, /chat_completions\{.*\}: text_generation_router::server: .*: Success$/]) {
      expect(index(re), String(re)).toBeGreaterThan(index(/Scheduled restart job/));
    }
    expect(messages.find((m) => m.includes(' ERROR '))).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z ERROR /);
  });

  it('nvidia-smi: a process outside the unit holds 33 GiB of GPU 5 while shard 5 runs out of memory, then the restart fills all 8 GPUs to ~90 %', async () => {
    const during = await gpus('llm-six', at('llm-six', 44));
    const { analysis } = await analysed(44);
    const gpu5 = attributeVram(during, analysis.attempts)[5]!;
    const other = gpu5.segments.filter((s) => s.owner === 'other').flatMap((s) => s.pids);
    const oomLine = (await journal('llm-six', at('llm-six', 46), { since: at('llm-six', 0) * 1000 })).match(/Process (\d+) has 33\.40 GiB memory in use/);
    expect(other).toContain(Number(oomLine![1]));
    expect(during.gpus[5]!.totalMiB! - during.gpus[5]!.usedMiB!).toBeLessThan(1200);

    const gpu0 = [];
    for (const offset of [80, 120, 160, 200]) gpu0.push((await gpus('llm-six', at('llm-six', offset))).gpus[0]!.usedMiB!);
    expect(gpu0).toEqual([...gpu0].sort((a, b) => a - b));
    const ready = await gpus('llm-six', at('llm-six', 260));
    expect(ready.gpus).toHaveLength(8);
    for (const g of ready.gpus) expect(g.usedMiB! / g.totalMiB!).toBeGreaterThan(0.89);
    expect(ready.processes.every((p) => !other.includes(p.pid))).toBe(true);
  });

  it("ps: the 8 shards, which never log, are the launcher's children, so the gauge gives their memory to the current attempt", async () => {
    const now = at('llm-six', 260);
    const { st, analysis } = await analysed(260);
    const report = await gpus('llm-six', now);
    expect(report.tree?.error).toBeNull();
    const current = analysis.attempts[analysis.currentAttempt!]!;
    expect(current.pids.map((p) => p.pid)).toEqual([st.mainPid]);
    const byGpu = attributeVram(report, analysis.attempts);
    for (const gpu of byGpu) {
      expect(gpu.segments.map((s) => s.owner)).toEqual(['current']);
      expect(gpu.segments[0]!.via).toEqual([{ pid: gpu.segments[0]!.pids[0], ancestor: st.mainPid, depth: 1 }]);
      expect(gpu.segments[0]!.mib).toBeGreaterThan(70_000);
    }
  });

  it('ps: while shard 5 runs out of memory the foreign job on GPU 5 stays other (its shell is no process of the unit)', async () => {
    const now = at('llm-six', 44);
    const { st, analysis } = await analysed(44);
    const gpu5 = attributeVram(await gpus('llm-six', now), analysis.attempts)[5]!;
    expect(gpu5.segments.map((s) => s.owner)).toEqual(['current', 'other']);
    expect(gpu5.segments[0]!.via?.[0]?.ancestor).toBe(st.mainPid);
    expect(gpu5.segments[1]!.via).toBeUndefined();
  });

  it('prints what procps prints: PID and PPID right-aligned, sorted, no header; other options are refused', async () => {
    const t = demo('llm-six', at('llm-six', 260));
    const out = await t.exec(psTreeArgs());
    expect(out.code).toBe(0);
    const lines = out.stdout.split('\n').slice(0, -1);
    expect(lines[0]).toBe('      1       0');
    expect(lines.every((l) => /^ *\d+ +\d+$/.test(l) && l.length === 15)).toBe(true);
    const table = parsePsTree(out.stdout);
    expect(table.skippedLines).toBe(0);
    expect([...table.parents.keys()]).toEqual([...table.parents.keys()].sort((a, b) => a - b));
    expect((await t.exec(['ps', 'aux'])).code).toBe(1);
    expect((await t.exec(['ps', '-e', '-o', 'pid=,ppid=,cmd='])).code).toBe(1);
  });

  it('systemctl show: running, auto-restart after the crash, running again with NRestarts=1', async () => {
    expect(await status('llm-six', at('llm-six', 30))).toMatchObject({ activeState: 'active', subState: 'running', nRestarts: 0 });
    expect(await status('llm-six', at('llm-six', 50))).toMatchObject({ activeState: 'activating', subState: 'auto-restart', result: 'exit-code', mainPid: null });
    expect(await status('llm-six', at('llm-six', 260))).toMatchObject({ activeState: 'active', subState: 'running', nRestarts: 1 });
  });
});

describe('demo GPUs through the gauge', () => {
  it('llm-two fills while loading, sits at the expected level when ready; llm-three GPU 3 is over, held by a stale PID', async () => {
    const gauge = async (name: keyof typeof LOOP, offset: number, index: number) => {
      const now = at(name, offset);
      const st = await status(name, now);
      const analysis = analyse(parseJournalJson(await journal(name, now)).entries, { currentInvocationId: st.invocationId });
      const report = await gpus(name, now);
      return gaugeSegments(report.gpus[index]!, attributeVram(report, analysis.attempts)[index]!, 90);
    };
    const loading = await gauge('llm-two', 150, 0);
    expect(loading).toMatchObject({ state: 'filling', staleMiB: 0 });
    expect(loading.segments[0]!.owner).toBe('current');
    expect((await gauge('llm-two', 280, 0)).state).toBe('at-expected');
    const stuck = await gauge('llm-three', 110, 3);
    expect(stuck.state).toBe('over');
    expect(stuck.staleMiB).toBeGreaterThan(60_000);
    expect(stuck.segments.map((x) => x.owner)).toEqual(['current', 'stale', 'unattributed']);
  });
});

describe('demo healthy, unreachable and driverless hosts', () => {
  it('llm-one has been ready for hours with steady VRAM', async () => {
    const now = at('llm-one', 30);
    const st = await status('llm-one', now);
    const analysis = analyse(parseJournalJson(await journal('llm-one', now)).entries, { currentInvocationId: st.invocationId });
    expect(analysis.attempts).toHaveLength(1);
    expect(analysis.attempts[0]).toMatchObject({ outcome: 'ready', mainPid: 2827 });
    expect(st.activeEnterTimestamp!).toBeLessThan(now * 1000 - 3600e6);
    const a = await gpus('llm-one', at('llm-one', 5));
    const b = await gpus('llm-one', at('llm-one', 45));
    for (const [x, y] of a.gpus.map((g, i) => [g.usedMiB!, b.gpus[i]!.usedMiB!])) expect(Math.abs(x! - y!)).toBeLessThan(100);
    expect(a.gpus[0]!.usedMiB! / a.gpus[0]!.totalMiB!).toBeCloseTo(0.9, 2);
  });

  it('llm-four throws unreachable for every command', async () => {
    const t = demo('llm-four', Date.now());
    await expect(t.exec(nvidiaSmiGpuArgs())).rejects.toBeInstanceOf(RadarError);
    await expect(t.exec(journalctlArgs({ unit: unitOf('llm-four') }))).rejects.toMatchObject({ code: 'unreachable' });
  });

  it('llm-five: nvidia-smi exits 9 with the driver text, which parses to no_nvidia_driver', async () => {
    const out = await demo('llm-five', Date.now()).exec(nvidiaSmiGpuArgs());
    expect(out.code).toBe(9);
    expect((await gpus('llm-five', Date.now())).error?.code).toBe('no_nvidia_driver');
  });

  it('a unit the host does not have is not-found, with an empty journal', async () => {
    const t = demo('llm-one', Date.now());
    expect(parseShow((await t.exec(systemctlShowArgs('nope.service'))).stdout).loadState).toBe('not-found');
    expect((await t.exec(journalctlArgs({ unit: 'nope.service' }))).stdout).toBe('');
  });

  it('maxBytes cuts at the last whole line and says so', async () => {
    const out = await demo('llm-two', at('llm-two', 200)).exec(journalctlArgs({ unit: unitOf('llm-two') }), { maxBytes: 10_000 });
    expect(out.truncated).toBe(true);
    expect(out.stdout.endsWith('\n')).toBe(true);
    expect(Buffer.byteLength(out.stdout)).toBeLessThanOrEqual(10_000);
    expect(parseJournalJson(out.stdout).unparsed).toBe(0);
  });

  it('a demo host without a scenario is unreachable, not a crash', async () => {
    const t = createDemoTransport({ ...host('llm-one'), name: 'ghost', scenario: 'ghost' });
    await expect(t.exec(nvidiaSmiGpuArgs())).rejects.toMatchObject({ code: 'unreachable' });
  });
});
