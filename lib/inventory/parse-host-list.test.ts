import { describe, expect, it } from 'vitest';
import { RadarError } from '@/lib/api/errors';
import { readFleetFile, type FleetParseContext } from './parse-fleet-file';

function ctx(files: Record<string, string>): FleetParseContext {
  return {
    fileLabel: 'fleet.yaml',
    baseDir: '/etc/radar',
    sshConfig: null,
    home: '/home/ana',
    localUser: 'ana',
    readListFile: (p) => {
      const text = files[p];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${p}'`);
      return text;
    },
  };
}

const FLEET = 'defaults:\n  user: inference\n  port: 2222\n  units: [vllm-kimi-k25]\nhostsFrom:\n  file: hosts.txt\n';

function errorOf(fleet: string, files: Record<string, string>): string {
  try {
    readFleetFile(fleet, ctx(files));
  } catch (err) {
    expect(err).toBeInstanceOf(RadarError);
    expect((err as RadarError).code).toBe('bad_fleet_file');
    return (err as RadarError).message;
  }
  throw new Error('expected readFleetFile to throw');
}

describe('hostsFrom.file', () => {
  it('reads one host a line, fields as field=value, the rest from the fleet file defaults', () => {
    const { hosts, listFile } = readFleetFile(FLEET, ctx({
      '/etc/radar/hosts.txt': '# rack 12\ngpu-001\n\ngpu-002 address=10.0.12.2 port=22 units=vllm-a,vllm-b.service   # spare\nstory transport=demo scenario=llm-two\n',
    }));
    expect(listFile).toBe('/etc/radar/hosts.txt');
    expect(hosts.map((h) => [h.name, h.transport, h.address, h.port, h.user, h.units.map((u) => u.name), h.scenario])).toEqual([
      ['gpu-001', 'ssh', 'gpu-001', 2222, 'inference', ['vllm-kimi-k25.service'], null],
      ['gpu-002', 'ssh', '10.0.12.2', 22, 'inference', ['vllm-a.service', 'vllm-b.service'], null],
      ['story', 'demo', 'demo', 2222, 'inference', ['vllm-kimi-k25.service'], 'llm-two'],
    ]);
  });

  it('adds to hosts: listed in the fleet file, and a YAML list file works like hosts:', () => {
    const fleet = 'hosts:\n  - name: a\n    address: 10.0.0.1\nhostsFrom:\n  file: /srv/fleet/hosts.yaml\n';
    const { hosts } = readFleetFile(fleet, ctx({ '/srv/fleet/hosts.yaml': '- b\n- name: c\n  address: 10.0.0.3\n' }));
    expect(hosts.map((h) => [h.name, h.address])).toEqual([
      ['a', '10.0.0.1'],
      ['b', 'b'],
      ['c', '10.0.0.3'],
    ]);
  });

  it.each([
    ['a port that is not a number', 'gpu-1\ngpu-2 port=twenty', 'hosts.txt line 2: port: expected a number'],
    ['an unknown field', 'gpu-1 adress=10.0.0.1', 'hosts.txt line 1: adress: unknown field'],
    ['a field without a value', 'gpu-1 agent', 'hosts.txt line 1: agent: expected agent=value'],
    ['a field given twice', 'gpu-1 port=22 port=23', 'hosts.txt line 1: port: given twice'],
    ['an unknown transport', '\n\ngpu-1 transport=telnet', 'hosts.txt line 3: transport: expected one of "ssh", "local", "demo"'],
    ['a hostile host name', 'gpu-1\n-oProxyCommand=sh', 'hosts.txt line 2: name: expected letters, digits'],
    ['a hostile address', 'gpu-1 address=-oProxyCommand=sh', 'hosts.txt line 1: address: not a valid address'],
    ['a hostile unit', 'gpu-1 units=a,x;rm', 'hosts.txt line 1: units.1.name: not a valid systemd unit name'],
    ['a duplicate of another line', 'gpu-1\ngpu-2\ngpu-1', 'hosts.txt line 3: name: duplicate host name "gpu-1"'],
  ])('names the list file line and field of %s', (_, list, expected) => {
    expect(errorOf(FLEET, { '/etc/radar/hosts.txt': list })).toContain(expected);
  });

  it('a list file host that repeats a hosts: entry is a duplicate, named at the list line', () => {
    expect(errorOf('hosts:\n  - gpu-1\nhostsFrom:\n  file: hosts.txt\n', { '/etc/radar/hosts.txt': 'gpu-0\ngpu-1\n' })).toContain('hosts.txt line 2: name: duplicate host name "gpu-1"');
  });

  it('a YAML list file error names its own line', () => {
    expect(errorOf('hostsFrom:\n  file: h.yml\n', { '/etc/radar/h.yml': '- a\n- name: b\n  port: x\n' })).toContain('h.yml line 3: [1].port: expected a number');
  });

  it('a list file that cannot be read names the fleet file line', () => {
    expect(errorOf(FLEET, {})).toContain("fleet.yaml line 6: hostsFrom.file: cannot read /etc/radar/hosts.txt (ENOENT");
  });

  it('a fleet file needs hosts from somewhere', () => {
    expect(errorOf('defaults:\n  user: x\n', {})).toContain('expected hosts, hostsFrom.file or hostsFrom.prometheus');
  });
});

describe('hostsFrom.prometheus', () => {
  it('is validated: an http(s) URL, a job, a label name, a refresh of at least 5 s', () => {
    const ok = readFleetFile('hostsFrom:\n  prometheus:\n    url: http://127.0.0.1:9090\n    job: node\n', ctx({}));
    expect(ok.targets).toEqual({ url: 'http://127.0.0.1:9090', job: 'node', label: 'instance', refreshSeconds: 60 });
    expect(ok.hostFor('gpu-7', '10.0.0.7')).toMatchObject({ name: 'gpu-7', address: '10.0.0.7', transport: 'ssh', port: 22 });
    expect(errorOf('hostsFrom:\n  prometheus:\n    url: file:///etc/passwd\n    job: node\n', {})).toContain('fleet.yaml line 3: hostsFrom.prometheus.url: expected an http(s) URL');
    expect(errorOf('hostsFrom:\n  prometheus:\n    url: http://p:9090\n    job: \'node"}) or vector(1\'\n', {})).toContain('fleet.yaml line 4: hostsFrom.prometheus.job: expected a job name');
    expect(errorOf('hostsFrom:\n  prometheus:\n    url: http://p:9090\n    job: node\n    refreshSeconds: 1\n', {})).toContain('fleet.yaml line 5: hostsFrom.prometheus.refreshSeconds');
  });

  it('takes credentials the way the prometheus: block does, by naming environment variables, one kind at most', () => {
    const basic = readFleetFile('hostsFrom:\n  prometheus:\n    url: https://p:9090\n    job: node\n    basicAuth: { usernameEnv: PROM_USER, passwordEnv: PROM_PASS }\n', ctx({}));
    expect(basic.targets).toMatchObject({ basicAuth: { usernameEnv: 'PROM_USER', passwordEnv: 'PROM_PASS' } });
    const bearer = readFleetFile('hostsFrom:\n  prometheus:\n    url: https://p:9090\n    job: node\n    bearerTokenEnv: PROM_TOKEN\n', ctx({}));
    expect(bearer.targets).toMatchObject({ bearerTokenEnv: 'PROM_TOKEN' });
    expect(errorOf('hostsFrom:\n  prometheus:\n    url: http://p:9090\n    job: node\n    bearerTokenEnv: T\n    basicAuth: { usernameEnv: U, passwordEnv: P }\n', {})).toContain('bearerTokenEnv and basicAuth exclude each other');
    expect(errorOf('hostsFrom:\n  prometheus:\n    url: http://p:9090\n    job: node\n    bearerTokenEnv: "$(id)"\n', {})).toContain('hostsFrom.prometheus.bearerTokenEnv: expected the name of an environment variable');
    expect(errorOf('hostsFrom:\n  prometheus:\n    url: http://p:9090\n    job: node\n    password: hunter2\n', {})).toContain('hostsFrom.prometheus');
  });
});
