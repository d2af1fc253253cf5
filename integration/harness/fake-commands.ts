import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';

export const NVIDIA_SMI_MODES = ['ok', 'missing', 'driver-failure', 'version-mismatch', 'no-devices'] as const;
export type NvidiaSmiMode = (typeof NVIDIA_SMI_MODES)[number];

export interface RecordedNvidiaSmi {
  /** `--query-gpu=index,uuid,name,memory.used,memory.total,utilization.gpu --format=csv,noheader,nounits` output. */
  gpus: string;
  /** `--query-compute-apps=pid,gpu_uuid,used_memory --format=csv,noheader,nounits` output. */
  apps: string;
}

// Every fake logs its call, so tests can count the remote commands a host really ran.
const PRELUDE = (state: string, name: string) => `#!/bin/sh
S='${state}'
printf '%s %s\\n' "$(date +%s%N)" "${name} $*" >> "$S/commands.log"
d=$(cat "$S/delay_ms" 2>/dev/null || echo 0)
if [ "$d" -gt 0 ]; then sleep "$(awk "BEGIN{print $d/1000}")"; fi
`;

const NVIDIA_SMI = `mode=$(cat "$S/nvidia-smi.mode" 2>/dev/null || echo ok)
case "$mode" in
  missing) echo "bash: line 1: nvidia-smi: command not found" >&2; exit 127 ;;
  driver-failure) echo "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running."; exit 9 ;;
  version-mismatch) echo "Failed to initialize NVML: Driver/library version mismatch"; exit 18 ;;
  no-devices) echo "No devices were found"; exit 6 ;;
esac
case "$*" in
  *--query-compute-apps=*) cat "$S/nvidia-apps.csv" ;;
  *--query-gpu=*) cat "$S/nvidia-gpus.csv" ;;
  *) echo "NVIDIA-SMI (recorded output; use --query-gpu)" ;;
esac
`;

// systemctl show UNIT --property=A,B: the recorded properties of UNIT, filtered; unknown units print what systemd prints for them.
const SYSTEMCTL = `[ "$1" = show ] || { echo "only 'systemctl show' is recorded here" >&2; exit 1; }
shift
unit=""; props=""
for a in "$@"; do
  case "$a" in
    --property=*) props="\${a#--property=}" ;;
    -p) ;;
    -*) ;;
    *) unit="$a" ;;
  esac
done
f="$S/systemctl/$unit"
if [ ! -f "$f" ]; then
  printf 'Id=%s\\nLoadState=not-found\\nActiveState=inactive\\nSubState=dead\\nResult=success\\nMainPID=0\\nInvocationID=\\nNRestarts=0\\n' "$unit" > "$S/systemctl.unknown"
  f="$S/systemctl.unknown"
fi
if [ -z "$props" ]; then cat "$f"; exit 0; fi
awk -v props="$props" 'BEGIN { n = split(props, p, ","); for (i = 1; i <= n; i++) want[p[i]] = 1 } { k = $0; sub(/=.*/, "", k); if (k in want) print }' "$f"
`;

export function writeFakeCommands(binDir: string, stateDir: string): void {
  mkdirSync(binDir, { recursive: true });
  const scripts: Record<string, string> = {
    journalctl: `${PRELUDE(stateDir, 'journalctl')}exec /usr/bin/journalctl "$@"\n`,
    'nvidia-smi': PRELUDE(stateDir, 'nvidia-smi') + NVIDIA_SMI,
    systemctl: PRELUDE(stateDir, 'systemctl') + SYSTEMCTL,
  };
  for (const [name, text] of Object.entries(scripts)) {
    writeFileSync(`${binDir}/${name}`, text);
    chmodSync(`${binDir}/${name}`, 0o755);
  }
}

/** Eight H100s as nvidia-smi prints them, each ~90 % full with the given PID's weights. */
export function recordedGpus(opts: { count?: number; usedMiB?: number; pids?: number[] } = {}): RecordedNvidiaSmi {
  const count = opts.count ?? 8;
  const used = opts.usedMiB ?? 73_731;
  const uuids = Array.from({ length: count }, (_, i) => `GPU-${(0x5d0b6e10 + i * 0x1111).toString(16)}-8c1e-4f2a-9b3d-${String(i).padStart(12, '0')}`);
  const gpus = uuids.map((u, i) => `${i}, ${u}, NVIDIA H100 80GB HBM3, ${used}, 81559, ${97 - i}`).join('\n');
  const pids = opts.pids ?? [];
  const apps = uuids.flatMap((u, i) => (pids[i] === undefined ? [] : [`${pids[i]}, ${u}, ${used - 531}`])).join('\n');
  return { gpus: `${gpus}\n`, apps: apps ? `${apps}\n` : '' };
}

/** A `date` first in PATH whose clock is off by the ms in STATE/clock_offset_ms, as on a host without NTP. */
export function writeFakeDate(binDir: string, stateDir: string): void {
  mkdirSync(binDir, { recursive: true });
  writeFileSync(
    `${binDir}/date`,
    `#!/bin/sh
off=$(cat '${stateDir}/clock_offset_ms' 2>/dev/null || echo 0)
if [ "$*" = "+%s%N" ]; then n=$(/usr/bin/date +%s%N); echo $((n + off * 1000000)); exit 0; fi
exec /usr/bin/date -d "@$(( $(/usr/bin/date +%s) + off / 1000 ))" "$@"
`,
  );
  chmodSync(`${binDir}/date`, 0o755);
}

/** A `ps` first in PATH that answers as bash does for a command the host lacks. */
export function writeMissingPs(binDir: string): void {
  writeFileSync(`${binDir}/ps`, '#!/bin/sh\necho "bash: line 1: ps: command not found" >&2\nexit 127\n');
  chmodSync(`${binDir}/ps`, 0o755);
}
