import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toJournalExport, type ExportEntry } from '@/lib/commands/journal-export';
import { ensureTestUser } from './ensure-test-user';
import { recordedGpus, writeFakeCommands, writeFakeDate, writeMissingPs, type NvidiaSmiMode, type RecordedNvidiaSmi } from './fake-commands';
import { freePort } from './free-port';
import { killTree, sleep, waitForSshBanner } from './processes';
import { STORY_SHOW, STORY_UNIT, storyJournal, NEW_PID } from './story-journal';

const JOURNAL_REMOTE = '/lib/systemd/systemd-journal-remote';
const START_TIMEOUT_MS = 5_000;

export interface TestHostOptions {
  /** Host name in fleet.yaml; default `test-host-<port>`. */
  name?: string;
  /** Journal export entries; default the seed story (a failed attempt, then one loading weights). */
  journalEntries?: ExportEntry[];
  /** `systemctl show` properties per unit; default the story unit, active, with the new invocation. */
  units?: Record<string, Record<string, string>>;
  nvidiaSmi?: NvidiaSmiMode | RecordedNvidiaSmi;
  /** Every fake command (journalctl, systemctl, nvidia-smi) sleeps this long first. */
  slowCommandMs?: number;
  /** false: journal files readable by root only, so journalctl says "insufficient permissions". */
  journalReadable?: boolean;
  hostKeyType?: 'ed25519' | 'rsa' | 'ecdsa';
  /** Host clock minus real time, ms: a fake `date` first in PATH shows it (journal stamps are whatever the entries say). */
  clockOffsetMs?: number;
}

export interface FleetYamlOptions {
  name?: string;
  units?: string[];
  /** Pin this host's fingerprint (default) or leave host key checking to `knownHostsFile`. */
  pin?: boolean | string;
  knownHostsFile?: string;
  identityFile?: string;
  port?: number;
  extra?: Record<string, unknown>;
}

export interface TestHost {
  name: string;
  port: number;
  user: string;
  keyPath: string;
  wrongKeyPath: string;
  hostKeyFingerprint: string;
  knownHostsLine: string;
  journalDir: string;
  dir: string;
  fleetEntry(opts?: FleetYamlOptions): string;
  fleetYaml(opts?: FleetYamlOptions): string;
  /** Adds entries as a new journal file beside the others (journalctl merges them). */
  appendJournal(entries: ExportEntry[]): void;
  /** Deletes every journal file and writes these: a rotated journal, old cursors gone. */
  replaceJournal(entries: ExportEntry[]): void;
  setNvidiaSmi(mode: NvidiaSmiMode | RecordedNvidiaSmi): void;
  /** 'real': the host's own ps (default); 'missing': a ps first in PATH that is not found, as on a minimal image. */
  setPs(mode: 'real' | 'missing'): void;
  setUnit(unit: string, props: Record<string, string>): void;
  setSlowCommandMs(ms: number): void;
  setClockOffsetMs(ms: number): void;
  /** Commands the fake binaries saw, oldest first: `journalctl -u … -o json …`. */
  commandLog(): string[];
  countCommands(program: string): number;
  acceptedLogins(): number;
  sshdLog(): string;
  /** Kills sshd and every session it holds; start() brings it back on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const sshdPids = new Set<number>();
let exitHookInstalled = false;

/** A real sshd on 127.0.0.1 with its own host key, a key-only test user, real journal files and recorded nvidia-smi. */
export async function startTestHost(opts: TestHostOptions = {}): Promise<TestHost> {
  const base = ensureTestUser();
  const dir = mkdtempSync(join(base.dir, 'host-'));
  chmodSync(dir, 0o755);
  const binDir = join(dir, 'bin');
  const stateDir = join(dir, 'state');
  const journalDir = join(dir, 'journal');
  for (const d of [stateDir, journalDir, join(stateDir, 'systemctl')]) mkdirSync(d, { recursive: true, mode: 0o755 });
  writeFakeCommands(binDir, stateDir);
  writeFileSync(join(stateDir, 'commands.log'), '');
  chownSync(stateDir, base.uid, base.gid);
  chownSync(join(stateDir, 'commands.log'), base.uid, base.gid);

  const keyType = opts.hostKeyType ?? 'ed25519';
  const hostKey = join(dir, `ssh_host_${keyType}_key`);
  execFileSync('ssh-keygen', ['-q', '-t', keyType, '-N', '', '-C', '', '-f', hostKey], { timeout: 20_000 });
  const hostPub = readFileSync(`${hostKey}.pub`, 'utf8').trim().split(' ');
  const blob = Buffer.from(hostPub[1]!, 'base64');
  const hostKeyFingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  writeFileSync(join(dir, 'authorized_keys'), `${base.clientPublicKey}\n`);
  chmodSync(join(dir, 'authorized_keys'), 0o644);

  let journalParts = 0;
  const writeJournal = (entries: ExportEntry[]) => {
    const file = join(journalDir, `part-${++journalParts}.journal`);
    execFileSync(JOURNAL_REMOTE, ['--split-mode=none', `--output=${file}`, '-'], { input: toJournalExport(entries), timeout: 20_000, stdio: ['pipe', 'ignore', 'pipe'] });
    chmodSync(file, opts.journalReadable === false ? 0o600 : 0o644);
  };
  writeJournal(opts.journalEntries ?? storyJournal());

  const setNvidiaSmi = (mode: NvidiaSmiMode | RecordedNvidiaSmi) => {
    const recorded = typeof mode === 'string' ? recordedGpus({ pids: Array(8).fill(NEW_PID) }) : mode;
    writeFileSync(join(stateDir, 'nvidia-smi.mode'), typeof mode === 'string' ? mode : 'ok');
    writeFileSync(join(stateDir, 'nvidia-gpus.csv'), recorded.gpus);
    writeFileSync(join(stateDir, 'nvidia-apps.csv'), recorded.apps);
  };
  const setUnit = (unit: string, props: Record<string, string>) => {
    writeFileSync(join(stateDir, 'systemctl', unit), Object.entries(props).map(([k, v]) => `${k}=${v}\n`).join(''));
  };
  const setSlowCommandMs = (ms: number) => writeFileSync(join(stateDir, 'delay_ms'), String(Math.max(0, Math.round(ms))));
  setNvidiaSmi(opts.nvidiaSmi ?? 'ok');
  for (const [unit, props] of Object.entries(opts.units ?? { [STORY_UNIT]: STORY_SHOW })) setUnit(unit, props);
  setSlowCommandMs(opts.slowCommandMs ?? 0);
  const setClockOffsetMs = (ms: number) => {
    writeFileSync(join(stateDir, 'clock_offset_ms'), String(Math.round(ms)));
    writeFakeDate(binDir, stateDir);
  };
  if (opts.clockOffsetMs !== undefined) setClockOffsetMs(opts.clockOffsetMs);

  let port = 0;
  let sshd: ChildProcess | null = null;
  let log = '';
  const config = join(dir, 'sshd_config');
  const writeConfig = () =>
    writeFileSync(
      config,
      [
        `Port ${port}`,
        'ListenAddress 127.0.0.1',
        `HostKey ${hostKey}`,
        `PidFile ${join(dir, 'sshd.pid')}`,
        `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
        'PubkeyAuthentication yes',
        'PasswordAuthentication no',
        'KbdInteractiveAuthentication no',
        'UsePAM no',
        'PermitRootLogin no',
        `AllowUsers ${base.user}`,
        'StrictModes no',
        'PermitUserEnvironment yes',
        `SetEnv PATH=${binDir}:/usr/local/bin:/usr/bin:/bin`,
        'AllowTcpForwarding yes',
        'X11Forwarding no',
        'PrintMotd no',
        'MaxStartups 200:30:400',
        'MaxSessions 20',
        'LogLevel INFO',
        '',
      ].join('\n'),
    );

  const start = async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (port === 0 || attempt > 0) port = await freePort();
      writeConfig();
      const child = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
      let dead = false;
      child.on('exit', () => (dead = true));
      child.stderr!.on('data', (d: Buffer) => {
        log += d.toString('utf8');
        if (log.length > 4_000_000) log = log.slice(-2_000_000);
      });
      try {
        await waitForSshBanner(port, START_TIMEOUT_MS, () => dead);
        sshd = child;
        if (child.pid) sshdPids.add(child.pid);
        return;
      } catch (err) {
        if (child.pid) killTree(child.pid);
        if (attempt === 2) throw new Error(`${(err as Error).message}\n${log.slice(-2000)}`);
      }
    }
  };
  const kill = async () => {
    const child = sshd;
    sshd = null;
    if (!child?.pid) return;
    const exited = new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));
    killTree(child.pid);
    sshdPids.delete(child.pid);
    await Promise.race([exited, sleep(2_000)]);
  };

  await start();
  const name = opts.name ?? `test-host-${port}`;
  const fleetEntry = (o: FleetYamlOptions = {}) => {
    const pin = o.pin === undefined || o.pin === true ? hostKeyFingerprint : o.pin;
    const lines = [
      `  - name: ${o.name ?? name}`,
      '    address: 127.0.0.1',
      `    port: ${o.port ?? port}`,
      `    user: ${base.user}`,
      `    identityFile: ${o.identityFile ?? base.clientKey}`,
      ...(pin ? [`    hostKeyFingerprints: ["${pin}"]`] : []),
      ...(o.knownHostsFile ? [`    knownHostsFile: ${o.knownHostsFile}`] : []),
      `    journalDirectory: ${journalDir}`,
      `    units: [${(o.units ?? Object.keys(opts.units ?? { [STORY_UNIT]: 1 })).join(', ')}]`,
      ...Object.entries(o.extra ?? {}).map(([k, v]) => `    ${k}: ${JSON.stringify(v)}`),
    ];
    return `${lines.join('\n')}\n`;
  };

  const host: TestHost = {
    name,
    get port() {
      return port;
    },
    user: base.user,
    keyPath: base.clientKey,
    wrongKeyPath: base.wrongKey,
    hostKeyFingerprint,
    get knownHostsLine() {
      return `[127.0.0.1]:${port} ${hostPub[0]} ${hostPub[1]}`;
    },
    journalDir,
    dir,
    fleetEntry,
    fleetYaml: (o) => `# Generated by integration/harness for ${name}\nhosts:\n${fleetEntry(o)}`,
    appendJournal: writeJournal,
    replaceJournal: (entries) => {
      for (const f of readdirSync(journalDir)) rmSync(join(journalDir, f), { force: true });
      writeJournal(entries);
    },
    setNvidiaSmi,
    setPs: (mode) => {
      if (mode === 'real') rmSync(join(binDir, 'ps'), { force: true });
      else writeMissingPs(binDir);
    },
    setUnit,
    setSlowCommandMs,
    setClockOffsetMs,
    commandLog: () =>
      readFileSync(join(stateDir, 'commands.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.slice(l.indexOf(' ') + 1)),
    countCommands: (program) => host.commandLog().filter((l) => l.startsWith(`${program} `) || l === program).length,
    acceptedLogins: () => (log.match(/Accepted publickey for /g) ?? []).length,
    sshdLog: () => log,
    kill,
    start,
    restart: async () => {
      await kill();
      await start();
    },
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  installExitHook();
  return host;
}

/** Several hosts at once, each its own sshd on its own port. */
export function startTestHosts(count: number, opts: (i: number) => TestHostOptions = () => ({})): Promise<TestHost[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => startTestHost(opts(i))));
}

export function fleetYamlFor(hosts: TestHost[], opts: (h: TestHost) => FleetYamlOptions = () => ({})): string {
  return `hosts:\n${hosts.map((h) => h.fleetEntry(opts(h))).join('')}`;
}

// A crashed test run must not leave sshd processes behind.
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const pid of sshdPids) killTree(pid);
  });
}
