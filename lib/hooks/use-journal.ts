import { useRef } from 'react';
import useSWR from 'swr';
import type { JournalSlice } from '@/lib/api/types';
import type { JournalEntry } from '@/lib/journal/types';
import { HIDDEN_POLL_MS, JOURNAL_LIMIT, JOURNAL_MAX_ENTRIES, JOURNAL_POLL_MS } from './constants';
import { ApiError, fetcher } from './fetcher';
import { journalKey, type JournalWindow } from './keys';

/** The accumulated tail: the slice's fields, with entries renumbered across polls. */
export type JournalTail = Pick<JournalSlice, 'entries' | 'cursor' | 'truncated' | 'cursorExpired' | 'clockSkewMs' | 'fetchedAt'>;

interface TailState extends JournalTail {
  key: string;
  nextSeq: number;
}

function renumber(entries: JournalEntry[], from: number): JournalEntry[] {
  // Each response numbers its entries from 0; the tail needs one numbering across polls.
  return entries.map((e, i) => ({ ...e, seq: from + i }));
}

function sameTail(a: JournalTail | undefined, b: JournalTail | undefined) {
  return a === b || (!!a && !!b && a.entries === b.entries && a.fetchedAt === b.fetchedAt && a.cursorExpired === b.cursorExpired);
}

/** Tails a unit's journal: the window once, then only entries after the last cursor. */
export function useJournal(host: string | null, unit: string | null, win: JournalWindow, opts: { live: boolean; hidden?: boolean }) {
  const state = useRef<TailState | null>(null);
  const key = host && unit ? journalKey(host, unit, win) : null;

  const { data, error, isLoading, isValidating } = useSWR<JournalTail, ApiError>(
    key,
    async (k: string) => {
      const prev = state.current?.key === k ? state.current : null;
      const windowUrl = journalKey(host!, unit!, win, { limit: JOURNAL_LIMIT });
      let slice: JournalSlice;
      let expired = false;
      if (prev?.cursor) {
        try {
          slice = await fetcher<JournalSlice>(journalKey(host!, unit!, { since: null, until: win.until }, { after: prev.cursor, limit: JOURNAL_LIMIT }));
          expired = slice.cursorExpired;
        } catch (err) {
          if (!(err instanceof ApiError) || err.code !== 'cursor_expired') throw err;
          slice = await fetcher<JournalSlice>(windowUrl);
          expired = true;
        }
      } else {
        slice = await fetcher<JournalSlice>(windowUrl);
      }

      let next: TailState;
      if (!prev || expired) {
        next = {
          key: k,
          entries: renumber(slice.entries, 0),
          nextSeq: slice.entries.length,
          cursor: slice.cursor,
          truncated: slice.truncated,
          cursorExpired: expired || (prev?.cursorExpired ?? false),
          clockSkewMs: slice.clockSkewMs,
          fetchedAt: slice.fetchedAt,
        };
      } else if (slice.entries.length === 0) {
        next = { ...prev, cursor: slice.cursor ?? prev.cursor, clockSkewMs: slice.clockSkewMs, fetchedAt: slice.fetchedAt };
      } else {
        let entries = prev.entries.concat(renumber(slice.entries, prev.nextSeq));
        if (entries.length > JOURNAL_MAX_ENTRIES) entries = entries.slice(entries.length - JOURNAL_MAX_ENTRIES);
        next = {
          ...prev,
          entries,
          nextSeq: prev.nextSeq + slice.entries.length,
          cursor: slice.cursor ?? prev.cursor,
          truncated: prev.truncated || slice.truncated,
          clockSkewMs: slice.clockSkewMs,
          fetchedAt: slice.fetchedAt,
        };
      }
      state.current = next;
      return next;
    },
    {
      refreshInterval: opts.live ? (opts.hidden ? HIDDEN_POLL_MS : JOURNAL_POLL_MS) : 0,
      // A slow heartbeat, not none: the tab's title and notifications follow the attempt from the background.
      refreshWhenHidden: true,
      revalidateOnFocus: opts.live,
      keepPreviousData: true,
      dedupingInterval: 500,
      compare: sameTail,
    },
  );

  return { tail: data, error, isLoading, isValidating };
}
