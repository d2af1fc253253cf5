import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalctlArgs } from '@/lib/commands/journalctl';
import { nvidiaSmiAppsArgs, nvidiaSmiGpuArgs } from '@/lib/commands/nvidia-smi';
import { systemctlShowArgs } from '@/lib/commands/systemctl';
import { parseJournalJson } from '@/lib/journal';
import { SshPool } from '@/lib/ssh/pool';
import { createLocalTransport } from '@/lib/transports/local';
import { createSshTransport } from '@/lib/transports/ssh';
import type { Transport } from '@/lib/transports/types';
import { NEW_PID, STORY_UNIT, startTestHost, storyJournal, type TestHost } from './harness';
import { hostsFromYaml } from './harness/hosts-from-yaml';

let denied: TestHost;
let transport: Transport;
const pool = new SshPool({ maxConnections: 4, connectTimeoutMs: 3_000, commandTimeoutMs: 5_000 });

beforeAll(async () => {
  denied = await startTestHost({ name: 'denied', journalReadable: false, nvidiaSmi: 'missing' });
  transport = createSshTransport(hostsFromYaml(denied.fleetYaml())[0]!, pool);
});

afterAll(async () => {
  await pool.closeAll();
  await denied?.stop();
});

describe('test host modes', () => {
  it('a journal the user may not read gives journalctl own "insufficient permissions" answer', async () => {
    const out = await transport.exec(journalctlArgs({ unit: STORY_UNIT, directory: denied.journalDir }));
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain('insufficient permissions');
  });

  it('nvidia-smi: missing, driver failure, version mismatch, no devices, recorded output', async () => {
    const missing = await transport.exec(nvidiaSmiGpuArgs());
    expect([missing.code, missing.stderr]).toEqual([127, 'bash: line 1: nvidia-smi: command not found\n']);
    const cases = [
      ['driver-failure', 9, "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver"],
      ['version-mismatch', 18, 'Failed to initialize NVML: Driver/library version mismatch'],
      ['no-devices', 6, 'No devices were found'],
    ] as const;
    for (const [mode, code, text] of cases) {
      denied.setNvidiaSmi(mode);
      const out = await transport.exec(nvidiaSmiGpuArgs());
      expect(out.code).toBe(code);
      expect(out.stdout).toContain(text);
    }
    denied.setNvidiaSmi('ok');
    const gpus = (await transport.exec(nvidiaSmiGpuArgs())).stdout.trim().split('\n');
    expect(gpus).toHaveLength(8);
    expect(gpus[0]).toMatch(/^0, GPU-[0-9a-f-]+, NVIDIA H100 80GB HBM3, 73731, 81559, \d+$/);
    const apps = (await transport.exec(nvidiaSmiAppsArgs())).stdout.trim().split('\n');
    expect(apps.every((l) => l.startsWith(`${NEW_PID}, GPU-`))).toBe(true);
    expect(denied.countCommands('nvidia-smi')).toBe(6);
  });

  it('systemctl show prints the recorded properties that were asked for, and not-found for other units', async () => {
    const out = await transport.exec(systemctlShowArgs(STORY_UNIT));
    expect(out.stdout).toContain(`Id=${STORY_UNIT}\n`);
    expect(out.stdout).toContain('ActiveState=active\n');
    expect(out.stdout).not.toContain('LoadState=not-found');
    const other = await transport.exec(systemctlShowArgs('nothing-here.service'));
    expect(other.stdout).toContain('LoadState=not-found\n');
  });
});

describe('local transport on a real journal directory', () => {
  it('runs the same journalctl argv locally, without a shell', async () => {
    const host = await startTestHost({ name: 'local-journal', journalEntries: storyJournal() });
    try {
      const out = await createLocalTransport({ commandTimeoutMs: 5_000 }).exec(journalctlArgs({ unit: STORY_UNIT, directory: host.journalDir }));
      expect(out.code).toBe(0);
      expect(parseJournalJson(out.stdout).entries).toHaveLength(storyJournal().length);
    } finally {
      await host.stop();
    }
  });
});
