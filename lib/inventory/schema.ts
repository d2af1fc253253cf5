import 'server-only';
import { z } from 'zod';
import { GPU_SOURCES, JOURNAL_SOURCES, TRANSPORT_KINDS } from './types';

const HOST_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;
// Hostnames, IPv4, IPv6; never a leading dash (it would read as an ssh option).
const ADDRESS = /^(?!-)[A-Za-z0-9._:%[\]-]{1,253}$/;
const UNIT_NAME = /^[A-Za-z0-9:_.\\@-]{1,255}$/;
export const FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}=?$/;
// Prometheus label names and a conservative set of label values (no quotes or backslashes reach PromQL).
const LABEL_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const LABEL_VALUE = /^[A-Za-z0-9._:-]{1,253}$/;
const JOURNAL_HOSTNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/;
const JUMP_SPEC = /^[A-Za-z0-9._@:,[\]-]{1,300}$/;

const port = z.number({ error: 'expected a number' }).int('expected a whole number').min(1).max(65_535);
const path = z.string().min(1);
const fingerprints = z.array(z.string().regex(FINGERPRINT, 'expected a fingerprint like SHA256:…(43 base64 chars)'));

const regexSource = z.string().refine(
  (source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  },
  { error: 'not a valid regular expression' },
);

export const unitEntrySchema = z.preprocess(
  (v) => (typeof v === 'string' ? { name: v } : v),
  z.strictObject({
    name: z.string().regex(UNIT_NAME, 'not a valid systemd unit name'),
    noise: z.array(regexSource).default([]),
    expectedVramPct: z.number().min(1).max(100).nullable().default(null),
    /** The server's HTTP port on the host, for the health probe when its start-up lines name none. */
    port: port.nullable().default(null),
  }),
);

export const jumpSchema = z.union([
  z.string().regex(JUMP_SPEC, 'expected [user@]host[:port] or an ssh config alias'),
  z.strictObject({
    address: z.string().regex(ADDRESS, 'not a valid address'),
    port: port.default(22),
    user: z.string().min(1).optional(),
    identityFile: path.optional(),
    hostKeyFingerprints: fingerprints.default([]),
  }),
]);

export const hostEntrySchema = z.strictObject({
  name: z.string().regex(HOST_NAME, 'expected letters, digits, dot, dash or underscore (max 63)'),
  transport: z.enum(TRANSPORT_KINDS).default('ssh'),
  address: z.string().regex(ADDRESS, 'not a valid address').optional(),
  port: port.optional(),
  user: z.string().min(1).optional(),
  identityFile: path.optional(),
  agent: z.boolean().optional(),
  jump: jumpSchema.optional(),
  units: z.array(unitEntrySchema).optional(),
  journalDirectory: z.string().regex(/^\/[^\0]*$/, 'expected an absolute path').optional(),
  hostKeyFingerprints: fingerprints.optional(),
  knownHostsFile: path.optional(),
  scenario: z.string().min(1).optional(),
  gpuSource: z.enum(GPU_SOURCES).optional(),
  journalSource: z.enum(JOURNAL_SOURCES).optional(),
  /** This host's value of prometheus.hostLabel when it is not the host's name. */
  prometheusLabel: z.string().regex(LABEL_VALUE, 'expected a label value of letters, digits, dot, dash, underscore or colon').optional(),
  /** This host's _HOSTNAME in the journal-remote directory when it is not the host's name. */
  journalHostname: z.string().regex(JOURNAL_HOSTNAME, 'expected a hostname (letters, digits, dot, dash, underscore)').optional(),
});

export const defaultsSchema = z.strictObject({
  user: z.string().min(1).optional(),
  port: port.optional(),
  identityFile: path.optional(),
  agent: z.boolean().optional(),
  knownHostsFile: path.optional(),
  units: z.array(unitEntrySchema).optional(),
  gpuSource: z.enum(GPU_SOURCES).optional(),
  journalSource: z.enum(JOURNAL_SOURCES).optional(),
});

const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, 'expected the name of an environment variable');

/** A Prometheus server and how to log in to it: credentials only by naming environment variables, never in the file. */
const prometheusServerSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL of the Prometheus server' }),
  bearerTokenEnv: envName.optional(),
  basicAuth: z.strictObject({ usernameEnv: envName, passwordEnv: envName }).optional(),
});
export type PrometheusServerEntry = z.infer<typeof prometheusServerSchema>;
const oneCredential = [(p: PrometheusServerEntry) => !(p.bearerTokenEnv && p.basicAuth), { error: 'bearerTokenEnv and basicAuth exclude each other' }] as const;

export const prometheusSchema = prometheusServerSchema
  .extend({
    hostLabel: z.string().regex(LABEL_NAME, 'expected a Prometheus label name').default('Hostname'),
    timeoutMs: z.number().int().min(100).max(60_000).default(3_000),
    /** The sparkline's window, as one query_range. */
    rangeMinutes: z.number().int().min(1).max(360).default(15),
  })
  .refine(...oneCredential);

export const journalRemoteSchema = z.strictObject({
  /** An inventory host that holds the directory, or `local` for the dashboard's own machine. */
  host: z.string().regex(HOST_NAME, 'expected an inventory host name or "local"'),
  directory: z.string().regex(/^\/[^\0]*$/, 'expected an absolute path'),
  /** A host whose newest watched entry is older than this shows "no journal since …". */
  staleAfterSeconds: z.number().int().min(10).max(7 * 86_400).default(900),
});

// `- llm-two` alone is an ssh config alias, like `- name: llm-two`.
export const hostListSchema = z.array(z.preprocess((v) => (typeof v === 'string' ? { name: v } : v), hostEntrySchema));

// Hosts beyond `hosts:` — a list file, Prometheus's own scrape targets — for fleets too large to list by hand.
const PROMQL_VALUE = /^[A-Za-z0-9_.:/-]{1,200}$/;
export const prometheusTargetsSchema = prometheusServerSchema
  .extend({
    job: z.string().regex(PROMQL_VALUE, 'expected a job name (letters, digits, _ . : / -)'),
    label: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,99}$/, 'expected a Prometheus label name').default('instance'),
    refreshSeconds: z.number({ error: 'expected a number' }).int('expected a whole number').min(5).max(86_400).default(60),
  })
  .refine(...oneCredential);

export const hostsFromSchema = z.strictObject({
  file: path.optional(),
  prometheus: prometheusTargetsSchema.optional(),
});

export const fleetFileSchema = z
  .strictObject({
    defaults: defaultsSchema.optional(),
    prometheus: prometheusSchema.optional(),
    journalRemote: journalRemoteSchema.optional(),
    hosts: hostListSchema.min(1, 'expected at least one host').optional(),
    hostsFrom: hostsFromSchema.optional(),
  })
  .refine((f) => f.hosts || f.hostsFrom?.file || f.hostsFrom?.prometheus, { error: 'expected hosts, hostsFrom.file or hostsFrom.prometheus', path: ['hosts'] });

export type FleetFile = z.infer<typeof fleetFileSchema>;
export type PrometheusTargetsConfig = z.infer<typeof prometheusTargetsSchema>;
export type HostEntry = z.infer<typeof hostEntrySchema>;
export type JumpEntry = z.infer<typeof jumpSchema>;
export type UnitEntry = z.infer<typeof unitEntrySchema>;
export type PrometheusEntry = z.infer<typeof prometheusSchema>;
export type JournalRemoteEntry = z.infer<typeof journalRemoteSchema>;
