'use client';

import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { analyse } from '@/lib/analysis';
import { useJournal } from '@/lib/hooks/use-journal';
import { useNow } from '@/lib/hooks/use-now';
import { usePageVisible } from '@/lib/hooks/use-page-visible';
import { useProbe } from '@/lib/hooks/use-probe';
import { useStatus } from '@/lib/hooks/use-status';
import { GpuPanel } from '@/components/gpu/gpu-panel';
import { ShareControls } from '@/components/share/share-controls';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { timelineHref, type TimelineParams } from './timeline-link';
import { inferHostOffset, type TimeZoneMode } from './format-time';
import { LINE_ANCHOR } from './line-anchor';
import { LiveStatus, type LiveState } from './live-status';
import { NotifyButton } from './notify-button';
import { ProbeStatus } from './probe-status';
import { tabState } from './tab-state';
import { useAttemptNotifications } from './use-attempt-notifications';
import { useTabState } from './use-tab-state';
import { TimelineWorkspace } from './timeline-workspace';
import type { TimelineFilters } from './view-params';
import { UnitStatusLine } from './unit-status-line';
import { WindowControls, type WindowChoice } from './window-controls';

interface TimelineViewProps {
  host: string;
  unit: string;
  initial: TimelineParams;
  /** Server time of the render, so both sides agree on the first window. */
  renderedAt: number;
}

const UNREACHABLE = new Set(['unreachable', 'timeout', 'auth_failed', 'host_key_mismatch', 'host_key_unknown']);
const SPAN_US: Record<'5m' | '30m', number> = { '5m': 5 * 60e6, '30m': 30 * 60e6 };

export function TimelineView({ host, unit, initial, renderedAt }: TimelineViewProps) {
  const [params, setParams] = useState<TimelineParams>(initial);
  const [paused, setPaused] = useState(false);
  const visible = usePageVisible();
  const now = useNow();
  const live = params.until == null && !paused;

  const [notify, setNotify] = useState(false);
  const { tail, error, isLoading } = useJournal(host, unit, { since: params.since, until: params.until }, { live, hidden: !visible });
  const { status } = useStatus(host, unit, { live, hidden: !visible });

  const entries = useMemo(() => tail?.entries ?? [], [tail?.entries]);
  const fetchedAt = tail?.fetchedAt ?? renderedAt;
  const analysis = useMemo(
    () => analyse(entries, { currentInvocationId: status?.invocationId ?? null, now: fetchedAt * 1000 }),
    // Re-analyse when lines arrive or the current invocation changes, not on every clock tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entries, status?.invocationId],
  );

  const current = analysis.currentAttempt === null ? null : (analysis.attempts[analysis.currentAttempt] ?? null);
  useTabState(tail && params.until == null ? tabState(analysis, unit, host) : null);
  useAttemptNotifications(analysis, { enabled: notify, unit, host, ready: !!tail && live });
  const probe = useProbe(host, unit, live && current?.outcome === 'ready' ? current.id : null);

  useEffect(() => {
    const href = timelineHref(host, unit, params);
    if (href !== window.location.pathname + window.location.search) window.history.replaceState(null, '', href);
  }, [host, unit, params]);

  useEffect(() => {
    const m = /^#L(.+)$/.exec(window.location.hash);
    if (m && LINE_ANCHOR.test(m[1]!) && initial.filters.line == null) setParams((p) => ({ ...p, filters: { ...p.filters, line: m[1]! } }));
  }, [initial.filters.line]);

  const setFilters = useCallback((filters: TimelineFilters) => setParams((p) => ({ ...p, filters })), []);

  const offset = useMemo(() => inferHostOffset(entries), [entries]);
  const zone: TimeZoneMode = params.filters.tz === 'utc' ? { kind: 'utc' } : { kind: 'host', offsetMin: offset };

  const applyPreset = (id: WindowChoice) => {
    const nowUs = Date.now() * 1000;
    if (id === 'boot') return setParams((p) => ({ ...p, since: null, until: null, preset: 'boot' }));
    if (id === 'prev') {
      const cur = analysis.currentAttempt ?? analysis.attempts.length - 1;
      const prevStart = analysis.attempts[cur - 1]?.start ?? analysis.attempts[cur]?.start ?? null;
      return setParams((p) => ({ ...p, since: prevStart != null ? prevStart - 1_000_000 : nowUs - SPAN_US['30m'], until: null, preset: 'prev' }));
    }
    setParams((p) => ({ ...p, since: nowUs - SPAN_US[id], until: null, preset: id }));
  };

  const liveState: LiveState = (() => {
    if (error && UNREACHABLE.has(error.code)) return 'unreachable';
    if (!tail && isLoading) return 'loading';
    if (params.until != null) return 'fixed';
    if (paused) return 'paused';
    if (!visible) return 'hidden';
    return now - fetchedAt > 5_000 ? 'stale' : 'live';
  })();

  const linkFor = () => {
    const frozen: TimelineParams = { ...params, until: params.until ?? fetchedAt * 1000 };
    return new URL(timelineHref(host, unit, frozen), window.location.origin).toString();
  };

  return (
    <div className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <nav aria-label="Breadcrumb" className="text-sm text-zinc-500">
            <Link href="/" className="hover:underline">
              fleet
            </Link>{' '}
            /{' '}
            <Link href={`/hosts/${encodeURIComponent(host)}`} className="hover:underline">
              {host}
            </Link>
          </nav>
          <h1 className="truncate text-xl font-semibold">
            {unit} <span className="font-normal text-zinc-500">on {host}</span>
          </h1>
          <UnitStatusLine status={status ?? null} zone={zone} nowMs={now} />
          {live && current?.outcome === 'ready' && <ProbeStatus probe={probe.probe} error={probe.error} checking={probe.checking} zone={zone} onRecheck={probe.recheck} />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LiveStatus state={liveState} lastUpdateMs={tail ? fetchedAt : null} nowMs={now} detail={error?.message ?? null} />
          {params.until == null && <NotifyButton enabled={notify} onChange={setNotify} />}
          {params.until == null ? (
            <Button onClick={() => setPaused(!paused)} aria-pressed={paused}>
              {paused ? 'Resume' : 'Pause'}
            </Button>
          ) : (
            <Button onClick={() => setParams((p) => ({ ...p, until: null }))}>Go live</Button>
          )}
          <ShareControls
            linkFor={linkFor}
            snapshotBody={() => ({ host, unit, ...(params.since != null && { since: params.since }), until: params.until ?? Date.now() * 1000 })}
          />
        </div>
      </header>

      {error && !UNREACHABLE.has(error.code) && (
        <Notice tone="error" title={`${error.code}:`}>
          {error.message}
          {tail ? ' — showing the lines already fetched.' : ''}
        </Notice>
      )}
      {error && UNREACHABLE.has(error.code) && (
        <Notice tone="error" title="Host unreachable.">
          {error.message}. {tail ? 'The lines below were fetched before it went away; polling continues.' : 'Retrying.'}
        </Notice>
      )}
      {tail?.cursorExpired && (
        <Notice tone="warn" title="Journal rotated.">
          The host no longer had our position in its journal (cursor expired); the window was fetched again from its start.
        </Notice>
      )}
      {tail?.truncated && (
        <Notice tone="warn" title="Slice truncated.">
          The window holds more lines than one request returns; narrow the window to see them all.
        </Notice>
      )}
      {tail?.clockSkewMs != null && Math.abs(tail.clockSkewMs) > 5_000 && (
        <Notice tone="warn" title="Clock skew.">
          The host clock is {Math.round(Math.abs(tail.clockSkewMs) / 1000)} s {tail.clockSkewMs > 0 ? 'ahead of' : 'behind'} this server; relative times use the host&apos;s stamps.
        </Notice>
      )}

      <TimelineWorkspace
        entries={entries}
        analysis={analysis}
        filters={params.filters}
        onFiltersChange={setFilters}
        nowMs={now}
        follow={params.until == null}
        windowControls={
          <WindowControls
            since={params.since}
            until={params.until}
            active={params.preset}
            zone={zone}
            onPreset={applyPreset}
            onRange={(since, until) => setParams((p) => ({ ...p, since, until, preset: null }))}
          />
        }
        side={<GpuPanel host={host} analysis={analysis} entries={entries} nowMs={now} live={params.until == null && !paused} />}
      />
    </div>
  );
}
