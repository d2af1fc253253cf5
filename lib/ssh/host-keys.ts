import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { RadarError } from '@/lib/api/errors';

export interface HostKeyPolicy {
  /** Shown in errors, e.g. `llm-two (10.20.0.12:22)`. */
  label: string;
  address: string;
  port: number;
  /** `SHA256:…`; when non-empty, only these decide and known_hosts is not read. */
  pinned: readonly string[];
  knownHostsFiles: readonly string[];
}

export interface KnownHostLine {
  marker: 'cert-authority' | 'revoked' | null;
  patterns: string[];
  keyType: string;
  key: Buffer;
}

/** OpenSSH's `SHA256:` fingerprint of a raw key blob (base64, no padding). */
export function fingerprintOf(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** The key type named inside an SSH wire-format key blob (`ssh-ed25519`, `ssh-rsa`, …). */
export function keyTypeOf(blob: Buffer): string {
  if (blob.length < 4) return 'unknown';
  const len = blob.readUInt32BE(0);
  return len > 0 && len < 64 && blob.length >= 4 + len ? blob.subarray(4, 4 + len).toString('latin1') : 'unknown';
}

export function parseKnownHosts(text: string): KnownHostLine[] {
  const lines: KnownHostLine[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const fields = line.split(/\s+/);
    let marker: KnownHostLine['marker'] = null;
    if (fields[0]?.startsWith('@')) {
      const m = fields.shift()!;
      if (m !== '@cert-authority' && m !== '@revoked') continue;
      marker = m === '@revoked' ? 'revoked' : 'cert-authority';
    }
    const [hosts, keyType, b64] = fields;
    if (!hosts || !keyType || !b64) continue;
    const key = Buffer.from(b64, 'base64');
    if (key.length === 0 || keyTypeOf(key) !== keyType) continue;
    lines.push({ marker, patterns: hosts.split(','), keyType, key });
  }
  return lines;
}

/** The names known_hosts stores for a host: `host` on port 22, `[host]:port` elsewhere. */
export function knownHostsName(address: string, port: number): string {
  return port === 22 ? address : `[${address}]:${port}`;
}

export function lineMatchesHost(line: KnownHostLine, name: string): boolean {
  let matched = false;
  for (const pattern of line.patterns) {
    const negated = pattern.startsWith('!');
    const p = negated ? pattern.slice(1) : pattern;
    if (!patternMatches(p, name)) continue;
    if (negated) return false;
    matched = true;
  }
  return matched;
}

function patternMatches(pattern: string, name: string): boolean {
  if (pattern.startsWith('|1|')) {
    const [, , salt, hash] = pattern.split('|');
    if (!salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const actual = createHmac('sha1', Buffer.from(salt, 'base64')).update(name).digest();
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
  if (!/[*?]/.test(pattern)) return pattern.toLowerCase() === name.toLowerCase();
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 'i');
  return re.test(name);
}

export function knownKeysFor(lines: readonly KnownHostLine[], address: string, port: number) {
  const name = knownHostsName(address, port);
  const matching = lines.filter((l) => l.marker !== 'cert-authority' && lineMatchesHost(l, name));
  return { keys: matching.filter((l) => l.marker === null), revoked: matching.filter((l) => l.marker === 'revoked') };
}

function readKnownHosts(files: readonly string[]): KnownHostLine[] {
  const lines: KnownHostLine[] = [];
  for (const file of files) {
    try {
      lines.push(...parseKnownHosts(readFileSync(file, 'utf8')));
    } catch {
      // A missing known_hosts file only means no key is known from it.
    }
  }
  return lines;
}

/** null when the offered key is trusted; otherwise the error that refuses the connection. No trust on first use. */
export function verifyHostKey(blob: Buffer, policy: HostKeyPolicy): RadarError | null {
  const offered = `${keyTypeOf(blob)} ${fingerprintOf(blob)}`;
  if (policy.pinned.length > 0) {
    if (policy.pinned.includes(fingerprintOf(blob))) return null;
    return new RadarError(
      'host_key_mismatch',
      `host key for ${policy.label} does not match the pinned fingerprint: offered ${offered}, expected ${policy.pinned.join(' or ')}`,
    );
  }
  const { keys, revoked } = knownKeysFor(readKnownHosts(policy.knownHostsFiles), policy.address, policy.port);
  if (revoked.some((l) => l.key.equals(blob))) {
    return new RadarError('host_key_mismatch', `host key for ${policy.label} is marked @revoked in known_hosts: offered ${offered}`);
  }
  if (keys.some((l) => l.key.equals(blob))) return null;
  if (keys.length === 0) {
    return new RadarError(
      'host_key_unknown',
      `host key for ${policy.label} is not known; offered ${offered}. Add it to known_hosts or pin it (hostKeyFingerprints) after checking it on the host`,
    );
  }
  const expected = [...new Set(keys.map((l) => `${l.keyType} ${fingerprintOf(l.key)}`))].join(', ');
  return new RadarError('host_key_mismatch', `host key for ${policy.label} has changed: offered ${offered}, expected ${expected}`);
}

const HOST_KEY_ALGORITHMS: Record<string, string[]> = {
  'ssh-ed25519': ['ssh-ed25519'],
  'ecdsa-sha2-nistp256': ['ecdsa-sha2-nistp256'],
  'ecdsa-sha2-nistp384': ['ecdsa-sha2-nistp384'],
  'ecdsa-sha2-nistp521': ['ecdsa-sha2-nistp521'],
  'ssh-rsa': ['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa'],
};
const DEFAULT_ORDER = Object.values(HOST_KEY_ALGORITHMS).flat();

/**
 * Host key algorithms with those of the keys known_hosts holds for this host first, as OpenSSH
 * does: otherwise a server with an ed25519 and an RSA key could offer the one we do not know.
 */
export function hostKeyAlgorithmsFor(policy: HostKeyPolicy): string[] {
  if (policy.pinned.length > 0) return DEFAULT_ORDER;
  const { keys } = knownKeysFor(readKnownHosts(policy.knownHostsFiles), policy.address, policy.port);
  const preferred = [...new Set(keys.flatMap((l) => HOST_KEY_ALGORITHMS[l.keyType] ?? []))];
  return [...preferred, ...DEFAULT_ORDER.filter((a) => !preferred.includes(a))];
}
