import type { ReactNode } from 'react';
import { attemptLabel } from '@/lib/analysis/attempt-label';
import type { Analysis, Attempt } from '@/lib/analysis/types';
import { ENGINE_LABEL } from '@/lib/analysis/engines/types';
import { cn } from '@/lib/cn';
import { attemptColour } from './attempt-palette';
import { formatClock, formatRelative, zoneLabel, type TimeZoneMode } from './format-time';

const UTC: TimeZoneMode = { kind: 'utc' };
import { OutcomeBadge } from './outcome-badge';
import { summarisePids } from './summarise-pids';

interface AttemptLegendProps {
  analysis: Analysis;
  zone: TimeZoneMode;
  nowMs: number;
  selected: number | null;
  onSelect: (attempt: number | null) => void;
  /** Drawn beside each attempt, e.g. its phase rail. */
  renderExtra?: (attempt: Attempt) => ReactNode;
}

export function attemptPids(attempt: Attempt): number[] {
  return attempt.pids.map((p) => p.pid).sort((a, b) => a - b);
}

export function AttemptLegend({ analysis, zone, nowMs, selected, onSelect, renderExtra }: AttemptLegendProps) {
  const current = analysis.currentAttempt;
  const attempts = [...analysis.attempts].reverse();
  return (
    <ul aria-label="Attempts" className="flex flex-col gap-1.5">
      {attempts.map((a) => {
        const colour = attemptColour(a.index, current);
        const isSelected = selected === a.index;
        const groups = summarisePids(a.pids, a.mainPid);
        return (
          <li
            key={a.id}
            data-testid="legend-attempt"
            data-attempt-index={a.index}
            data-attempt-id={a.id}
            data-pids={attemptPids(a).join(',')}
            className={cn(
              'grid gap-x-4 gap-y-1 rounded-md border-l-4 bg-zinc-50 px-2.5 py-1.5 text-sm lg:grid-cols-[minmax(17rem,24rem)_minmax(0,1fr)] dark:bg-zinc-900',
              a.index === current && 'bg-sky-50/70 dark:bg-sky-950/30',
              isSelected && 'ring-2 ring-sky-500',
            )}
            style={{ borderLeftColor: colour.solid }}
          >
            <div className="min-w-0">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(isSelected ? null : a.index)}
                className="flex w-full flex-wrap items-center gap-x-2 gap-y-0.5 text-left"
                title={isSelected ? 'Show all attempts' : 'Show only this attempt'}
              >
                <span className="inline-block size-3 shrink-0 rounded-sm" style={{ backgroundColor: colour.solid }} aria-hidden />
                <strong data-testid="attempt-label">{attemptLabel(a)}</strong>
                {a.index === current && <span className="text-xs font-bold text-sky-700 uppercase dark:text-sky-400">current</span>}
                <OutcomeBadge attempt={a} />
                <span className="rounded bg-zinc-200 px-1 text-[0.7rem] font-semibold text-zinc-700 dark:bg-zinc-700 dark:text-zinc-200" data-testid="legend-engine">
                  {ENGINE_LABEL[a.engine]}
                </span>
                <span className="text-xs text-zinc-500 dark:text-zinc-400" suppressHydrationWarning>
                  {/* The label's clock is UTC, the same on every page; the view's own zone beside it when that differs. */}
                  {formatClock(a.start, zone) !== formatClock(a.start, UTC) && `${formatClock(a.start, zone)} ${zoneLabel(zone)} · `}
                  {formatRelative(a.start, nowMs)}
                </span>
              </button>
              <div className="mt-0.5 truncate font-mono text-xs text-zinc-700 dark:text-zinc-300" title={attemptPids(a).join(', ')}>
                pid <strong data-testid="legend-main-pid">{a.mainPid ?? '?'}</strong>
                {groups.map((g) => (
                  <span key={g.role ?? '-'} className="text-zinc-500 dark:text-zinc-400">
                    {' · '}
                    {g.role && g.pids.length > 1 ? `${g.role}×${g.pids.length} ` : g.role ? `${g.role} ` : ''}
                    {g.text}
                  </span>
                ))}
              </div>
              {a.fatal ? (
                <p className="mt-0.5 truncate font-mono text-xs font-semibold text-red-700 dark:text-red-400" title={a.fatal.headline} data-testid="legend-fatal">
                  {a.fatal.headline}
                </p>
              ) : (
                a.exitStatus && <p className="mt-0.5 font-mono text-xs text-zinc-500">{a.exitStatus}</p>
              )}
            </div>
            {renderExtra && <div className="min-w-0">{renderExtra(a)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
