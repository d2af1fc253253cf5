import { attemptLabel } from '@/lib/analysis/attempt-label';
import type { Analysis, Attempt } from '@/lib/analysis/types';
import { cn } from '@/lib/cn';
import { etaRemainingS } from '@/components/gpu/load-state';
import { attemptColour } from './attempt-palette';
import { formatClock, formatDuration, type TimeZoneMode } from './format-time';
import { ETA_BASIS_LABEL, PHASE_LABEL } from './phase-names';
import { StartupDiff } from './startup-diff';

interface PhaseRailProps {
  attempt: Attempt;
  analysis: Analysis;
  zone: TimeZoneMode;
  nowMs: number;
  onJump: (seq: number) => void;
}

/** One attempt's milestones with times and durations; for the current, still-starting attempt also the expected remaining time. */
export function PhaseRail({ attempt: a, analysis, zone, nowMs, onJump }: PhaseRailProps) {
  const current = analysis.currentAttempt;
  const colour = attemptColour(a.index, current);
  const last = a.phases[a.phases.length - 1];
  const running = a.outcome === 'running';
  const eta = analysis.eta;
  const showEta = running && a.index === current && eta?.attemptIndex === a.index && eta.basis !== 'none';
  const remaining = showEta ? etaRemainingS(eta, nowMs) : null;
  return (
    <div role="group" aria-label={`Phases of ${attemptLabel(a)}`} data-attempt={a.index}>
      <StartupDiff changes={a.changedSinceReady ?? []} />
      <ol className="flex flex-wrap items-stretch gap-1">
        {a.startedBeforeWindow && (
          <li className="flex items-center px-1 text-xs text-zinc-500 italic dark:text-zinc-400" data-testid="started-before-window">
            started before the window
          </li>
        )}
        {a.phases.map((p) => (
          <li key={`${p.name}-${p.seq}`} data-phase={p.name}>
            <button
              type="button"
              onClick={() => onJump(p.seq)}
              title={p.line}
              className={cn(
                'flex flex-col rounded border px-1.5 py-0.5 text-left leading-tight',
                p.name === 'failed' ? 'border-red-400 bg-red-50 dark:border-red-800 dark:bg-red-950/50' : 'border-zinc-200 dark:border-zinc-700',
                p.name === 'ready' && 'border-emerald-400 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/50',
              )}
              style={{ borderTopColor: colour.solid, borderTopWidth: 3 }}
            >
              <span className="text-xs font-semibold">{PHASE_LABEL[p.name]}</span>
              <span className="font-mono text-[0.7rem] text-zinc-500 dark:text-zinc-400">
                {formatClock(p.at, zone)}
                {p.sincePreviousUs != null && ` +${formatDuration(p.sincePreviousUs)}`}
              </span>
            </button>
          </li>
        ))}
        {running && last && last.at != null && (
          <li className="flex flex-col justify-center px-1 text-xs leading-tight text-zinc-600 dark:text-zinc-300" suppressHydrationWarning>
            <span>
              in <strong>{PHASE_LABEL[last.name]}</strong>
            </span>
            {/* Only with a later time to count to: a paste whose last stamp is this phase's line has none (not "for 0 ms"). */}
            {nowMs * 1000 > last.at && <span className="font-mono text-[0.7rem]">for {formatDuration(nowMs * 1000 - last.at)}</span>}
          </li>
        )}
        {showEta && (
          <li
            role="status"
            aria-label="Expected remaining time"
            data-testid="eta"
            className="flex flex-col justify-center rounded border border-dashed border-sky-500 px-2 py-0.5 leading-tight text-sky-800 dark:border-sky-600 dark:text-sky-300"
          >
            <span className="text-xs font-semibold" suppressHydrationWarning>
              ready {remaining != null ? (remaining > 0 ? `in ~${formatDuration(remaining * 1_000_000)}` : 'any moment') : 'soon'}
              {eta.readyAt != null && ` · ${formatClock(eta.readyAt, zone)}`}
            </span>
            <span className="text-[0.7rem]">{ETA_BASIS_LABEL[eta.basis]}</span>
          </li>
        )}
      </ol>
    </div>
  );
}
