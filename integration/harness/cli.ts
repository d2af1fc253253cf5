import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { NVIDIA_SMI_MODES, type NvidiaSmiMode } from './fake-commands';
import { fleetYamlFor, startTestHosts, type TestHost } from './start-test-host';

const USAGE = `usage: npx tsx integration/harness/cli.ts start [--hosts N] [--name NAME] [--nvidia-smi ${NVIDIA_SMI_MODES.join('|')}]
       [--slow-ms MS] [--fleet-file PATH] [--max-seconds S]
Starts real sshd test hosts on 127.0.0.1 and prints a fleet.yaml for them; stops them on SIGINT/SIGTERM or after --max-seconds.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      hosts: { type: 'string', default: '1' },
      name: { type: 'string' },
      'nvidia-smi': { type: 'string', default: 'ok' },
      'slow-ms': { type: 'string', default: '0' },
      'fleet-file': { type: 'string' },
      'max-seconds': { type: 'string', default: '3600' },
    },
  });
  if (positionals[0] !== 'start') {
    console.error(USAGE);
    process.exit(2);
  }
  const count = Number(values.hosts);
  const mode = values['nvidia-smi'] as NvidiaSmiMode;
  if (!Number.isInteger(count) || count < 1 || count > 64 || !NVIDIA_SMI_MODES.includes(mode)) {
    console.error(USAGE);
    process.exit(2);
  }
  const hosts: TestHost[] = await startTestHosts(count, (i) => ({
    name: values.name ? (count === 1 ? values.name : `${values.name}-${i + 1}`) : undefined,
    nvidiaSmi: mode,
    slowCommandMs: Number(values['slow-ms']),
  }));
  const yaml = fleetYamlFor(hosts);
  if (values['fleet-file']) writeFileSync(values['fleet-file'], yaml);
  process.stdout.write(yaml);
  console.error(`ready: ${hosts.map((h) => `${h.name} on 127.0.0.1:${h.port}`).join(', ')}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(hosts.map((h) => h.stop()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setTimeout(stop, Number(values['max-seconds']) * 1000);
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
