import 'server-only';
import { isMap, isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { RadarError } from '@/lib/api/errors';
import { fleetFileSchema, type HostEntry, type JumpEntry, type UnitEntry, type FleetFile } from './schema';
import { resolveSshAlias, expandTokens, type SshConfigContext } from './ssh-config';
import type SSHConfig from 'ssh-config';
import type { Host, JumpHost, UnitConfig } from './types';

export interface FleetParseContext extends SshConfigContext {
  /** Shown in error messages: `fleet.yaml line 12: …`. */
  fileLabel: string;
  /** Relative identity/known_hosts paths resolve against the fleet file's folder. */
  baseDir: string;
  sshConfig: SSHConfig | null;
}

type PathKey = string | number;

/** Validates a fleet file and resolves ssh config aliases; throws RadarError('bad_fleet_file') naming the line and field. */
export function parseFleetFile(text: string, ctx: FleetParseContext): Host[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntax = doc.errors[0];
  if (syntax) {
    const line = syntax.linePos?.[0]?.line ?? lineCounter.linePos(syntax.pos[0]).line;
    throw fleetError(ctx, line, null, syntax.message.split('\n')[0] ?? 'invalid YAML');
  }
  const parsed = fleetFileSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.filter((k): k is PathKey => typeof k !== 'symbol');
    const keyPath = issue.code === 'unrecognized_keys' && issue.keys[0] ? [...path, issue.keys[0]] : path;
    throw fleetError(ctx, lineOf(doc, lineCounter, keyPath, issue.code === 'unrecognized_keys'), keyPath, describeIssue(issue, doc, path));
  }
  return toHosts(parsed.data, ctx, (path, message) => fleetError(ctx, lineOf(doc, lineCounter, path, false), path, message));
}

function toHosts(file: FleetFile, ctx: FleetParseContext, fail: (path: PathKey[], message: string) => RadarError): Host[] {
  const hosts = toPlainHosts(file, ctx, fail);
  return withCentralSources(hosts, file, fail);
}

function toPlainHosts(file: FleetFile, ctx: FleetParseContext, fail: (path: PathKey[], message: string) => RadarError): Host[] {
  const defaults = file.defaults ?? {};
  const seen = new Set<string>();
  return file.hosts.map((entry, i) => {
    if (seen.has(entry.name)) throw fail(['hosts', i, 'name'], `duplicate host name "${entry.name}"`);
    seen.add(entry.name);
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
    return entry.transport === 'ssh' ? withSshConfig(base, entry, defaults, ctx, (m) => fail(['hosts', i, entry.jump ? 'jump' : 'name'], m)) : base;
  });
}

/** The local log host of `journalRemote: { host: local }`: runs journalctl on the dashboard's own machine. */
const LOCAL_LOG_HOST: Host = {
  name: 'local',
  transport: 'local',
  address: 'localhost',
  port: 22,
  user: null,
  identityFile: null,
  useAgent: false,
  jump: null,
  hostKeyFingerprints: [],
  knownHostsFile: null,
  journalDirectory: null,
  units: [],
  scenario: null,
};

function withCentralSources(hosts: Host[], file: FleetFile, fail: (path: PathKey[], message: string) => RadarError): Host[] {
  const defaults = file.defaults ?? {};
  const { prometheus, journalRemote } = file;
  let logHost: Host | null = null;
  if (journalRemote) {
    logHost = journalRemote.host === 'local' ? LOCAL_LOG_HOST : (hosts.find((h) => h.name === journalRemote.host) ?? null);
    if (!logHost) throw fail(['journalRemote', 'host'], `no host named "${journalRemote.host}" in hosts (or use "local")`);
  }
  return hosts.map((host, i) => {
    const entry = file.hosts[i] as HostEntry;
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
        auth: prometheus.bearerTokenEnv
          ? { kind: 'bearer', tokenEnv: prometheus.bearerTokenEnv }
          : prometheus.basicAuth
            ? { kind: 'basic', ...prometheus.basicAuth }
            : null,
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

function fleetError(ctx: FleetParseContext, line: number, path: PathKey[] | null, message: string): RadarError {
  const where = formatPath(path);
  return new RadarError('bad_fleet_file', `${ctx.fileLabel} line ${line}: ${where ? `${where}: ` : ''}${message}`);
}
