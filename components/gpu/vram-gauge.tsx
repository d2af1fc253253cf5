import { gaugeSegments } from '@/lib/gpu';
import type { GpuAttribution, GpuError, GpuReport } from '@/lib/gpu/types';
import { attemptColour } from '@/components/timeline/attempt-palette';
import { formatDuration } from '@/components/timeline/format-time';
import { Notice } from '@/components/ui/notice';
import { GpuBar } from './gpu-bar';
import { pidList } from './pid-list';
import { LOAD_BASIS_LABEL, type LoadTarget } from './load-target';
import { Sparkline } from './sparkline';

export interface LoadState {
  /** Mean over GPUs of used / target, 0–100. */
  progressPct: number;
  target: LoadTarget;
  remainingS: number | null;
}

export interface VramGaugeProps {
  report: GpuReport | null;
  attribution: GpuAttribution[] | null;
  currentAttempt: number | null;
  /** Used MiB per GPU index, oldest first. */
  history: Readonly<Record<number, readonly number[]>>;
  expectedPct: number;
  load: LoadState | null;
  /** Per-GPU MiB a loading attempt heads for; defaults to the expected level. */
  targetMiB?: number | null;
  /** The request for the report failed (host unreachable, …). */
  fetchError?: string | null;
  compact?: boolean;
}

const GPU_ERROR_TEXT: Record<GpuError['code'], string> = {
  no_nvidia_driver: 'nvidia-smi cannot reach the NVIDIA driver',
  driver_mismatch: 'driver/library version mismatch (NVML)',
  no_devices: 'no GPU devices found',
  not_installed: 'nvidia-smi is not installed',
  parse_error: 'nvidia-smi printed something unexpected',
};

const mib = (n: number) => Math.round(n).toLocaleString('en-US');

function compactCaption(report: GpuReport): string {
  const pcts = report.gpus.flatMap((g) => (g.usedMiB != null && g.totalMiB ? [(g.usedMiB / g.totalMiB) * 100] : []));
  if (pcts.length === 0) return `${report.gpus.length} GPUs · N/A`;
  const lo = Math.round(Math.min(...pcts));
  const hi = Math.round(Math.max(...pcts));
  return `${report.gpus.length} GPUs · ${lo === hi ? lo : `${lo}–${hi}`} % used`;
}

export function VramGauge({ report, attribution, currentAttempt, history, expectedPct, load, targetMiB = null, fetchError, compact = false }: VramGaugeProps) {
  const byIndex = new Map(attribution?.map((a) => [a.index, a]) ?? []);
  const stale = (attribution ?? []).flatMap((a) => a.segments.filter((s) => s.owner === 'stale' && s.mib > 0).map((s) => ({ gpu: a.index, ...s })));
  const viaParent = (attribution ?? []).flatMap((a) => a.segments.flatMap((s) => s.via ?? []));
  return (
    <div className="flex flex-col gap-2" data-testid="vram-gauge">
      {fetchError && <Notice tone="error" title="GPU report unavailable.">{fetchError}</Notice>}
      {report?.error && compact && (
        <p role="alert" className="text-xs font-semibold text-red-700 dark:text-red-400" title={report.error.message}>
          GPU: {GPU_ERROR_TEXT[report.error.code]}
        </p>
      )}
      {report?.error && !compact && (
        <Notice tone="error" title="GPU error:">
          {GPU_ERROR_TEXT[report.error.code]} — <span className="font-mono text-xs">{report.error.message}</span>
        </Notice>
      )}
      {load && (
        <div role="status" aria-label="Weight loading progress" data-testid="load-progress" className="rounded-md border border-sky-300 bg-sky-50 p-2 text-sm dark:border-sky-800 dark:bg-sky-950/50">
          <div className="flex items-baseline justify-between gap-2">
            <strong>Loading weights {Math.round(load.progressPct)} %</strong>
            {load.remainingS != null && <span data-testid="load-eta">ready in ~{formatDuration(load.remainingS * 1_000_000)}</span>}
          </div>
          <div className="mt-1 h-1.5 overflow-hidden rounded bg-sky-200 dark:bg-sky-900">
            <div className="h-full bg-sky-600" style={{ width: `${Math.min(100, load.progressPct)}%` }} />
          </div>
          <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
            against {mib(load.target.mib)} MiB per GPU, {LOAD_BASIS_LABEL[load.target.basis]}
          </p>
        </div>
      )}
      {stale.length > 0 && (
        <Notice tone="warn" title="Stale memory:">
          {stale.map((s) => `GPU ${s.gpu}: ${mib(s.mib)} MiB held by ${pidList(s.pids, s.via)} of attempt ${s.attemptLabel ?? '?'}`).join(' · ')}
        </Notice>
      )}
      {report && report.gpus.length > 0 && (
        <ul aria-label="GPU memory" className={compact ? 'grid grid-cols-4 gap-1' : 'flex flex-col gap-1.5'}>
          {report.gpus.map((g) => {
            const gauge = gaugeSegments(g, byIndex.get(g.index) ?? null, expectedPct, targetMiB);
            const pct = gauge.usedPct;
            const colour = attemptColour(currentAttempt ?? 0, currentAttempt ?? 0).solid;
            return (
              <li key={g.uuid || g.index} data-testid="gpu" data-gpu-index={g.index} data-pct={pct == null ? '' : pct.toFixed(2)} data-state={gauge.state} className="text-xs">
                {!compact && (
                  <div className="mb-0.5 flex items-baseline justify-between gap-2">
                    <span>
                      <strong>GPU {g.index}</strong> <span className="text-zinc-500 dark:text-zinc-400">{g.utilizationPct != null ? `${g.utilizationPct} % util` : 'util N/A'}</span>
                    </span>
                    <span className="font-mono tabular-nums">
                      {g.usedMiB == null ? 'N/A' : mib(g.usedMiB)} / {g.totalMiB == null ? 'N/A' : mib(g.totalMiB)} MiB ·{' '}
                      <strong data-testid="gpu-pct">{pct == null ? 'N/A' : `${Math.round(pct)} %`}</strong>
                    </span>
                  </div>
                )}
                <div className="flex items-center gap-2">
                  <GpuBar gauge={gauge} currentAttempt={currentAttempt} attributed={attribution != null} compact={compact} />
                  {!compact && <Sparkline values={history[g.index] ?? []} max={g.totalMiB ?? 0} colour={colour} label={`GPU ${g.index} memory, last minutes`} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {compact && report && report.gpus.length > 0 && <p className="text-[0.7rem] text-zinc-500 dark:text-zinc-400">{compactCaption(report)}</p>}
      {!compact && report && report.gpus.length > 0 && (
        <p className="text-[0.7rem] text-zinc-500 dark:text-zinc-400">
          Marker: expected level ~{expectedPct} % (servers reserve most of it for the KV cache on purpose). Hatched: memory held by an older attempt&apos;s PIDs.
          {viaParent.length > 0 && (
            <span data-testid="via-parent">
              {' '}
              {viaParent.length} GPU process{viaParent.length === 1 ? '' : 'es'} no log line names (e.g. pid {viaParent[0]!.pid}) counted for the attempt of {viaParent[0]!.depth === 1 ? 'its parent' : 'an ancestor'}, pid {viaParent[0]!.ancestor}.
            </span>
          )}
          {report.tree?.error && (
            <span data-testid="no-process-tree" title={report.tree.error.message}>
              {' '}
              No process tree (ps {report.tree.error.code === 'ps_missing' ? 'not installed' : 'failed'}): processes count only under their own logged PIDs.
            </span>
          )}
        </p>
      )}
      {report && report.gpus.length === 0 && !report.error && <p className="text-sm text-zinc-500">No GPUs reported.</p>}
    </div>
  );
}
