import type { Attempt } from '@/lib/analysis/types';
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
      aria-label={`Root cause of attempt ${attempt.index + 1}`}
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
