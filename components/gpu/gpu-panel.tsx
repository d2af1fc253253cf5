'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { Analysis } from '@/lib/analysis/types';
import { attributeVram } from '@/lib/gpu';
import type { GpuReport } from '@/lib/gpu/types';
import type { JournalEntry } from '@/lib/journal/types';
import { useGpus } from '@/lib/hooks/use-gpus';
import type { CentralGpus, HostError } from '@/lib/api/types';
import { Card, CardTitle } from '@/components/ui/card';
import { EXPECTED_VRAM_PCT, HISTORY_SAMPLES, historyFromReports, loadState } from './load-state';
import { VramGauge } from './vram-gauge';

interface GpuPanelProps {
  host: string;
  analysis: Analysis | null;
  /** The entries `analysis` was made from, to read what the last ready attempt loaded. */
  entries?: readonly JournalEntry[];
  nowMs: number;
  expectedPct?: number;
  live?: boolean;
  /** Receives each new report, e.g. for a snapshot. */
  onReports?: (reports: GpuReport[]) => void;
}

export function GpuPanel({ host, analysis, entries, nowMs, expectedPct = EXPECTED_VRAM_PCT, live = true, onReports }: GpuPanelProps) {
  const { report, central, sshError, error } = useGpus(host, { live });
  const [reports, setReports] = useState<GpuReport[]>([]);
  const observedReady = useRef<number | null>(null);

  useEffect(() => {
    if (!report) return;
    setReports((prev) => (prev.at(-1)?.at === report.at ? prev : [...prev, report].slice(-HISTORY_SAMPLES)));
  }, [report]);

  useEffect(() => onReports?.(reports), [reports, onReports]);

  const current = analysis?.currentAttempt ?? null;
  const currentAttempt = current == null ? undefined : analysis?.attempts[current];
  useEffect(() => {
    if (!report || currentAttempt?.outcome !== 'ready') return;
    const used = report.gpus.map((g) => g.usedMiB).filter((v): v is number => v != null);
    if (used.length) observedReady.current = used.reduce((a, b) => a + b, 0) / used.length;
  }, [report, currentAttempt?.outcome]);

  const attribution = useMemo(() => (report && analysis ? attributeVram(report, analysis.attempts) : null), [report, analysis]);
  const history = useMemo(() => central?.history?.usedMiB ?? historyFromReports(reports), [central?.history, reports]);
  const load = loadState(report ?? null, analysis, nowMs, { entries, observedReadyMiB: observedReady.current, expectedPct });

  return (
    <Card className="p-3" aria-label="VRAM">
      <div className="mb-2 flex items-baseline justify-between">
        <CardTitle>VRAM{report ? ` · ${report.gpus.length} GPUs` : ''}</CardTitle>
        {report && (
          <span className="text-xs text-zinc-500" suppressHydrationWarning>
            {report.source === 'prometheus' ? 'Prometheus (dcgm-exporter)' : 'nvidia-smi'}, sampled {ageS(nowMs, report.at)} s ago
          </span>
        )}
      </div>
      <GpuSources central={central} sshError={sshError} nowMs={nowMs} />
      {!report && !error && <p className="text-sm text-zinc-500">Reading nvidia-smi…</p>}
      <VramGauge
        report={report ?? null}
        attribution={attribution}
        currentAttempt={current}
        history={history}
        expectedPct={expectedPct}
        load={load}
        targetMiB={load?.target.mib ?? null}
        fetchError={error ? `${error.code}: ${error.message}` : null}
      />
    </Card>
  );
}

const ageS = (nowMs: number, at: number) => Math.max(0, Math.round((nowMs - at) / 1000));

/** Which source each figure came from: nvidia-smi for per-PID memory, Prometheus for the fleet's figures and the sparkline. */
function GpuSources({ central, sshError, nowMs }: { central: CentralGpus | null; sshError: HostError | null; nowMs: number }) {
  if (!central && !sshError) return null;
  return (
    <ul className="mb-2 text-xs text-zinc-500" aria-label="GPU sources" suppressHydrationWarning>
      {sshError && <li className="text-red-700 dark:text-red-400">nvidia-smi: {sshError.code} ({sshError.message}); no per-PID memory, figures from Prometheus</li>}
      {central?.report && (
        <li>
          Prometheus (dcgm-exporter): scraped {ageS(nowMs, central.report.at)} s ago
          {central.history ? `; sparkline from Prometheus, ${central.history.times.length} points` : ''}
        </li>
      )}
      {central?.error && <li className="text-red-700 dark:text-red-400">Prometheus: {central.error.code} ({central.error.message})</li>}
    </ul>
  );
}
