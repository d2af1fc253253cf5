import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toJournalExport, type ExportEntry } from '@/lib/commands/journal-export';
import { freePort } from './free-port';
import { sleep } from './processes';

export const JOURNAL_REMOTE_BIN = '/lib/systemd/systemd-journal-remote';
export const JOURNAL_UPLOAD_BIN = '/lib/systemd/systemd-journal-upload';

export interface TestJournalRemote {
  /** The directory journal-remote writes `remote-*.journal` into (what the dashboard's log host reads). */
  directory: string;
  port: number;
  /** Writes `entries` into a journal file of their own and sends it with systemd-journal-upload, as a host would. */
  upload(entries: readonly ExportEntry[]): Promise<void>;
  /** Lets another user (a test sshd's) read the directory: journal-remote writes 0640 root files. */
  makeReadable(): void;
  stop(): Promise<void>;
}

/**
 * systemd-journal-remote listening on 127.0.0.1 (HTTP), writing into a fresh directory. Uploads go through the
 * real systemd-journal-upload: `--file=` of a journal built from an export stream, `--follow=no` (else it waits
 * for more entries forever) and `--save-state=` in our temp dir (its default lives in /var/lib/systemd).
 */
export async function startJournalRemote(): Promise<TestJournalRemote> {
  const root = mkdtempSync(join(tmpdir(), 'radar-jremote-'));
  const directory = join(root, 'remote');
  mkdirSync(directory);
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(JOURNAL_REMOTE_BIN, [`--listen-http=127.0.0.1:${port}`, `--output=${directory}/`], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`systemd-journal-remote exited with ${child.exitCode}: ${log}`);
    // Any HTTP answer means it listens (it answers 405 to a GET of /upload).
    if (await fetch(`http://127.0.0.1:${port}/upload`).then(() => true, () => false)) break;
    if (Date.now() > deadline) throw new Error(`systemd-journal-remote did not listen: ${log}`);
    await sleep(50);
  }
  let n = 0;
  return {
    directory,
    port,
    async upload(entries) {
      const file = join(root, `upload-${n++}.journal`);
      const made = spawnSync(JOURNAL_REMOTE_BIN, ['--split-mode=none', `--output=${file}`, '-'], { input: toJournalExport(entries), encoding: 'utf8' });
      if (made.status !== 0) throw new Error(`journal file not written: ${made.stderr}`);
      const sent = await run(JOURNAL_UPLOAD_BIN, [`--url=http://127.0.0.1:${port}`, `--file=${file}`, '--follow=no', `--save-state=${join(root, `upload-state-${n}`)}`]);
      if (sent.code !== 0) throw new Error(`systemd-journal-upload exited with ${sent.code}: ${sent.stderr}`);
      rmSync(file, { force: true });
    },
    makeReadable() {
      chmodSync(root, 0o755);
      chmodSync(directory, 0o755);
      for (const f of readdirSync(directory)) chmodSync(join(directory, f), 0o644);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((r) => {
          child.once('exit', () => r());
          child.kill('SIGTERM');
        });
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function run(file: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
