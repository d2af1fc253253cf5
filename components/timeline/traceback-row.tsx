import { memo } from 'react';
import type { Attempt, ErrorBlock } from '@/lib/analysis/types';
import { cn } from '@/lib/cn';
import type { AttemptColour } from './attempt-palette';
import { formatClock, type TimeZoneMode } from './format-time';
import { oldErrorLabel } from './old-error-label';

interface TracebackRowProps {
  block: ErrorBlock;
  attempt: Attempt | undefined;
  currentIndex: number | null;
  colour: AttemptColour;
  zone: TimeZoneMode;
  expanded: boolean;
  selected: boolean;
  noise: boolean;
  onToggle: (blockId: string) => void;
}

export const TracebackRow = memo(function TracebackRow({ block, attempt, currentIndex, colour, zone, expanded, selected, noise, onToggle }: TracebackRowProps) {
  const isFatal = attempt?.fatal?.id === block.id;
  const label = oldErrorLabel(attempt, block.pid, currentIndex, zone);
  return (
    <div
      data-block={block.id}
      data-attempt={attempt?.index ?? -1}
      data-error
      data-noise={noise || undefined}
      aria-current={selected || undefined}
      className={cn('border-l-4 py-0.5 pr-3 pl-2 font-mono text-[0.8rem] leading-5', noise && 'opacity-45', selected && 'outline-2 -outline-offset-2 outline-sky-500')}
      style={{ borderLeftColor: colour.solid, backgroundColor: colour.tint }}
    >
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => onToggle(block.id)}
        className="flex w-full items-baseline gap-2 text-left"
      >
        <span className="w-[4.6rem] shrink-0 text-zinc-500 tabular-nums dark:text-zinc-400">{formatClock(block.at, zone)}</span>
        <span className="shrink-0 text-zinc-500" aria-hidden>
          {expanded ? '▾' : '▸'}
        </span>
        <span className="shrink-0 font-semibold" style={{ color: colour.solid }}>
          {block.pid ?? '–'}
        </span>
        <span className="shrink-0 rounded bg-red-100 px-1 text-[0.7rem] font-bold text-red-800 dark:bg-red-950 dark:text-red-300">
          {isFatal ? 'ROOT CAUSE' : 'TRACEBACK'} · {block.seqs.length} lines
        </span>
        <span className={cn('min-w-0 flex-1 font-semibold break-words', !noise && 'text-red-800 dark:text-red-300')}>{block.headline}</span>
        {noise && <span className="shrink-0 text-[0.7rem] text-zinc-500 italic">recurring noise</span>}
        {label && (
          <span className="shrink-0 rounded px-1.5 text-[0.7rem] font-semibold" style={{ color: colour.solid, border: `1px solid ${colour.solid}` }}>
            {label}
          </span>
        )}
      </button>
    </div>
  );
});
