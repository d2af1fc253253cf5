import type { VramGauge as GaugeModel } from '@/lib/gpu/types';
import { attemptColour, OTHER_COLOUR, UNATTRIBUTED_COLOUR } from '@/components/timeline/attempt-palette';
import { cn } from '@/lib/cn';
import { pidList } from './pid-list';

interface GpuBarProps {
  gauge: GaugeModel;
  currentAttempt: number | null;
  /** No attribution known: colour used memory as the current attempt's. */
  attributed: boolean;
  compact?: boolean;
}

const mib = (n: number) => Math.round(n).toLocaleString('en-US');

export function GpuBar({ gauge, currentAttempt, attributed, compact = false }: GpuBarProps) {
  return (
    <div
      className={cn('relative w-full overflow-hidden rounded-sm bg-zinc-200 dark:bg-zinc-800', compact ? 'h-2' : 'h-4')}
      role="meter"
      aria-label={`GPU ${gauge.index} memory`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={gauge.usedPct == null ? undefined : Math.round(gauge.usedPct)}
      aria-valuetext={gauge.usedPct == null ? 'unknown' : `${Math.round(gauge.usedPct)} %`}
      data-state={gauge.state}
    >
      {gauge.segments.map((s, i) => {
        const colour =
          s.owner === 'unattributed'
            ? attributed
              ? UNATTRIBUTED_COLOUR
              : attemptColour(currentAttempt ?? 0, currentAttempt ?? 0).solid
            : s.owner === 'other' || s.attemptIndex == null
              ? OTHER_COLOUR
              : attemptColour(s.attemptIndex, currentAttempt).solid;
        const who =
          s.owner === 'unattributed' ? 'not held by a listed process' : s.owner === 'other' ? 'other processes' : `${s.owner === 'stale' ? 'stale, ' : ''}${s.attemptLabel ?? 'an attempt'}`;
        return (
          <div
            key={`${s.owner}-${s.attemptIndex}-${i}`}
            data-owner={s.owner}
            data-via={s.via?.map((v) => v.ancestor).join(' ') || undefined}
            title={`${who}: ${mib(s.mib)} MiB${s.pids.length ? ` (${pidList(s.pids, s.via)})` : ''}`}
            className="absolute inset-y-0"
            style={{
              left: `${s.startPct}%`,
              width: `${s.widthPct}%`,
              backgroundColor: colour,
              backgroundImage: s.owner === 'stale' ? 'repeating-linear-gradient(135deg, transparent 0 4px, rgb(0 0 0 / 0.4) 4px 7px)' : undefined,
            }}
          />
        );
      })}
      <div className="absolute inset-y-0 w-0.5 bg-zinc-900/70 dark:bg-white/80" style={{ left: `${gauge.expectedPct}%` }} title={`expected level ~${gauge.expectedPct} %`} aria-hidden />
    </div>
  );
}
