import type { ReactNode, RefObject } from 'react';
import { attemptLabel } from '@/lib/analysis/attempt-label';
import type { Analysis } from '@/lib/analysis/types';
import { LEVELS, type Level } from '@/lib/journal/types';
import type { TimelineFilters } from './view-params';

interface FilterBarProps {
  filters: TimelineFilters;
  onChange: (next: TimelineFilters) => void;
  analysis: Analysis;
  matched: number;
  total: number;
  noiseLines: number;
  searchError: string | null;
  searchRef: RefObject<HTMLInputElement | null>;
  zoneLabel: string;
  children?: ReactNode;
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-1.5 text-sm whitespace-nowrap select-none">
      <input type="checkbox" className="size-4 accent-sky-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

const selectClass =
  'rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900';

export function FilterBar({ filters, onChange, analysis, matched, total, noiseLines, searchError, searchRef, zoneLabel, children }: FilterBarProps) {
  const set = (patch: Partial<TimelineFilters>) => onChange({ ...filters, ...patch });
  return (
    <div role="search" aria-label="Filter the timeline" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex min-w-[18rem] flex-1 items-center gap-1">
          <input
            ref={searchRef}
            type="search"
            aria-label="Search lines"
            aria-invalid={!!searchError}
            placeholder={filters.regex ? 'Regex, e.g. flashinfer|CUDA out of memory   ( / )' : 'Search lines   ( / )'}
            value={filters.q}
            onChange={(e) => set({ q: e.target.value, line: null })}
            className="w-full rounded-md border border-zinc-300 bg-white px-2.5 py-1 font-mono text-sm aria-invalid:border-red-500 dark:border-zinc-700 dark:bg-zinc-900"
          />
          <label className="inline-flex items-center gap-1 text-sm" title="Treat the search as a regular expression">
            <input type="checkbox" className="size-4 accent-sky-600" checked={filters.regex} onChange={(e) => set({ regex: e.target.checked })} />
            .*
            <span className="sr-only">Regular expression</span>
          </label>
        </div>
        <label className="inline-flex items-center gap-1.5 text-sm">
          Attempt
          <select
            aria-label="Attempt"
            className={selectClass}
            value={filters.attempt ?? ''}
            onChange={(e) => set({ attempt: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">all</option>
            {analysis.attempts.map((a) => (
              <option key={a.id} value={a.index}>
                {attemptLabel(a)}
                {a.index === analysis.currentAttempt ? ' (current)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-flex items-center gap-1.5 text-sm">
          Level
          <select aria-label="Level" className={selectClass} value={filters.level ?? ''} onChange={(e) => set({ level: (e.target.value || null) as Level | null })}>
            <option value="">all</option>
            {LEVELS.filter((l) => l !== 'debug').map((l) => (
              <option key={l} value={l}>
                {l}+
              </option>
            ))}
          </select>
        </label>
        <Check label="Current attempt only" checked={filters.currentOnly} onChange={(v) => set({ currentOnly: v })} />
        <Check label="Errors only" checked={filters.errorsOnly} onChange={(v) => set({ errorsOnly: v })} />
        <Check label={`Hide recurring noise (${noiseLines})`} checked={filters.hideNoise} onChange={(v) => set({ hideNoise: v })} />
        <button
          type="button"
          onClick={() => set({ tz: filters.tz === 'utc' ? 'host' : 'utc' })}
          aria-label={`Times in ${zoneLabel}; switch to ${filters.tz === 'utc' ? 'host zone' : 'UTC'}`}
          className="rounded-md border border-zinc-300 px-2 py-1 font-mono text-xs dark:border-zinc-700"
        >
          {zoneLabel}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-zinc-500 dark:text-zinc-400">
        {children}
        <span aria-live="polite" data-testid="match-count">
          {matched.toLocaleString('en-US')} of {total.toLocaleString('en-US')} lines
        </span>
        {searchError && (
          <span role="alert" className="font-semibold text-red-700 dark:text-red-400">
            Invalid regex: {searchError}
          </span>
        )}
        <span className="hidden lg:inline">j/k line · n/N error · / search · Esc clear</span>
      </div>
    </div>
  );
}
