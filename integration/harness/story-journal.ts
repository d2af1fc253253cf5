import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportEntry } from '@/lib/commands/journal-export';

export const STORY_UNIT = 'vllm-kimi-k25.service';
export const STORY_BOOT = '6b1d2c3e4f5a69788796a5b4c3d2e1f0';
export const OLD_INVOCATION = '3f9e1c2b7a6d4e5f8091a2b3c4d5e6f7';
export const NEW_INVOCATION = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const OLD_PID = 221343;
export const NEW_PID = 222636;
/** Realtime of the story boot; monotonic stamps count from it (journalctl seeks cursors by boot + monotonic across files). */
export const STORY_BOOT_AT = 1_771_600_000_000_000;

export interface LineSpec {
  ts: number;
  message: string;
  pid?: number;
  invocationId?: string;
  unit?: string;
  priority?: number;
  identifier?: string;
  hostname?: string;
  fields?: ExportEntry;
}

/** A line written by a process of the unit (carries _SYSTEMD_INVOCATION_ID). */
export function unitLine(spec: LineSpec): ExportEntry {
  return {
    __REALTIME_TIMESTAMP: spec.ts,
    __MONOTONIC_TIMESTAMP: Math.max(0, spec.ts - STORY_BOOT_AT),
    _BOOT_ID: STORY_BOOT,
    _HOSTNAME: spec.hostname ?? 'llm-two',
    _PID: spec.pid ?? NEW_PID,
    _SYSTEMD_UNIT: spec.unit ?? STORY_UNIT,
    ...(spec.invocationId ? { _SYSTEMD_INVOCATION_ID: spec.invocationId } : {}),
    SYSLOG_IDENTIFIER: spec.identifier ?? 'python3.12',
    PRIORITY: spec.priority ?? 6,
    MESSAGE: spec.message,
    ...spec.fields,
  };
}

/** One of systemd's own lines about the unit: INVOCATION_ID and UNIT only, as systemd 252 writes them. */
export function systemdLine(spec: LineSpec): ExportEntry {
  return {
    __REALTIME_TIMESTAMP: spec.ts,
    __MONOTONIC_TIMESTAMP: Math.max(0, spec.ts - STORY_BOOT_AT),
    _BOOT_ID: STORY_BOOT,
    _HOSTNAME: spec.hostname ?? 'llm-two',
    _PID: 1,
    _SYSTEMD_UNIT: 'init.scope',
    UNIT: spec.unit ?? STORY_UNIT,
    ...(spec.invocationId ? { INVOCATION_ID: spec.invocationId } : {}),
    SYSLOG_IDENTIFIER: 'systemd',
    PRIORITY: spec.priority ?? 6,
    MESSAGE: spec.message,
    ...spec.fields,
  };
}

const FIXTURES = join(__dirname, '..', '..', 'lib', 'journal', '__fixtures__');
const fixtureLines = (name: string) =>
  readFileSync(join(FIXTURES, name), 'utf8')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.length > 0);

/**
 * The seed story on real vLLM text: a failed attempt (vllm-project/vllm #18730, EngineCore failed to start)
 * then a restart that is loading weights on 8 ranks (QwenLM/Qwen3-VL #1477). Starts at `t0` (epoch µs).
 */
export function storyJournal(t0 = 1_771_630_581_000_000): ExportEntry[] {
  const s = 1_000_000;
  const failed = fixtureLines('vllm-18730-noprefix-enginecore-failed.txt');
  const loading = fixtureLines('qwen3vl-1477-worker-tp-ep-loading.txt');
  const entries: ExportEntry[] = [
    systemdLine({ ts: t0, invocationId: OLD_INVOCATION, message: `Started ${STORY_UNIT} - vLLM Kimi-K2.5.`, fields: { MESSAGE_ID: '39f53479d3a045ac8e11786248231fbf' } }),
    ...failed.map((message, i) =>
      unitLine({ ts: t0 + (i + 1) * s, pid: OLD_PID, invocationId: OLD_INVOCATION, message, priority: message.startsWith('ERROR') ? 3 : 6 }),
    ),
  ];
  const tFail = t0 + (failed.length + 2) * s;
  entries.push(
    systemdLine({ ts: tFail, invocationId: OLD_INVOCATION, message: `${STORY_UNIT}: Main process exited, code=exited, status=1/FAILURE`, priority: 4, fields: { EXIT_CODE: 'exited', EXIT_STATUS: '1' } }),
    systemdLine({ ts: tFail + 1, invocationId: OLD_INVOCATION, message: `${STORY_UNIT}: Failed with result 'exit-code'.`, priority: 4, fields: { JOB_RESULT: 'failed' } }),
    systemdLine({ ts: tFail + 10 * s, invocationId: OLD_INVOCATION, message: `${STORY_UNIT}: Scheduled restart job, restart counter is at 1.`, fields: { MESSAGE_ID: '5eb03494b6584870a536b337290809b3', N_RESTARTS: '1' } }),
    systemdLine({ ts: tFail + 11 * s, invocationId: NEW_INVOCATION, message: `Started ${STORY_UNIT} - vLLM Kimi-K2.5.`, fields: { MESSAGE_ID: '39f53479d3a045ac8e11786248231fbf' } }),
  );
  const tNew = tFail + 12 * s;
  loading.forEach((message, i) => {
    const pid = Number(/pid=(\d+)/.exec(message)?.[1] ?? NEW_PID);
    entries.push(unitLine({ ts: tNew + i * 100_000, pid, invocationId: NEW_INVOCATION, message }));
  });
  return entries;
}

export const STORY_SHOW: Record<string, string> = {
  Id: STORY_UNIT,
  LoadState: 'loaded',
  ActiveState: 'active',
  SubState: 'running',
  Result: 'success',
  MainPID: String(NEW_PID),
  InvocationID: NEW_INVOCATION,
  NRestarts: '1',
  ExecMainStartTimestamp: 'Fri 2026-02-20 23:37:52.000000 UTC',
  ActiveEnterTimestamp: 'Fri 2026-02-20 23:37:52.000000 UTC',
  StateChangeTimestamp: 'Fri 2026-02-20 23:37:52.000000 UTC',
};
