import { memo } from 'react';
import type { Attempt } from '@/lib/analysis/types';
import type { JournalEntry, Level } from '@/lib/journal/types';
import { cn } from '@/lib/cn';
import type { AttemptColour } from './attempt-palette';
import { entryLevel } from './entry-level';
import { formatClock, formatDateTime, formatRelative, type TimeZoneMode } from './format-time';
import { oldErrorLabel } from './old-error-label';

const LEVEL_CLASS = {
  debug: 'text-zinc-400 dark:text-zinc-500',
  info: 'text-zinc-500 dark:text-zinc-400',
  warning: 'text-amber-700 dark:text-amber-400 font-semibold',
  error: 'text-red-700 dark:text-red-400 font-bold',
  critical: 'text-red-700 dark:text-red-400 font-bold',
} as const;

const LEVEL_SHORT = { debug: 'DEBUG', info: 'INFO', warning: 'WARN', error: 'ERROR', critical: 'CRIT' } as const;

export interface LogLineProps {
  entry: JournalEntry;
  /** The message without the engine's prefix (vLLM's role tag and stamp, TGI's stamp and level…). */
  text: string;
  /** The role the engine's prefix names (`Worker_TP0`, `TP0`, `rank=4`), else null. */
  role: string | null;
  printedLevel: Level | null;
  anchor: string;
  attempt: Attempt | undefined;
  currentIndex: number | null;
  colour: AttemptColour;
  zone: TimeZoneMode;
  /** Only passed for the selected line, which shows its relative time; 0 otherwise so other lines stay memoised. */
  nowMs: number;
  selected: boolean;
  isError: boolean;
  noise: boolean;
  nested: boolean;
  repeatPids: number[];
  onSelect: (seq: number) => void;
}

export const LogLine = memo(function LogLine({ entry, text, role: printedRole, printedLevel, anchor, attempt, currentIndex, colour, zone, nowMs, selected, isError, noise, nested, repeatPids, onSelect }: LogLineProps) {
  const level = entryLevel(entry, printedLevel);
  const pid = entry.vllm?.pid ?? entry.pid;
  const role = printedRole ?? entry.identifier;
  const label = isError ? oldErrorLabel(attempt, pid, currentIndex, zone) : null;
  const ranks = repeatPids.length + 1;
  return (
    <div
      id={`L${anchor}`}
      data-line={anchor}
      aria-current={selected || undefined}
      data-seq={entry.seq}
      data-attempt={attempt?.index ?? -1}
      data-level={level}
      data-error={isError || undefined}
      data-noise={noise || undefined}
      onClick={() => onSelect(entry.seq)}
      className={cn(
        'group flex cursor-pointer items-baseline gap-2 border-l-4 py-px pr-3 font-mono text-[0.8rem] leading-5',
        nested ? 'pl-8' : 'pl-2',
        noise && 'opacity-45',
        selected ? 'outline-2 -outline-offset-2 outline-sky-500' : 'hover:brightness-95 dark:hover:brightness-125',
      )}
      style={{ borderLeftColor: colour.solid, backgroundColor: colour.tint }}
    >
      <a
        href={`#L${anchor}`}
        onClick={(ev) => ev.preventDefault()}
        className="w-[4.6rem] shrink-0 text-zinc-500 tabular-nums hover:underline dark:text-zinc-400"
        title={formatDateTime(entry.ts, zone)}
      >
        {formatClock(entry.ts, zone)}
      </a>
      <span className="w-[11rem] shrink-0 truncate text-zinc-600 dark:text-zinc-400" title={role ? `${role} pid ${pid ?? '?'}` : undefined}>
        <span style={{ color: colour.solid }} className="font-semibold">
          {pid ?? '–'}
        </span>{' '}
        {role}
      </span>
      <span className={cn('w-[3.2rem] shrink-0', LEVEL_CLASS[level])}>{LEVEL_SHORT[level]}</span>
      <span
        className={cn(
          'min-w-0 flex-1',
          // One line each keeps 100,000 rows cheap to lay out; the selected line opens in full.
          selected ? 'break-words whitespace-pre-wrap' : 'truncate',
          isError && !noise && 'text-red-800 dark:text-red-300',
        )}
      >
        {entry.vllm?.source && <span className="mr-1 text-zinc-400 dark:text-zinc-500">[{entry.vllm.source}]</span>}
        {text}
      </span>
      {ranks > 1 && (
        <span
          className="shrink-0 rounded bg-zinc-200 px-1.5 text-[0.7rem] font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
          title={`Same line from pids ${[pid, ...repeatPids].join(', ')}`}
        >
          ×{ranks} ranks
        </span>
      )}
      {noise && <span className="shrink-0 text-[0.7rem] text-zinc-500 italic">recurring noise</span>}
      {label && (
        <span className="shrink-0 rounded px-1.5 text-[0.7rem] font-semibold" style={{ color: colour.solid, border: `1px solid ${colour.solid}` }}>
          {label}
        </span>
      )}
      {selected && nowMs > 0 && (
        <span className="shrink-0 text-[0.7rem] text-zinc-500" suppressHydrationWarning>
          {formatRelative(entry.ts, nowMs)}
        </span>
      )}
    </div>
  );
});
