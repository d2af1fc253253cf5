import { memo } from 'react';
import { attemptLabel } from '@/lib/analysis/attempt-label';
import type { Attempt } from '@/lib/analysis/types';
import { Badge } from '@/components/ui/badge';
import type { AttemptColour } from './attempt-palette';
import { formatClock, formatDuration, type TimeZoneMode } from './format-time';
import { OutcomeBadge } from './outcome-badge';
import { NoCauseCard, RootCauseCard } from './root-cause-card';

interface AttemptHeaderProps {
  attempt: Attempt;
  isCurrent: boolean;
  colour: AttemptColour;
  zone: TimeZoneMode;
  onJump: (seq: number) => void;
}

export const AttemptHeader = memo(function AttemptHeader({ attempt, isCurrent, colour, zone, onJump }: AttemptHeaderProps) {
  const duration = attempt.start != null && attempt.end != null ? attempt.end - attempt.start : null;
  return (
    <div
      role="heading"
      aria-level={3}
      data-attempt-header={attempt.index}
      className="border-t border-l-4 border-zinc-200 bg-zinc-100/80 px-3 pt-2 pb-2 dark:border-t-zinc-800 dark:bg-zinc-900/80"
      style={{ borderLeftColor: colour.solid }}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: colour.solid }} aria-hidden />
        <strong>{attemptLabel(attempt)}</strong>
        {isCurrent && <Badge tone="info">current</Badge>}
        <OutcomeBadge attempt={attempt} />
        <span className="text-zinc-600 dark:text-zinc-400">
          main pid <span className="font-mono">{attempt.mainPid ?? '?'}</span> ·{' '}
          {attempt.startedBeforeWindow ? `started before the window${attempt.start != null ? ` · first line ${formatClock(attempt.start, zone)}` : ''}` : `started ${formatClock(attempt.start, zone)}`}
          {/* Its start is not in view: a duration would be only what the window shows. */}
          {attempt.end != null && attempt.outcome !== 'running' && ` · ended ${formatClock(attempt.end, zone)}${attempt.startedBeforeWindow ? '' : ` (${formatDuration(duration)})`}`}
        </span>
      </div>
      {attempt.fatal ? <RootCauseCard attempt={attempt} colour={colour} zone={zone} onJump={onJump} /> : <NoCauseCard attempt={attempt} colour={colour} onJump={onJump} />}
    </div>
  );
});
