import type { LineViews } from '@/lib/analysis/line-view';
import type { RepeatGroup } from '@/lib/analysis';
import type { Analysis, ErrorBlock } from '@/lib/analysis/types';
import type { JournalEntry } from '@/lib/journal/types';
import { entryLevel, LEVEL_RANK } from './entry-level';
import type { TimelineFilters } from './view-params';

export type TimelineRow =
  | { kind: 'attempt'; key: string; attempt: number }
  | {
      kind: 'line';
      key: string;
      index: number;
      attempt: number;
      block: ErrorBlock | null;
      /** Lines folded into this one: the same text from other ranks. */
      repeatPids: number[];
      isError: boolean;
      noise: boolean;
      /** A line shown inside an expanded traceback. */
      nested: boolean;
    }
  | { kind: 'block'; key: string; index: number; attempt: number; block: ErrorBlock; expanded: boolean; noise: boolean };

export interface RowsResult {
  rows: TimelineRow[];
  /** Entries that passed the filters. */
  matched: number;
  /** Set when the search is an invalid regex; the search is then ignored. */
  searchError: string | null;
  noiseLines: number;
}

export interface BuildRowsOptions {
  expandedBlocks: ReadonlySet<string>;
  /** From `collapseRepeats`: lines printed once per rank, shown as one. */
  repeats: readonly RepeatGroup[];
  /** From `viewLines`: the level each engine printed, where its prefix tells one. */
  views?: Pick<LineViews, 'level'>;
}

/** Maps `seq` to array position; slices are usually contiguous, so the map is only built when they are not. */
export function seqIndexer(entries: readonly JournalEntry[]): (seq: number) => number {
  const base = entries[0]?.seq ?? 0;
  const contiguous = entries.length === 0 || entries[entries.length - 1]!.seq - base === entries.length - 1;
  if (contiguous) return (seq) => (seq - base >= 0 && seq - base < entries.length ? seq - base : -1);
  const map = new Map<number, number>();
  entries.forEach((e, i) => map.set(e.seq, i));
  return (seq) => map.get(seq) ?? -1;
}

function searchMatcher(q: string, regex: boolean): { test: ((s: string) => boolean) | null; error: string | null } {
  if (!q) return { test: null, error: null };
  if (regex) {
    try {
      const re = new RegExp(q, 'i');
      return { test: (s) => re.test(s), error: null };
    } catch (err) {
      return { test: null, error: err instanceof Error ? err.message : 'Invalid regular expression' };
    }
  }
  const needle = q.toLowerCase();
  return { test: (s) => s.toLowerCase().includes(needle), error: null };
}

/**
 * Turns entries + analysis + filters into the rows the virtual list renders: an attempt header before each
 * attempt's first shown line, tracebacks folded into one row, and a line repeated by several ranks shown once.
 */
export function buildRows(entries: readonly JournalEntry[], analysis: Analysis, filters: TimelineFilters, opts: BuildRowsOptions): RowsResult {
  const toIndex = seqIndexer(entries);
  const blockOf = new Map<number, ErrorBlock>();
  for (const attempt of analysis.attempts) {
    for (const block of attempt.errors) {
      for (const seq of block.seqs) {
        const i = toIndex(seq);
        if (i >= 0 && !blockOf.has(i)) blockOf.set(i, block);
      }
    }
    const fatal = attempt.fatal;
    if (fatal && !attempt.errors.some((b) => b.id === fatal.id)) {
      for (const seq of fatal.seqs) {
        const i = toIndex(seq);
        if (i >= 0 && !blockOf.has(i)) blockOf.set(i, fatal);
      }
    }
  }

  const search = searchMatcher(filters.q, filters.regex);
  const minLevel = filters.level ? LEVEL_RANK[filters.level] : -1;
  const current = analysis.currentAttempt;
  const groupOf = new Map<number, RepeatGroup>();
  for (const g of opts.repeats) for (const seq of g.memberSeqs) groupOf.set(seq, g);
  const levels = opts.views?.level;

  const visible = (i: number): boolean => {
    const e = entries[i]!;
    const attempt = analysis.entryAttempt[i] ?? -1;
    if (filters.attempt != null && attempt !== filters.attempt) return false;
    if (filters.currentOnly && current != null && attempt !== current) return false;
    const block = blockOf.get(i);
    if (filters.hideNoise && block?.recurring) return false;
    const level = LEVEL_RANK[entryLevel(e, levels?.[i])];
    if (minLevel >= 0 && level < minLevel && !block) return false;
    if (filters.errorsOnly && level < LEVEL_RANK.error && !block) return false;
    if (search.test && !search.test(e.message)) return false;
    return true;
  };

  const rows: TimelineRow[] = [];
  const headed = new Set<number>();
  const emittedBlocks = new Set<string>();
  const leaderRow = new Map<number, Extract<TimelineRow, { kind: 'line' }>>();
  let matched = 0;
  let noiseLines = 0;

  for (let i = 0; i < entries.length; i++) {
    const block = blockOf.get(i) ?? null;
    if (block?.recurring) noiseLines++;
    if (!visible(i)) continue;
    matched++;
    const attempt = analysis.entryAttempt[i] ?? -1;
    if (attempt >= 0 && !headed.has(attempt)) {
      headed.add(attempt);
      rows.push({ kind: 'attempt', key: `a${attempt}`, attempt });
    }

    if (block && block.kind === 'traceback' && block.seqs.length > 1) {
      if (emittedBlocks.has(block.id)) continue;
      emittedBlocks.add(block.id);
      const expanded = opts.expandedBlocks.has(block.id);
      rows.push({ kind: 'block', key: `b${block.id}`, index: i, attempt, block, expanded, noise: block.recurring });
      if (expanded) {
        for (const seq of block.seqs) {
          const j = toIndex(seq);
          if (j < 0) continue;
          rows.push({
            kind: 'line',
            key: `l${entries[j]!.seq}`,
            index: j,
            attempt: analysis.entryAttempt[j] ?? attempt,
            block,
            repeatPids: [],
            isError: LEVEL_RANK[entryLevel(entries[j]!, levels?.[j])] >= LEVEL_RANK.error,
            noise: block.recurring,
            nested: true,
          });
        }
      }
      continue;
    }

    const e = entries[i]!;
    const isError = !!block || LEVEL_RANK[entryLevel(e, levels?.[i])] >= LEVEL_RANK.error;
    const group = groupOf.get(e.seq);
    const leader = group && group.leaderSeq !== e.seq ? leaderRow.get(group.leaderSeq) : undefined;
    if (leader) {
      const pid = e.vllm?.pid ?? e.pid;
      if (pid != null) leader.repeatPids.push(pid);
      continue;
    }
    const row: Extract<TimelineRow, { kind: 'line' }> = {
      kind: 'line',
      key: `l${e.seq}`,
      index: i,
      attempt,
      block,
      repeatPids: [],
      isError,
      noise: !!block?.recurring,
      nested: false,
    };
    rows.push(row);
    // The group's own leader may be folded into a traceback or filtered out; then the first shown member leads.
    if (group && !leaderRow.has(group.leaderSeq)) leaderRow.set(group.leaderSeq, row);
  }

  return { rows, matched, searchError: search.error, noiseLines };
}

/** Row position of the entry with this `seq`, looking inside folded tracebacks too. */
export function rowOfSeq(rows: readonly TimelineRow[], entries: readonly JournalEntry[], seq: number): number {
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.kind === 'attempt') continue;
    if (entries[row.index]?.seq === seq) return r;
    if (row.kind === 'block' && row.block.seqs.includes(seq)) return r;
  }
  return -1;
}
