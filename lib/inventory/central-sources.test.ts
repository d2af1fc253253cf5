import { describe, expect, it } from 'vitest';
import { RadarError } from '@/lib/api/errors';
import { parseFleetFile, type FleetParseContext } from './parse-fleet-file';

const ctx: FleetParseContext = { fileLabel: 'fleet.yaml', baseDir: '/etc/radar', sshConfig: null, home: '/home/ana', localUser: 'ana' };

const FLEET = `
prometheus:
  url: http://prom.example.internal:9090/
  bearerTokenEnv: PROM_TOKEN
journalRemote:
  host: logs
  directory: /var/log/journal/remote
  staleAfterSeconds: 600
defaults:
  gpuSource: prometheus
  journalSource: journal-remote
  units: [vllm-kimi-k25]
hosts:
  - name: logs
    gpuSource: ssh
  - name: gpu-001
  - name: gpu-002
    prometheusLabel: gpu-002.dc1
    journalHostname: gpu-002.dc1.example.internal
  - name: gpu-003
    gpuSource: ssh
    journalSource: ssh
`;

function errorOf(text: string): string {
  try {
    parseFleetFile(text, ctx);
  } catch (err) {
    expect((err as RadarError).code).toBe('bad_fleet_file');
    return (err as RadarError).message;
  }
  throw new Error('expected a bad_fleet_file error');
}

describe('fleet file: prometheus and journalRemote sources', () => {
  it('fleet-level defaults, per-host overrides of the label value and journal hostname, the log host resolved from the inventory', () => {
    const byName = Object.fromEntries(parseFleetFile(FLEET, ctx).map((h) => [h.name, h]));
    expect(byName['gpu-001']?.gpuFrom).toEqual({
      url: 'http://prom.example.internal:9090',
      hostLabel: 'Hostname',
      labelValue: 'gpu-001',
      auth: { kind: 'bearer', tokenEnv: 'PROM_TOKEN' },
      timeoutMs: 3000,
      rangeMinutes: 15,
    });
    expect(byName['gpu-002']?.gpuFrom?.labelValue).toBe('gpu-002.dc1');
    expect(byName['gpu-002']?.journalFrom).toMatchObject({ directory: '/var/log/journal/remote', hostname: 'gpu-002.dc1.example.internal', staleAfterMs: 600_000 });
    expect(byName['gpu-001']?.journalFrom?.logHost).toMatchObject({ name: 'logs', transport: 'ssh', address: 'logs' });
    expect(byName['gpu-003']?.gpuFrom).toBeUndefined();
    expect(byName['gpu-003']?.journalFrom).toBeUndefined();
    // The log host reads its own journal over its own transport, and its GPUs over SSH here.
    expect(byName['logs']?.journalFrom).toBeUndefined();
    expect(byName['logs']?.gpuFrom).toBeUndefined();
  });

  it('journalRemote host "local" runs journalctl on the dashboard machine; basic auth names two variables', () => {
    const [host] = parseFleetFile(
      `prometheus: { url: "https://prom:9090", hostLabel: hostname, basicAuth: { usernameEnv: PROM_USER, passwordEnv: PROM_PASS } }
journalRemote: { host: local, directory: /srv/remote }
hosts:
  - { name: gpu-1, gpuSource: prometheus, journalSource: journal-remote }
`,
      ctx,
    );
    expect(host?.journalFrom?.logHost).toMatchObject({ name: 'local', transport: 'local' });
    expect(host?.journalFrom?.staleAfterMs).toBe(900_000);
    expect(host?.gpuFrom).toMatchObject({ hostLabel: 'hostname', auth: { kind: 'basic', usernameEnv: 'PROM_USER', passwordEnv: 'PROM_PASS' } });
  });

  it.each([
    ['a prometheus source without the block', 'hosts:\n  - { name: a, gpuSource: prometheus }\n', 'line 2: hosts[0].gpuSource: gpuSource prometheus needs a top-level prometheus: block'],
    ['a journal-remote source without the block', 'hosts:\n  - { name: a, journalSource: journal-remote }\n', 'journalSource journal-remote needs a top-level journalRemote: block'],
    ['a log host that is not in the inventory', 'journalRemote: { host: nowhere, directory: /srv/r }\nhosts: [a]\n', 'line 1: journalRemote.host: no host named "nowhere"'],
    ['a URL that is not http', 'prometheus: { url: "file:///etc/passwd" }\nhosts: [a]\n', 'prometheus.url: expected an http(s) URL'],
    ['a label value with a quote (it would reach PromQL)', 'prometheus: { url: "http://p:9090" }\nhosts:\n  - { name: a, gpuSource: prometheus, prometheusLabel: \'a"}or vector(1)\' }\n', 'prometheusLabel: expected a label value'],
    ['a journal hostname with a space', 'journalRemote: { host: local, directory: /srv/r }\nhosts:\n  - { name: a, journalSource: journal-remote, journalHostname: "a b" }\n', 'journalHostname: expected a hostname'],
    ['both credentials', 'prometheus: { url: "http://p:9090", bearerTokenEnv: T, basicAuth: { usernameEnv: U, passwordEnv: P } }\nhosts: [a]\n', 'bearerTokenEnv and basicAuth exclude each other'],
    ['a relative directory', 'journalRemote: { host: local, directory: srv/r }\nhosts: [a]\n', 'journalRemote.directory: expected an absolute path'],
  ])('%s is a bad_fleet_file naming the field', (_name, text, message) => {
    expect(errorOf(text)).toContain(message);
  });
});
