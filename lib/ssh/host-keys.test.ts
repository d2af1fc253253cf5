import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, hostKeyAlgorithmsFor, keyTypeOf, parseKnownHosts, verifyHostKey, type HostKeyPolicy } from './host-keys';

const dir = join(__dirname, '__fixtures__');
const blob = (name: string) => Buffer.from(readFileSync(join(dir, name), 'utf8').split(' ')[1]!, 'base64');
const ed25519 = blob('host_ed25519.pub');
const rsa = blob('host_rsa.pub');
const ecdsa = blob('host_ecdsa.pub');
const other = blob('other_ed25519.pub');
// ssh-keygen -lf output, one per key, in the order the fixtures were generated.
const opensshFingerprints = readFileSync(join(dir, 'fingerprints.txt'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => l.split(' ')[1]);

function policy(address: string, port = 22, over: Partial<HostKeyPolicy> = {}): HostKeyPolicy {
  return {
    label: `t (${address}:${port})`,
    address,
    port,
    pinned: [],
    knownHostsFiles: [join(dir, 'known_hosts_plain'), join(dir, 'known_hosts_hashed')],
    ...over,
  };
}

describe('fingerprintOf', () => {
  it('computes the same SHA256 fingerprint as ssh-keygen -lf', () => {
    expect([ed25519, rsa, ecdsa, other].map(fingerprintOf)).toEqual(opensshFingerprints);
  });

  it('reads the key type from the blob', () => {
    expect([ed25519, rsa, ecdsa].map(keyTypeOf)).toEqual(['ssh-ed25519', 'ssh-rsa', 'ecdsa-sha2-nistp256']);
  });
});

describe('verifyHostKey', () => {
  it('accepts a key listed under one of several comma-separated names', () => {
    expect(verifyHostKey(ed25519, policy('gpu1.example'))).toBeNull();
    expect(verifyHostKey(ed25519, policy('10.0.0.5'))).toBeNull();
  });

  it('uses the [host]:port form for a non-standard port', () => {
    expect(verifyHostKey(rsa, policy('gpu1.example', 2222))).toBeNull();
    expect(verifyHostKey(ed25519, policy('gpu1.example', 2222))?.code).toBe('host_key_mismatch');
  });

  it('matches hashed |1|salt|hash entries, port form included', () => {
    expect(verifyHostKey(ed25519, policy('hashed1'))).toBeNull();
    expect(verifyHostKey(rsa, policy('hashed2', 2200))).toBeNull();
    expect(verifyHostKey(rsa, policy('hashed2'))?.code).toBe('host_key_unknown');
  });

  it('honours wildcards and negated patterns', () => {
    expect(verifyHostKey(ecdsa, policy('node3.lab'))).toBeNull();
    expect(verifyHostKey(ecdsa, policy('bad.lab'))?.code).toBe('host_key_unknown');
  });

  it('refuses a changed key and shows offered and expected fingerprints', () => {
    const err = verifyHostKey(other, policy('gpu1.example'));
    expect(err?.code).toBe('host_key_mismatch');
    expect(err?.message).toContain(`offered ssh-ed25519 ${fingerprintOf(other)}`);
    expect(err?.message).toContain(`expected ssh-ed25519 ${fingerprintOf(ed25519)}`);
  });

  it('refuses an unknown host without trusting it on first use, showing the offered fingerprint', () => {
    const err = verifyHostKey(ed25519, policy('never-seen.example'));
    expect(err?.code).toBe('host_key_unknown');
    expect(err?.message).toContain(fingerprintOf(ed25519));
    expect(verifyHostKey(ed25519, policy('never-seen.example'))?.code).toBe('host_key_unknown');
  });

  it('a @revoked key is refused even when also listed as valid', () => {
    expect(verifyHostKey(other, policy('old.example'))?.message).toContain('@revoked');
  });

  it('pinned fingerprints decide alone', () => {
    const pinned = [fingerprintOf(rsa)];
    expect(verifyHostKey(rsa, policy('anything', 22, { pinned }))).toBeNull();
    const err = verifyHostKey(ed25519, policy('gpu1.example', 22, { pinned }));
    expect(err?.code).toBe('host_key_mismatch');
    expect(err?.message).toContain(`expected ${fingerprintOf(rsa)}`);
  });

  it('a missing known_hosts file means unknown, not an exception', () => {
    expect(verifyHostKey(ed25519, policy('gpu1.example', 22, { knownHostsFiles: ['/nonexistent/known_hosts'] }))?.code).toBe('host_key_unknown');
  });
});

describe('parseKnownHosts', () => {
  it('skips comments, malformed lines and keys whose blob disagrees with the type', () => {
    const text = `# c\n\ngarbage\nh ssh-rsa ${ed25519.toString('base64')}\nh ssh-ed25519 ${ed25519.toString('base64')} comment\n`;
    expect(parseKnownHosts(text).map((l) => [l.patterns, l.keyType])).toEqual([[['h'], 'ssh-ed25519']]);
  });
});

describe('hostKeyAlgorithmsFor', () => {
  it('puts the algorithms of known key types first', () => {
    expect(hostKeyAlgorithmsFor(policy('gpu1.example', 2222)).slice(0, 3)).toEqual(['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa']);
    expect(hostKeyAlgorithmsFor(policy('node3.lab'))[0]).toBe('ecdsa-sha2-nistp256');
  });
});
