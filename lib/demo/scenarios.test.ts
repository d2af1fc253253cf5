import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalctlArgs, nvidiaSmiAppsArgs, systemctlShowArgs } from '@/lib/commands';
import { DEFAULT_DEMO_CLOCK as CLOCK, DEMO_EPOCH_MS, scenarioTime, wallMicros } from './clock';
import { expandLoop, linesPerLoop } from './expand-loop';
import { DEMO_FLEET } from './fleet';
import { replayCommand } from './replay-command';
import { DEMO_SCENARIOS } from './scenarios';

const PLACEHOLDER = /\{(pid|engine|wpid|rank|stamp|iso|unit|description|done|total|pct|elapsed|remaining|rate)(:\d+)?(@\w+)?\}/;
const playable = Object.values(DEMO_SCENARIOS).filter((s) => !s.unreachable);

describe('demo scenarios', () => {
  it('every fleet host has a scenario, with the unit the fleet watches', () => {
    for (const host of DEMO_FLEET) {
      const s = DEMO_SCENARIOS[host.scenario!];
      expect(s, host.name).toBeDefined();
      expect(host.units.map((u) => u.name)).toEqual([s!.unit]);
      expect(host.transport).toBe('demo');
    }
  });

  it.each(playable.map((s) => [s.name, s] as const))('%s: each loop has the same number of lines, strictly increasing times and seqnums, and no unfilled template', (_, s) => {
    for (const loop of [-1, 0, 1, 7, 499, 500, 12345]) {
      const entries = expandLoop(s, loop, CLOCK);
      if (loop >= 0) expect(entries).toHaveLength(linesPerLoop(s));
      for (let i = 1; i < entries.length; i++) {
        expect(entries[i]!.realtimeUs).toBeGreaterThan(entries[i - 1]!.realtimeUs);
        expect(entries[i]!.seq).toBe(entries[i - 1]!.seq + 1);
      }
      for (const e of entries) {
        for (const [key, value] of e.fields) expect(value, `${s.name} ${key}`).not.toMatch(PLACEHOLDER);
      }
    }
  });

  it.each(playable.map((s) => [s.name, s] as const))('%s: loops follow each other without a seqnum gap or overlap', (_, s) => {
    const a = expandLoop(s, 41, { ...CLOCK, speed: 2 });
    const b = expandLoop(s, 42, { ...CLOCK, speed: 2 });
    expect(b[0]!.seq).toBe(a.at(-1)!.seq + 1);
    expect(b[0]!.realtimeUs).toBeGreaterThan(a.at(-1)!.realtimeUs);
  });

  it('every attempt of a looping scenario gets PIDs of its own each loop, and they stay below pid_max', () => {
    for (const s of playable.filter((x) => !x.fixedIdentity)) {
      const seen = new Map<number, string>();
      for (const loop of [0, 1, 2, 3]) {
        for (const e of expandLoop(s, loop, CLOCK)) {
          const pid = Number(e.fields.find(([k]) => k === '_PID')![1]);
          const inv = e.fields.find(([k]) => k === '_SYSTEMD_INVOCATION_ID')?.[1];
          if (!inv) continue;
          expect(seen.get(pid) ?? inv, `${s.name} PID ${pid} reused`).toBe(inv);
          seen.set(pid, inv);
          expect(pid).toBeLessThan(4_194_304);
        }
      }
    }
  });

  it('a clock with its own epoch starts the story there', () => {
    const epochMs = Date.UTC(2026, 5, 1, 12);
    expect(scenarioTime(epochMs + 90_000, { speed: 1, epochMs }, 300)).toEqual({ loop: 0, offset: 90 });
    const [first] = expandLoop(DEMO_SCENARIOS['llm-two']!, 0, { speed: 1, epochMs });
    expect(first!.realtimeUs).toBe(epochMs * 1000);
  });

  it('scenario time is wall time × speed modulo the loop, and wallMicros inverts it', () => {
    expect(scenarioTime(DEMO_EPOCH_MS + 1_000, { ...CLOCK, speed: 4 }, 300)).toEqual({ loop: 0, offset: 4 });
    expect(scenarioTime(DEMO_EPOCH_MS + 76_000, { ...CLOCK, speed: 4 }, 300)).toEqual({ loop: 1, offset: 4 });
    expect(wallMicros(1, 4, { ...CLOCK, speed: 4 }, 300)).toBe((DEMO_EPOCH_MS + 76_000) * 1000);
  });

  it('another process prints the same bytes at the same moment', () => {
    const now = DEMO_EPOCH_MS + 1_234_567_890;
    const s = DEMO_SCENARIOS['llm-three']!;
    const commands = [journalctlArgs({ unit: s.unit, limit: 40 }), systemctlShowArgs(s.unit), nvidiaSmiAppsArgs()];
    const script = `
      import { replayCommand } from '@/lib/demo/replay-command';
      import { DEMO_SCENARIOS } from '@/lib/demo/scenarios';
      const argvs = ${JSON.stringify(commands)};
      process.stdout.write(JSON.stringify(argvs.map((a) => replayCommand(DEMO_SCENARIOS['llm-three'], a, ${now}, { speed: 3, epochMs: ${DEMO_EPOCH_MS} }).stdout)));
    `;
    const root = path.resolve(__dirname, '../..');
    const dir = mkdtempSync(path.join(tmpdir(), 'radar-demo-child-'));
    try {
      const file = path.join(dir, 'replay.ts');
      writeFileSync(file, script);
      const child = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', path.join(root, 'tsconfig.json'), file], { cwd: root, encoding: 'utf8' });
      expect(JSON.parse(child)).toEqual(commands.map((a) => replayCommand(s, a, now, { ...CLOCK, speed: 3 }).stdout));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
