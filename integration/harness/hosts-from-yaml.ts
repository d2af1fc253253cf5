import { parseFleetFile } from '@/lib/inventory/parse-fleet-file';
import { parseSshConfig } from '@/lib/inventory/ssh-config';
import type { Host } from '@/lib/inventory/types';

/** Hosts as the dashboard would read them from a fleet file (and an optional ssh config). For tests. */
export function hostsFromYaml(yaml: string, sshConfig?: string): Host[] {
  return parseFleetFile(yaml, {
    fileLabel: 'fleet.yaml',
    baseDir: '/tmp',
    sshConfig: sshConfig ? parseSshConfig(sshConfig) : null,
    home: '/root',
    localUser: 'root',
  });
}
