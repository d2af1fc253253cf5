import { cn } from '@/lib/cn';

export type LiveState = 'loading' | 'live' | 'stale' | 'paused' | 'hidden' | 'fixed' | 'unreachable';

interface LiveStatusProps {
  state: LiveState;
  lastUpdateMs: number | null;
  nowMs: number;
  detail?: string | null;
}

const DOT: Record<LiveState, string> = {
  loading: 'bg-zinc-400 animate-pulse',
  live: 'bg-emerald-500 animate-pulse',
  stale: 'bg-amber-500',
  paused: 'bg-zinc-400',
  hidden: 'bg-zinc-400',
  fixed: 'bg-zinc-400',
  unreachable: 'bg-red-600',
};

export function LiveStatus({ state, lastUpdateMs, nowMs, detail }: LiveStatusProps) {
  const ago = lastUpdateMs == null ? null : Math.max(0, Math.round((nowMs - lastUpdateMs) / 1000));
  const text: Record<LiveState, string> = {
    loading: 'loading…',
    live: 'live',
    stale: `last update ${ago ?? '?'} s ago`,
    paused: 'paused',
    hidden: 'every 15 s while the tab is hidden',
    fixed: 'fixed window',
    unreachable: 'host unreachable',
  };
  return (
    <span
      role="status"
      aria-label="Live state"
      data-state={state}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm',
        state === 'unreachable' ? 'border-red-300 text-red-800 dark:border-red-800 dark:text-red-300' : 'border-zinc-300 dark:border-zinc-700',
      )}
      title={detail ?? undefined}
      suppressHydrationWarning
    >
      <span className={cn('inline-block size-2 rounded-full', DOT[state])} aria-hidden />
      <strong className="font-semibold">{text[state]}</strong>
      {state !== 'stale' && ago != null && state !== 'loading' && <span className="text-xs text-zinc-500">· updated {ago} s ago</span>}
      {state === 'unreachable' && detail && <span className="max-w-[24rem] truncate text-xs">· {detail}</span>}
    </span>
  );
}
