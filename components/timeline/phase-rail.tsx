import type { Analysis, Attempt } from '@/lib/analysis/types';
import { cn } from '@/lib/cn';
import { attemptColour } from './attempt-palette';
import { formatClock, formatDuration, formatRelative, type TimeZoneMode } from './format-time';
import { ETA_BASIS_LABEL, PHASE_LABEL } from './phase-names';

interface PhaseRailProps {
  analysis: Analysis;
  zone: TimeZoneMode;
  nowMs: number;
  onJump: (seq: number) => void;
  /** Attempts to draw, newest first; all when omitted. */
  attempts?: Attempt[];
}

export function PhaseRail({ analysis, zone, nowMs, onJump, attempts }: PhaseRailProps) {
  const current = analysis.currentAttempt;
  const list = attempts ?? [...analysis.attempts].reverse();
  const eta = analysis.eta;
  return (
    <div className="flex flex-col gap-2">
      {list.map((a) => {
        const colour = attemptColour(a.index, current);
        const last = a.phases[a.phases.length - 1];
        const running = a.outcome === 'running';
        const showEta = running && a.index === current && eta && eta.attemptIndex === a.index && eta.basis !== 'none';
        return (
          <div key={a.id} role="group" aria-label={`Phases of attempt ${a.index + 1}`} data-attempt={a.index} className="text-sm">
            <div className="mb-1 flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
              <span className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: colour.solid }} aria-hidden />
              <span className="font-semibold text-zinc-700 dark:text-zinc-200">Attempt {a.index + 1}</span>
              {running && last && last.at != null && (
                <span suppressHydrationWarning>
                  in <strong>{PHASE_LABEL[last.name]}</strong> for {formatDuration(nowMs * 1000 - last.at)}
                </span>
              )}
            </div>
            <ol className="flex flex-wrap items-stretch gap-1">
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
              {showEta && (
                <li
                  role="status"
                  aria-label="Expected remaining time"
                  data-testid="eta"
                  className="flex flex-col justify-center rounded border border-dashed border-sky-400 px-2 py-0.5 leading-tight text-sky-800 dark:border-sky-700 dark:text-sky-300"
                >
                  <span className="text-xs font-semibold" suppressHydrationWarning>
                    ready {eta.remainingS != null ? `in ~${formatDuration(eta.remainingS * 1_000_000)}` : eta.readyAt != null ? formatRelative(eta.readyAt, nowMs) : 'soon'}
                    {eta.readyAt != null && ` · ${formatClock(eta.readyAt, zone)}`}
                  </span>
                  <span className="text-[0.7rem]">{ETA_BASIS_LABEL[eta.basis]}</span>
                </li>
              )}
            </ol>
          </div>
        );
      })}
    </div>
  );
}
