import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFleetFile } from './parse-fleet-file';
import { parseSshConfig } from './ssh-config';

describe('fleet.example.yaml', () => {
  it('is a valid fleet file covering every kind of host it documents', () => {
    const text = readFileSync(join(__dirname, '..', '..', 'fleet.example.yaml'), 'utf8');
    const sshConfig = parseSshConfig('Host llm-two\n  HostName 10.20.0.12\n  User root\n  ProxyJump bastion\n');
    const hosts = parseFleetFile(text, { fileLabel: 'fleet.example.yaml', baseDir: '/srv', sshConfig, home: '/home/ana', localUser: 'ana' });
    const byName = Object.fromEntries(hosts.map((h) => [h.name, h]));
    expect(hosts.map((h) => h.transport)).toEqual(['ssh', 'ssh', 'ssh', 'ssh', 'local', 'local', 'ssh', 'ssh', 'demo']);
    expect(byName['gpu-0001']?.gpuFrom).toMatchObject({ url: 'http://prometheus.example.internal:9090', hostLabel: 'Hostname', labelValue: 'gpu-0001.dc1', auth: { kind: 'bearer', tokenEnv: 'RADAR_PROM_TOKEN' } });
    expect(byName['gpu-0001']?.journalFrom).toMatchObject({ directory: '/var/log/journal/remote', hostname: 'gpu-0001.dc1.example.internal', staleAfterMs: 900_000, logHost: { name: 'logs-one', address: '10.20.0.2' } });
    expect(byName['llm-one']?.gpuFrom).toBeUndefined();
    expect(byName['llm-one']?.units[0]?.noise).toEqual(['SparseMatrix', 'Failed to import .*flash_mla']);
    expect(byName['llm-one']?.identityFile).toBe('/home/ana/.ssh/radar_ed25519');
    expect(byName['llm-two']).toMatchObject({ address: '10.20.0.12', user: 'root', jump: { address: 'bastion', port: 22, user: 'ana' } });
    expect(byName['llm-three']?.jump).toMatchObject({ address: 'bastion.example.internal', port: 2222, user: 'ops', identityFile: '/home/ana/.ssh/bastion_ed25519' });
    expect(byName['llm-three']?.units.map((u) => u.name)).toEqual(['vllm-qwen3-235b.service', 'vllm-embed.service']);
    expect(byName['llm-four']).toMatchObject({ useAgent: true, jump: { address: 'bastion.example.internal', port: 2222, user: 'ops' } });
    expect(byName['llm-five-postmortem']?.journalDirectory).toBe('/srv/journals/llm-five');
    expect(byName['story']?.scenario).toBe('llm-two');
  });
});
