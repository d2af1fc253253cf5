'use client';

import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { collapseRepeats, viewLines } from '@/lib/analysis';
import type { Analysis } from '@/lib/analysis/types';
import type { JournalEntry } from '@/lib/journal/types';
import { Card, CardTitle } from '@/components/ui/card';
import { AttemptLegend } from './attempt-legend';
import { buildRows, rowOfSeq, seqIndexer, type TimelineRow } from './build-rows';
import { FilterBar } from './filter-bar';
import { inferHostOffset, zoneLabel, type TimeZoneMode } from './format-time';
import { lineAnchors } from './line-anchor';
import { PhaseRail } from './phase-rail';
import { Timeline } from './timeline';
import { useTimelineKeys } from './use-timeline-keys';
import type { TimelineFilters } from './view-params';

export interface TimelineWorkspaceProps {
  entries: readonly JournalEntry[];
  analysis: Analysis;
  filters: TimelineFilters;
  onFiltersChange: (next: TimelineFilters) => void;
  nowMs: number;
  /** Window presets and range, for live timelines. */
  windowControls?: ReactNode;
  /** The VRAM gauge, beside the timeline. */
  side?: ReactNode;
  follow?: boolean;
}

const isNavigable = (r: TimelineRow | undefined) => !!r && r.kind !== 'attempt';
const isErrorRow = (r: TimelineRow | undefined) => !!r && (r.kind === 'block' || (r.kind === 'line' && r.isError && !r.noise));

export function TimelineWorkspace({ entries, analysis, filters, onFiltersChange, nowMs, windowControls, side, follow = false }: TimelineWorkspaceProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [scrollNonce, setScrollNonce] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);

  const { line: _line, ...rowFilters } = filters;
  const filterKey = JSON.stringify(rowFilters);
  const repeats = useMemo(() => collapseRepeats(entries, analysis.entryAttempt), [entries, analysis.entryAttempt]);
  // Each engine's prefix read off (TGI's stamp and level, SGLang's rank, Ollama's logfmt): what the rules saw.
  const views = useMemo(() => viewLines(entries), [entries]);
  const result = useMemo(
    () => buildRows(entries, analysis, filters, { expandedBlocks: expanded, repeats, views }),
    // `line` only moves the selection, it never changes the rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entries, analysis, filterKey, expanded, repeats, views],
  );
  const rows = result.rows;
  const anchors = useMemo(() => lineAnchors(entries), [entries]);
  const selectedSeq = useMemo(() => {
    const i = filters.line == null ? -1 : anchors.indexOf(filters.line);
    return i < 0 ? null : entries[i]!.seq;
  }, [anchors, entries, filters.line]);
  const selectedRow = useMemo(() => (selectedSeq == null ? -1 : rowOfSeq(rows, entries, selectedSeq)), [rows, entries, selectedSeq]);
  const toIndex = useMemo(() => seqIndexer(entries), [entries]);

  const offset = useMemo(() => inferHostOffset(entries), [entries]);
  const zone = useMemo<TimeZoneMode>(() => (filters.tz === 'utc' ? { kind: 'utc' } : { kind: 'host', offsetMin: offset }), [filters.tz, offset]);

  const select = useCallback(
    (seq: number | null, scroll = false) => {
      const i = seq == null ? -1 : toIndex(seq);
      onFiltersChange({ ...filters, line: i < 0 ? null : anchors.anchorOf(i) });
      if (scroll) setScrollNonce((n) => n + 1);
    },
    [filters, onFiltersChange, toIndex, anchors],
  );

  const onLineClick = useCallback((seq: number) => select(seq === selectedSeq ? null : seq), [select, selectedSeq]);

  const jumpTo = useCallback(
    (seq: number) => {
      const inBlock = analysis.attempts.flatMap((a) => a.errors).find((b) => b.seqs.includes(seq) && b.kind === 'traceback' && b.seqs.length > 1);
      if (inBlock && !expanded.has(inBlock.id) && inBlock.seqs[0] !== seq) setExpanded((s) => new Set(s).add(inBlock.id));
      select(seq, true);
    },
    [analysis, expanded, select],
  );

  const seqOfRow = (r: number) => {
    const row = rows[r];
    return row && row.kind !== 'attempt' ? (entries[row.index]?.seq ?? null) : null;
  };

  const step = (dir: 1 | -1, match: (r: TimelineRow | undefined) => boolean) => {
    if (rows.length === 0) return;
    let r = selectedRow < 0 ? (dir === 1 ? -1 : rows.length) : selectedRow;
    for (let guard = 0; guard < rows.length; guard++) {
      r += dir;
      if (r < 0 || r >= rows.length) return;
      if (match(rows[r])) {
        select(seqOfRow(r), true);
        return;
      }
    }
  };

  useTimelineKeys({
    next: () => step(1, isNavigable),
    prev: () => step(-1, isNavigable),
    nextError: () => step(1, isErrorRow),
    prevError: () => step(-1, isErrorRow),
    focusSearch: () => searchRef.current?.focus(),
    clear: () => select(null),
  });

  const toggleBlock = useCallback((id: string) => {
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  return (
    <div className={side ? 'grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]' : 'grid gap-4'}>
      <div className="flex min-w-0 flex-col gap-3">
        <Card className="p-3">
          <div className="mb-2 flex items-baseline justify-between gap-2">
            <CardTitle>
              Attempts · phases{analysis.attempts.length > 0 ? ` · ${analysis.attempts.length} in view` : ''}
            </CardTitle>
            <span className="text-xs text-zinc-500">click an attempt to show only its lines</span>
          </div>
          {analysis.attempts.length === 0 ? (
            <p className="text-sm text-zinc-500">No attempt in this window.</p>
          ) : (
            <div className="max-h-[15.5rem] overflow-y-auto pr-1">
              <AttemptLegend
                analysis={analysis}
                zone={zone}
                nowMs={nowMs}
                selected={filters.attempt}
                onSelect={(attempt) => onFiltersChange({ ...filters, attempt, line: null })}
                renderExtra={(a) => <PhaseRail attempt={a} analysis={analysis} zone={zone} nowMs={nowMs} onJump={jumpTo} />}
              />
            </div>
          )}
        </Card>
        <FilterBar
          filters={filters}
          onChange={onFiltersChange}
          analysis={analysis}
          matched={result.matched}
          total={entries.length}
          noiseLines={result.noiseLines}
          searchError={result.searchError}
          searchRef={searchRef}
          zoneLabel={zoneLabel(zone)}
        >
          {windowControls}
        </FilterBar>
        <Timeline
          entries={entries}
          views={views}
          analysis={analysis}
          rows={rows}
          selectedRow={selectedRow}
          scrollNonce={scrollNonce}
          zone={zone}
          nowMs={nowMs}
          follow={follow}
          onSelect={onLineClick}
          anchorOf={anchors.anchorOf}
          onToggleBlock={toggleBlock}
          className="h-[68vh] min-h-[24rem]"
        />
      </div>
      {side && <aside className="flex min-w-0 flex-col gap-3">{side}</aside>}
    </div>
  );
}
