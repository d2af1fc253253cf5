import { attemptLabel } from '@/lib/analysis/attempt-label';
import type { Attempt } from '@/lib/analysis/types';
import { uncausedEnd } from '@/lib/analysis/uncaused-end';
import type { AttemptColour } from './attempt-palette';
import { formatClock, type TimeZoneMode } from './format-time';

interface RootCauseCardProps {
  attempt: Attempt;
  colour: AttemptColour;
  zone: TimeZoneMode;
  onJump: (seq: number) => void;
}

export function RootCauseCard({ attempt, colour, zone, onJump }: RootCauseCardProps) {
  const fatal = attempt.fatal;
  if (!fatal) return null;
  const first = fatal.seqs[0];
  const gpu = attempt.gpuFault;
  return (
    <div
      role="note"
      aria-label={`Root cause of ${attemptLabel(attempt)}`}
      className="mt-1 rounded-md border-2 bg-red-50 px-3 py-2 text-sm dark:bg-red-950/50"
      style={{ borderColor: colour.solid }}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-xs font-bold tracking-wide text-red-700 uppercase dark:text-red-400">Root cause</span>
        {attempt.outcome === 'running' && (
          <span className="text-xs font-semibold text-amber-700 dark:text-amber-400" data-testid="fatal-while-running">
            printed while the attempt is still running: it has not exited yet
          </span>
        )}
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          pid {fatal.pid ?? attempt.mainPid ?? '?'} · {formatClock(fatal.at, zone)}
          {attempt.exitStatus ? ` · ${attempt.exitStatus}` : ''}
        </span>
        {first != null && (
          <button type="button" className="text-xs text-sky-700 underline dark:text-sky-400" onClick={() => onJump(first)}>
            show in log
          </button>
        )}
      </div>
      <p className="mt-1 font-mono text-[0.85rem] font-semibold break-words text-red-900 dark:text-red-200" data-testid="fatal-headline">
        {fatal.headline}
      </p>
      {gpu && (
        <p className="mt-1 font-mono text-xs text-amber-800 dark:text-amber-300" data-testid="gpu-fault">
          GPU fault at {formatClock(gpu.at, zone)}: {gpu.headline}
        </p>
      )}
    </div>
  );
}

/** A failed attempt that printed no cause: says so, and shows the line it ended on, instead of leaving "failed" unexplained. */
export function NoCauseCard({ attempt, colour, onJump }: Omit<RootCauseCardProps, 'zone'>) {
  const end = uncausedEnd(attempt);
  if (!end) return null;
  const seq = end.seq;
  return (
    <div
      role="note"
      aria-label={`No root cause printed by ${attemptLabel(attempt)}`}
      className="mt-1 rounded-md border-2 border-dashed bg-zinc-50 px-3 py-2 text-sm dark:bg-zinc-900/60"
      style={{ borderColor: colour.solid }}
      data-testid="no-cause"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-xs font-bold tracking-wide text-zinc-700 uppercase dark:text-zinc-300">No root cause in this window</span>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          {end.superseded
            ? 'a newer start followed before any exit line of this one'
            : end.line === null
              ? (attempt.exitStatus ?? 'no end line seen')
              : `it ended on the line below${attempt.exitStatus ? ` · ${attempt.exitStatus}` : ''}`}
        </span>
        {seq !== null && (
          <button type="button" className="text-xs text-sky-700 underline dark:text-sky-400" onClick={() => onJump(seq)}>
            show in log
          </button>
        )}
      </div>
      {end.line !== null && (
        <p className="mt-1 font-mono text-[0.85rem] break-words text-zinc-800 dark:text-zinc-200" data-testid="end-line">
          {end.line}
        </p>
      )}
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {attempt.startedBeforeWindow
          ? 'Its start is above the window: widen the window to see what it printed before.'
          : 'Its whole run is in the window and it printed no error: look outside its log (the kernel OOM killer, a signal sent to it).'}
      </p>
    </div>
  );
}
