import { describe, expect, it } from 'vitest';
import { RadarError } from '@/lib/api/errors';
import { parseFleetFile, type FleetParseContext } from './parse-fleet-file';
import { parseSshConfig } from './ssh-config';

const SSH_CONFIG = `
Host llm-two
  HostName 10.20.0.12
  User inference
  Port 2202
  IdentityFile ~/.ssh/llm_ed25519
  ProxyJump ops@bastion:2222

Host bastion
  HostName bastion.example.internal
  IdentityFile ~/.ssh/bastion_key

Host *.lab
  User lab
  IdentityFile %d/.ssh/%h.key
`;

function ctx(over: Partial<FleetParseContext> = {}): FleetParseContext {
  return { fileLabel: 'fleet.yaml', baseDir: '/etc/radar', sshConfig: parseSshConfig(SSH_CONFIG), home: '/home/ana', localUser: 'ana', ...over };
}

function errorOf(text: string): string {
  try {
    parseFleetFile(text, ctx());
  } catch (err) {
    expect(err).toBeInstanceOf(RadarError);
    expect((err as RadarError).code).toBe('bad_fleet_file');
    return (err as RadarError).message;
  }
  throw new Error('expected parseFleetFile to throw');
}

describe('parseFleetFile', () => {
  it('reads a full ssh host with identity file, pinned fingerprint, journal directory and unit noise', () => {
    const [host] = parseFleetFile(
      `hosts:
  - name: llm-one
    address: 10.0.0.11
    port: 2222
    user: ubuntu
    identityFile: keys/radar_ed25519
    hostKeyFingerprints: [SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s]
    journalDirectory: /srv/journals/llm-one
    units:
      - vllm-kimi-k25
      - name: vllm-qwen.service
        noise: ['SparseMatrix', 'Triton .* fallback']
        expectedVramPct: 90
        port: 8001
`,
      ctx(),
    );
    expect(host).toEqual({
      name: 'llm-one',
      transport: 'ssh',
      address: '10.0.0.11',
      port: 2222,
      user: 'ubuntu',
      identityFile: '/etc/radar/keys/radar_ed25519',
      useAgent: false,
      jump: null,
      hostKeyFingerprints: ['SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s'],
      knownHostsFile: null,
      journalDirectory: '/srv/journals/llm-one',
      units: [
        { name: 'vllm-kimi-k25.service', noise: [], expectedVramPct: null, port: null },
        { name: 'vllm-qwen.service', noise: ['SparseMatrix', 'Triton .* fallback'], expectedVramPct: 90, port: 8001 },
      ],
      scenario: null,
    });
  });

  it('a host given only by its ssh config alias resolves like `ssh llm-two`, jump host included', () => {
    const [host] = parseFleetFile('hosts:\n  - name: llm-two\n    units: [vllm-kimi-k25]\n', ctx());
    expect(host).toMatchObject({
      name: 'llm-two',
      address: '10.20.0.12',
      port: 2202,
      user: 'inference',
      identityFile: '/home/ana/.ssh/llm_ed25519',
      jump: { address: 'bastion.example.internal', port: 2222, user: 'ops', identityFile: '/home/ana/.ssh/bastion_key' },
    });
  });

  it('a bare string in hosts is an ssh config alias', () => {
    const [host] = parseFleetFile('defaults:\n  units: [vllm-kimi-k25]\nhosts:\n  - llm-two\n', ctx());
    expect(host).toMatchObject({ name: 'llm-two', address: '10.20.0.12', user: 'inference', units: [{ name: 'vllm-kimi-k25.service' }] });
  });

  it('fleet fields win over ssh config, and wildcard Host blocks expand tokens', () => {
    const [a, b] = parseFleetFile(
      'hosts:\n  - name: llm-two\n    user: root\n    port: 22\n  - name: gpu7\n    address: gpu7.lab\n',
      ctx(),
    );
    expect(a).toMatchObject({ user: 'root', port: 22, address: '10.20.0.12' });
    expect(b).toMatchObject({ address: 'gpu7.lab', user: 'lab', identityFile: '/home/ana/.ssh/gpu7.lab.key', jump: null });
  });

  it('defaults apply to every host that does not say otherwise', () => {
    const hosts = parseFleetFile(
      'defaults:\n  user: svc\n  identityFile: /keys/k\n  units: [vllm]\nhosts:\n  - name: a\n    address: 10.0.0.1\n  - name: b\n    address: 10.0.0.2\n    user: other\n    units: [x.service]\n',
      ctx({ sshConfig: null }),
    );
    expect(hosts.map((h) => [h.user, h.identityFile, h.units.map((u) => u.name)])).toEqual([
      ['svc', '/keys/k', ['vllm.service']],
      ['other', '/keys/k', ['x.service']],
    ]);
  });

  it('local and demo hosts need no address, and demo hosts name their scenario', () => {
    const hosts = parseFleetFile('hosts:\n  - name: here\n    transport: local\n  - name: story\n    transport: demo\n', ctx());
    expect(hosts.map((h) => [h.transport, h.address, h.scenario])).toEqual([
      ['local', 'localhost', null],
      ['demo', 'demo', 'story'],
    ]);
  });

  it('a jump host as an object keeps its own pinned fingerprint', () => {
    const [host] = parseFleetFile(
      'hosts:\n  - name: x\n    address: 10.1.1.1\n    identityFile: /k\n    jump: { address: 10.1.0.1, user: j, hostKeyFingerprints: [SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s] }\n',
      ctx(),
    );
    expect(host?.jump).toEqual({ address: '10.1.0.1', port: 22, user: 'j', identityFile: '/k', hostKeyFingerprints: ['SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s'] });
  });

  it.each([
    ['a port that is not a number', 'hosts:\n  - name: a\n    address: x\n  - name: b\n    address: y\n  - name: c\n    port: "twenty-two"\n', 'fleet.yaml line 7: hosts[2].port: expected a number'],
    ['an unknown field (a typo)', 'hosts:\n  - name: a\n    adress: x\n', 'fleet.yaml line 3: hosts[0].adress: unknown field'],
    ['a missing host name', 'hosts:\n  - address: x\n    port: 22\n', 'fleet.yaml line 2: hosts[0].name: is required'],
    ['an unknown transport', 'hosts:\n  - name: a\n    transport: telnet\n', 'fleet.yaml line 3: hosts[0].transport: expected one of "ssh", "local", "demo"'],
    ['a bad fingerprint', 'hosts:\n  - name: a\n    hostKeyFingerprints: [MD5:aa:bb]\n', 'fleet.yaml line 3: hosts[0].hostKeyFingerprints[0]: expected a fingerprint'],
    ['a noise pattern that is not a regex', 'hosts:\n  - name: a\n    units:\n      - name: u\n        noise: ["(unclosed"]\n', 'fleet.yaml line 5: hosts[0].units[0].noise[0]: not a valid regular expression'],
    ['a hostile unit name', 'hosts:\n  - name: a\n    units: ["x; rm -rf /"]\n', 'fleet.yaml line 3: hosts[0].units[0].name: not a valid systemd unit name'],
    ['an address that reads as an option', 'hosts:\n  - name: a\n    address: -oProxyCommand=sh\n', 'fleet.yaml line 3: hosts[0].address: not a valid address'],
    ['a duplicate host', 'hosts:\n  - name: a\n  - name: b\n  - name: a\n', 'fleet.yaml line 4: hosts[2].name: duplicate host name "a"'],
    ['a YAML syntax error', 'hosts:\n  - name: a\n    units: [a, b\n', 'fleet.yaml line 4: Flow sequence'],
    ['no hosts at all', 'hosts: []\n', 'fleet.yaml line 1: hosts: expected at least one host'],
    ['a jump chain', 'hosts:\n  - name: a\n    address: 10.0.0.1\n    jump: j1,j2\n', 'fleet.yaml line 4: hosts[0].jump: jump host chains'],
  ])('names the line and field of %s', (_, text, expected) => {
    expect(errorOf(text)).toContain(expected);
  });
});
