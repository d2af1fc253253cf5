'use client';

import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { attributeVram } from '@/lib/gpu';
import { useNow } from '@/lib/hooks/use-now';
import type { Snapshot } from '@/lib/snapshots/types';
import { EXPECTED_VRAM_PCT, historyFromReports } from '@/components/gpu/load-state';
import { VramGauge } from '@/components/gpu/vram-gauge';
import { ShareControls } from '@/components/share/share-controls';
import { formatDateTime, formatRelative } from '@/components/timeline/format-time';
import { TimelineWorkspace } from '@/components/timeline/timeline-workspace';
import { UnitStatusLine } from '@/components/timeline/unit-status-line';
import { writeFilters, type TimelineFilters } from '@/components/timeline/view-params';
import { Card, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';

interface SnapshotViewProps {
  snapshot: Snapshot;
  initialFilters: TimelineFilters;
}

export function SnapshotView({ snapshot, initialFilters }: SnapshotViewProps) {
  const [filters, setFilters] = useState(initialFilters);
  const now = useNow();
  const { analysis, entries } = snapshot;

  useEffect(() => {
    const qs = writeFilters(filters, new URLSearchParams()).toString();
    const href = `${window.location.pathname}${qs ? `?${qs}` : ''}`;
    if (href !== window.location.pathname + window.location.search) window.history.replaceState(null, '', href);
  }, [filters]);
  const onFilters = useCallback((f: TimelineFilters) => setFilters(f), []);

  const last = snapshot.gpuSamples.at(-1) ?? null;
  const attribution = useMemo(() => (last ? attributeVram(last, analysis.attempts) : null), [last, analysis]);
  const history = useMemo(() => historyFromReports(snapshot.gpuSamples), [snapshot.gpuSamples]);
  const utc = { kind: 'utc' } as const;
  // Relative times read as of the freeze: the view a colleague saw, not one that ages.
  const frozenAt = snapshot.window.until != null ? snapshot.window.until / 1000 : snapshot.createdAt;

  return (
    <div className="flex flex-col gap-3">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-zinc-500">
            Snapshot <span className="font-mono">{snapshot.id}</span> · read-only
          </p>
          <h1 className="text-xl font-semibold">
            {snapshot.source === 'paste' ? 'Pasted log' : snapshot.unit}
            {snapshot.host && <span className="font-normal text-zinc-500"> on {snapshot.host}</span>}
          </h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" suppressHydrationWarning>
            frozen {formatDateTime(snapshot.createdAt * 1000, utc)} UTC ({formatRelative(snapshot.createdAt * 1000, now)}) · window{' '}
            {snapshot.window.since == null ? 'from boot' : formatDateTime(snapshot.window.since, utc)} →{' '}
            {snapshot.window.until == null ? 'then' : formatDateTime(snapshot.window.until, utc)} UTC · {entries.length.toLocaleString('en-US')} lines
          </p>
          <UnitStatusLine status={snapshot.status} zone={utc} nowMs={now} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {snapshot.host && snapshot.unit && (
            <Link className="text-sm text-sky-700 underline dark:text-sky-400" href={`/hosts/${encodeURIComponent(snapshot.host)}/${encodeURIComponent(snapshot.unit)}`}>
              open the live timeline
            </Link>
          )}
          <ShareControls linkFor={() => window.location.href} snapshotBody={null} />
        </div>
      </header>
      {snapshot.redactions > 0 && (
        <Notice tone="info" title={`${snapshot.redactions} secret${snapshot.redactions === 1 ? '' : 's'} redacted.`}>
          Tokens, keys and passwords were replaced by <code>[REDACTED:…]</code> before the snapshot was stored.
        </Notice>
      )}
      {snapshot.truncated && <Notice tone="warn" title="Truncated.">The slice hit its line limit when it was frozen; the host held more lines.</Notice>}
      <TimelineWorkspace
        entries={entries}
        analysis={analysis}
        filters={filters}
        onFiltersChange={onFilters}
        nowMs={frozenAt}
        side={
          snapshot.gpuSamples.length > 0 ? (
            <Card className="p-3" aria-label="VRAM">
              <CardTitle className="mb-2">VRAM at freeze · {last?.gpus.length ?? 0} GPUs</CardTitle>
              <VramGauge report={last} attribution={attribution} currentAttempt={analysis.currentAttempt} history={history} expectedPct={EXPECTED_VRAM_PCT} load={null} />
            </Card>
          ) : null
        }
      />
    </div>
  );
}
