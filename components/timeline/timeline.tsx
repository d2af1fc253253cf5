'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { LineViews } from '@/lib/analysis/line-view';
import type { Analysis } from '@/lib/analysis/types';
import type { JournalEntry } from '@/lib/journal/types';
import { cn } from '@/lib/cn';
import { attemptColour } from './attempt-palette';
import { AttemptHeader } from './attempt-header';
import type { TimelineRow } from './build-rows';
import type { TimeZoneMode } from './format-time';
import { LogLine } from './log-line';
import { TracebackRow } from './traceback-row';

export interface TimelineProps {
  entries: readonly JournalEntry[];
  /** Per entry: its text, role and level with the engine's prefix read off. */
  views: LineViews;
  analysis: Analysis;
  rows: readonly TimelineRow[];
  selectedRow: number;
  /** Bumped to scroll `selectedRow` into view. */
  scrollNonce: number;
  zone: TimeZoneMode;
  nowMs: number;
  /** Keep the newest line in view while new lines arrive, unless the reader scrolled up. */
  follow: boolean;
  onSelect: (seq: number) => void;
  onToggleBlock: (blockId: string) => void;
  /** URL anchor of the entry at this array position. */
  anchorOf: (index: number) => string;
  className?: string;
}

function estimate(row: TimelineRow | undefined, analysis: Analysis) {
  if (!row) return 20;
  if (row.kind === 'attempt') return analysis.attempts[row.attempt]?.fatal ? 104 : 38;
  return row.kind === 'block' ? 24 : 20;
}

export function Timeline({ entries, views, analysis, rows, selectedRow, scrollNonce, zone, nowMs, follow, onSelect, onToggleBlock, anchorOf, className }: TimelineProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => estimate(rows[i], analysis),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 12,
  });

  useEffect(() => {
    if (selectedRow >= 0) virtualizer.scrollToIndex(selectedRow, { align: 'center' });
    // scrollNonce is the trigger; selectedRow alone changes on every filter pass.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollNonce]);

  useEffect(() => {
    if (follow && atBottom.current && rows.length > 0 && selectedRow < 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows.length, follow, selectedRow, virtualizer]);

  const current = analysis.currentAttempt;
  const items = virtualizer.getVirtualItems();

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label="Journal timeline"
      aria-live="off"
      tabIndex={0}
      onScroll={(ev) => {
        const el = ev.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
      className={cn('relative overflow-auto rounded-md border border-zinc-200 bg-white focus:outline-none dark:border-zinc-800 dark:bg-zinc-950', className)}
    >
      {rows.length === 0 && <p className="p-6 text-sm text-zinc-500">No lines match.</p>}
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {items.map((item) => {
          const row = rows[item.index]!;
          const colour = attemptColour(row.attempt, current);
          const attempt = analysis.attempts[row.attempt];
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'attempt' && attempt ? (
                <AttemptHeader attempt={attempt} isCurrent={row.attempt === current} colour={colour} zone={zone} onJump={onSelect} />
              ) : row.kind === 'block' ? (
                <TracebackRow
                  block={row.block}
                  attempt={attempt}
                  currentIndex={current}
                  colour={colour}
                  zone={zone}
                  expanded={row.expanded}
                  selected={item.index === selectedRow}
                  noise={row.noise}
                  onToggle={onToggleBlock}
                />
              ) : row.kind === 'line' ? (
                <LogLine
                  entry={entries[row.index]!}
                  text={views.text[row.index] ?? entries[row.index]!.message}
                  role={views.role[row.index] ?? null}
                  printedLevel={views.level[row.index] ?? null}
                  anchor={anchorOf(row.index)}
                  attempt={attempt}
                  currentIndex={current}
                  colour={colour}
                  zone={zone}
                  nowMs={item.index === selectedRow ? nowMs : 0}
                  selected={item.index === selectedRow}
                  isError={row.isError}
                  noise={row.noise}
                  nested={row.nested}
                  repeatPids={row.repeatPids}
                  onSelect={onSelect}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
