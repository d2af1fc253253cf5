import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toJournalExport, type ExportEntry } from '@/lib/commands';

const FIXTURES = path.join(__dirname, '../../journal/__fixtures__');
const JOURNAL_REMOTE = '/lib/systemd/systemd-journal-remote';

export const LOCAL_UNIT = 'vllm-test.service';
export const INVOCATION_OLD = '0b4f3c2a1e0d4c5b8a7f6e5d4c3b2a19';
export const INVOCATION_NEW = '7c6b5a4f3e2d4c1b9a8f7e6d5c4b3a21';
const BOOT = 'fedcba9876543210fedcba9876543210';

function fixtureLines(name: string): string[] {
  return readFileSync(path.join(FIXTURES, name), 'utf8')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');
}

function pidOf(line: string, fallback: number): number {
  return Number(/pid=(\d+)/.exec(line)?.[1] ?? fallback);
}

/**
 * Two attempts of one unit from real vLLM excerpts (an OOM crash, then a start that loads and
 * captures CUDA graphs), systemd's own lines between them, and another unit's lines interleaved.
 */
export function storyEntries(startUs: number): { all: ExportEntry[]; unit: ExportEntry[] } {
  const all: ExportEntry[] = [];
  const unit: ExportEntry[] = [];
  let t = startUs;
  const push = (fields: ExportEntry, ofUnit: boolean) => {
    t += 100_000;
    const entry = { __REALTIME_TIMESTAMP: t, __MONOTONIC_TIMESTAMP: t - startUs + 1, _BOOT_ID: BOOT, _HOSTNAME: 'gpu-local', ...fields };
    all.push(entry);
    if (ofUnit) unit.push(entry);
  };
  const vllm = (line: string, invocation: string, mainPid: number) =>
    push({ _SYSTEMD_UNIT: LOCAL_UNIT, _SYSTEMD_INVOCATION_ID: invocation, _PID: pidOf(line, mainPid), SYSLOG_IDENTIFIER: 'python3.12', PRIORITY: 6, MESSAGE: line }, true);
  const systemd = (message: string, invocation: string) =>
    push({ _PID: 1, UNIT: LOCAL_UNIT, INVOCATION_ID: invocation, SYSLOG_IDENTIFIER: 'systemd', PRIORITY: 6, MESSAGE: message }, true);
  const other = (message: string) => push({ _SYSTEMD_UNIT: 'cron.service', _PID: 777, SYSLOG_IDENTIFIER: 'CRON', PRIORITY: 6, MESSAGE: message }, false);

  systemd('Started vllm-test.service - vLLM test server.', INVOCATION_OLD);
  fixtureLines('vllm-14095-vllmworkerprocess-oom-bracketed.txt').forEach((l, i) => {
    vllm(l, INVOCATION_OLD, 195290);
    if (i % 2 === 0) other(`(root) CMD (run-parts /etc/cron.hourly) ${i}`);
  });
  systemd('vllm-test.service: Main process exited, code=exited, status=1/FAILURE', INVOCATION_OLD);
  systemd("vllm-test.service: Failed with result 'exit-code'.", INVOCATION_OLD);
  systemd('Started vllm-test.service - vLLM test server.', INVOCATION_NEW);
  for (const name of ['qwen3vl-1477-worker-tp-ep-loading.txt', 'glmv-204-enginecore-dp0-kv-cache-graphs.txt']) {
    fixtureLines(name).forEach((l, i) => {
      vllm(l, INVOCATION_NEW, 201000);
      if (i % 3 === 0) other(`(root) CMD (sleep ${i})`);
    });
  }
  return { all, unit };
}

/** Writes real journal files with systemd-journal-remote (another `file` name adds a file beside); returns the directory. */
export function writeJournal(dir: string, entries: ExportEntry[], file = 'system.journal'): string {
  mkdirSync(dir, { recursive: true });
  const exportFile = path.join(dir, '..', `${path.basename(dir)}.export`);
  writeFileSync(exportFile, toJournalExport(entries));
  execFileSync('/bin/sh', ['-c', `${JOURNAL_REMOTE} --split-mode=none --output="$1/$3" - < "$2"`, 'sh', dir, exportFile, file], { stdio: 'ignore' });
  return dir;
}
