import 'server-only';
import { isMap, isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { basename } from 'node:path';
import { hostWith } from './host-defaults';
import type { z } from 'zod';
import { RadarError } from '@/lib/api/errors';
import { parseHostList } from './parse-host-list';
import { prometheusAuthOf } from './prometheus-auth';
import { fleetFileSchema, hostListSchema, type FleetFile, type HostEntry, type JumpEntry, type PrometheusTargetsConfig, type UnitEntry } from './schema';
import { resolveSshAlias, expandTokens, type SshConfigContext } from './ssh-config';
import type SSHConfig from 'ssh-config';
import type { Host, JumpHost, UnitConfig } from './types';

export interface FleetParseContext extends SshConfigContext {
  /** Shown in error messages: `fleet.yaml line 12: …`. */
  fileLabel: string;
  /** Relative identity/known_hosts paths resolve against the fleet file's folder. */
  baseDir: string;
  sshConfig: SSHConfig | null;
  /** Reads `hostsFrom.file` (an absolute path); absent where files cannot be read. */
  readListFile?: (path: string) => string;
}

type PathKey = string | number;

export interface FleetDefinition {
  /** `hosts:` and the list file's hosts. */
  hosts: Host[];
  /** Absolute path of `hostsFrom.file`, to notice its edits. */
  listFile: string | null;
  targets: PrometheusTargetsConfig | null;
  /** A host found by a host source (Prometheus targets), with the fleet's defaults and ssh config applied. */
  hostFor: (name: string, address: string) => Host;
}

/** Validates a fleet file and resolves ssh config aliases; throws RadarError('bad_fleet_file') naming the line and field. */
export function parseFleetFile(text: string, ctx: FleetParseContext): Host[] {
  return readFleetFile(text, ctx).hosts;
}

/** parseFleetFile, plus what the dynamic host sources need. */
export function readFleetFile(text: string, ctx: FleetParseContext): FleetDefinition {
  const { data: file, fail } = validateYaml(text, fleetFileSchema, ctx.fileLabel, (path) => path);
  const defaults = file.defaults ?? {};
  const listed: Array<{ entry: HostEntry; fail: (field: PathKey[], message: string) => RadarError }> = (file.hosts ?? []).map((entry, i) => ({
    entry,
    fail: (field, message) => fail(['hosts', i, ...field], message),
  }));
  const listFile = file.hostsFrom?.file ? filePath(file.hostsFrom.file, ctx) : null;
  if (listFile) listed.push(...readListFile(listFile, ctx, fail));
  const seen = new Set<string>();
  const hosts = listed.map(({ entry, fail: at }) => {
    if (seen.has(entry.name)) throw at(['name'], `duplicate host name "${entry.name}"`);
    seen.add(entry.name);
    return toHost(entry, defaults, ctx, at);
  });
  const withSources = withCentralSources(hosts, listed.map((l) => l.entry), file, fail);
  const hostFor = (name: string, address: string) =>
    toHost({ name, address, transport: 'ssh' }, defaults, ctx, (_, message) => new RadarError('bad_fleet_file', `${ctx.fileLabel}: hostsFrom.prometheus: ${name}: ${message}`));
  return { hosts: withSources, listFile, targets: file.hostsFrom?.prometheus ?? null, hostFor };
}

function readListFile(listFile: string, ctx: FleetParseContext, fail: (path: PathKey[], message: string) => RadarError) {
  let text: string;
  try {
    if (!ctx.readListFile) throw new Error('no file access here');
    text = ctx.readListFile(listFile);
  } catch (err) {
    throw fail(['hostsFrom', 'file'], `cannot read ${listFile} (${(err as Error).message})`);
  }
  const label = basename(listFile);
  if (/\.ya?ml$/.test(listFile)) {
    const { data, fail: at } = validateYaml(text, hostListSchema, label, (path) => path);
    return data.map((entry, i) => ({ entry, fail: (field: PathKey[], message: string) => at([i, ...field], message) }));
  }
  return parseHostList(text, label).map(({ entry, line }) => ({
    entry,
    fail: (field: PathKey[], message: string) => new RadarError('bad_fleet_file', `${label} line ${line}: ${field.length ? `${formatPath(field)}: ` : ''}${message}`),
  }));
}

/** Parses YAML with line numbers and validates it; the returned `fail` names a path's line. */
function validateYaml<S extends z.ZodType>(text: string, schema: S, label: string, toPath: (p: PathKey[]) => PathKey[]) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const where = (path: PathKey[], wantKey: boolean) => lineOf(doc, lineCounter, toPath(path), wantKey);
  const syntax = doc.errors[0];
  if (syntax) {
    const line = syntax.linePos?.[0]?.line ?? lineCounter.linePos(syntax.pos[0]).line;
    throw labelledError(label, line, null, syntax.message.split('\n')[0] ?? 'invalid YAML');
  }
  const parsed = schema.safeParse(doc.toJS());
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.filter((k): k is PathKey => typeof k !== 'symbol');
    const keyPath = issue.code === 'unrecognized_keys' && issue.keys[0] ? [...path, issue.keys[0]] : path;
    throw labelledError(label, where(keyPath, issue.code === 'unrecognized_keys'), keyPath, describeIssue(issue, doc, path));
  }
  const fail = (path: PathKey[], message: string) => labelledError(label, where(path, false), path, message);
  return { data: parsed.data as z.infer<S>, fail };
}

function toHost(entry: HostEntry, defaults: NonNullable<FleetFile['defaults']>, ctx: FleetParseContext, fail: (path: PathKey[], message: string) => RadarError): Host {
  const units = (entry.units ?? defaults.units ?? []).map(toUnit);
  const base: Host = {
    name: entry.name,
    transport: entry.transport,
    address: entry.address ?? { ssh: entry.name, local: 'localhost', demo: 'demo' }[entry.transport],
    port: entry.port ?? defaults.port ?? 22,
    user: entry.user ?? defaults.user ?? null,
    identityFile: filePath(entry.identityFile ?? defaults.identityFile, ctx),
    useAgent: entry.agent ?? defaults.agent ?? false,
    jump: null,
    hostKeyFingerprints: entry.hostKeyFingerprints ?? [],
    knownHostsFile: filePath(entry.knownHostsFile ?? defaults.knownHostsFile, ctx),
    journalDirectory: entry.journalDirectory ?? null,
    units,
    scenario: entry.transport === 'demo' ? (entry.scenario ?? entry.name) : null,
  };
  return entry.transport === 'ssh' ? withSshConfig(base, entry, defaults, ctx, (m) => fail([entry.jump ? 'jump' : 'name'], m)) : base;
}

/** The local log host of `journalRemote: { host: local }`: runs journalctl on the dashboard's own machine. */
const LOCAL_LOG_HOST: Host = hostWith({ name: 'local', transport: 'local', address: 'localhost' });

function withCentralSources(hosts: Host[], entries: readonly HostEntry[], file: FleetFile, fail: (path: PathKey[], message: string) => RadarError): Host[] {
  const defaults = file.defaults ?? {};
  const { prometheus, journalRemote } = file;
  let logHost: Host | null = null;
  if (journalRemote) {
    logHost = journalRemote.host === 'local' ? LOCAL_LOG_HOST : (hosts.find((h) => h.name === journalRemote.host) ?? null);
    if (!logHost) throw fail(['journalRemote', 'host'], `no host named "${journalRemote.host}" in hosts (or use "local")`);
  }
  return hosts.map((host, i) => {
    const entry = entries[i]!;
    const gpuSource = entry.gpuSource ?? defaults.gpuSource ?? 'ssh';
    const journalSource = entry.journalSource ?? defaults.journalSource ?? 'ssh';
    if (gpuSource === 'prometheus' && !prometheus) throw fail(['hosts', i, 'gpuSource'], 'gpuSource prometheus needs a top-level prometheus: block with its url');
    if (journalSource === 'journal-remote' && !journalRemote) throw fail(['hosts', i, 'journalSource'], 'journalSource journal-remote needs a top-level journalRemote: block with host and directory');
    const out: Host = { ...host };
    if (gpuSource === 'prometheus' && prometheus) {
      out.gpuFrom = {
        url: prometheus.url.replace(/\/+$/, ''),
        hostLabel: prometheus.hostLabel,
        labelValue: entry.prometheusLabel ?? host.name,
        auth: prometheusAuthOf(prometheus),
        timeoutMs: prometheus.timeoutMs,
        rangeMinutes: prometheus.rangeMinutes,
      };
    }
    // The log host reads its own journal the ordinary way.
    if (journalSource === 'journal-remote' && journalRemote && logHost && logHost.name !== host.name) {
      out.journalFrom = { logHost, directory: journalRemote.directory, hostname: entry.journalHostname ?? host.name, staleAfterMs: journalRemote.staleAfterSeconds * 1000 };
    }
    return out;
  });
}

function withSshConfig(
  host: Host,
  entry: HostEntry,
  defaults: NonNullable<FleetFile['defaults']>,
  ctx: FleetParseContext,
  fail: (message: string) => RadarError,
): Host {
  const alias = entry.address ?? entry.name;
  const cfg = resolveSshAlias(ctx.sshConfig, alias, ctx);
  const resolved: Host = {
    ...host,
    address: cfg.hostName ?? alias,
    port: entry.port ?? cfg.port ?? defaults.port ?? 22,
    user: entry.user ?? cfg.user ?? defaults.user ?? null,
    identityFile: filePath(entry.identityFile ?? cfg.identityFile ?? defaults.identityFile, ctx),
    knownHostsFile: filePath(entry.knownHostsFile ?? defaults.knownHostsFile ?? cfg.userKnownHostsFile, ctx),
  };
  const jumpSpec: JumpEntry | undefined = entry.jump ?? cfg.proxyJump ?? undefined;
  return { ...resolved, jump: jumpSpec === undefined ? null : toJump(jumpSpec, resolved, ctx, fail) };
}

function toJump(spec: JumpEntry, target: Host, ctx: FleetParseContext, fail: (message: string) => RadarError): JumpHost {
  if (typeof spec !== 'string') {
    return {
      address: spec.address,
      port: spec.port,
      user: spec.user ?? ctx.localUser,
      identityFile: filePath(spec.identityFile, ctx) ?? target.identityFile,
      hostKeyFingerprints: spec.hostKeyFingerprints,
    };
  }
  if (spec.includes(',')) throw fail(`jump host chains ("${spec}") are not supported; use a single jump host`);
  const m = /^(?:([^@]+)@)?(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(spec);
  if (!m) throw fail(`cannot read jump host "${spec}"`);
  const alias = m[2]!.replace(/^\[|\]$/g, '');
  const cfg = resolveSshAlias(ctx.sshConfig, alias, ctx);
  const port = m[3] ? Number(m[3]) : (cfg.port ?? 22);
  if (port < 1 || port > 65_535) throw fail(`jump host port ${port} is out of range`);
  return {
    address: cfg.hostName ?? alias,
    port,
    user: m[1] ?? cfg.user ?? ctx.localUser,
    identityFile: filePath(cfg.identityFile, ctx) ?? target.identityFile,
    hostKeyFingerprints: [],
  };
}

const UNIT_SUFFIX = /\.(service|socket|target|timer|scope|slice|mount|path|device|swap|automount)$/;

function toUnit(entry: UnitEntry): UnitConfig {
  return {
    name: UNIT_SUFFIX.test(entry.name) ? entry.name : `${entry.name}.service`,
    noise: entry.noise,
    expectedVramPct: entry.expectedVramPct,
    port: entry.port,
  };
}

function filePath(p: string | null | undefined, ctx: FleetParseContext): string | null {
  if (!p) return null;
  const expanded = expandTokens(p, { d: ctx.home, u: ctx.localUser }, ctx.home);
  return expanded.startsWith('/') ? expanded : `${ctx.baseDir.replace(/\/$/, '')}/${expanded}`;
}

function lineOf(doc: Document, counter: LineCounter, path: PathKey[], wantKey: boolean): number {
  for (let n = path.length; n >= 0; n--) {
    const sub = path.slice(0, n);
    if (wantKey && n === path.length && n > 0) {
      const parent = sub.length > 1 ? doc.getIn(sub.slice(0, -1), true) : doc.contents;
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isNode(p.key) && (p.key as { value?: unknown }).value === sub.at(-1));
        if (pair && isNode(pair.key) && pair.key.range) return counter.linePos(pair.key.range[0]).line;
      }
    }
    const node = n === 0 ? doc.contents : doc.getIn(sub, true);
    if (isNode(node) && node.range) return counter.linePos(node.range[0]).line;
  }
  return 1;
}

function describeIssue(issue: z.core.$ZodIssue, doc: Document, path: PathKey[]): string {
  if (issue.code === 'invalid_type') {
    if (doc.getIn(path) === undefined && path.length > 0) return 'is required';
    if (issue.message && !issue.message.startsWith('Invalid input')) return issue.message;
    return `expected ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
  }
  if (issue.code === 'unrecognized_keys') return 'unknown field';
  if (issue.code === 'invalid_value') return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'invalid_union') return 'expected [user@]host[:port], an ssh config alias, or { address, port, user, identityFile }';
  return issue.message;
}

function formatPath(path: PathKey[] | null): string {
  if (!path || path.length === 0) return '';
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}

function labelledError(label: string, line: number, path: PathKey[] | null, message: string): RadarError {
  const where = formatPath(path);
  return new RadarError('bad_fleet_file', `${label} line ${line}: ${where ? `${where}: ` : ''}${message}`);
}
