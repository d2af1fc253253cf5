import type { StartupChange } from '@/lib/analysis/types';
import { changeText } from './startup-change-text';

/** What this attempt started with that differs from the last attempt that reached ready. */
export function StartupDiff({ changes }: { changes: StartupChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div role="note" aria-label="Changed since it last worked" data-testid="startup-diff" className="mb-1 flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-xs">
      <span className="font-semibold text-amber-800 dark:text-amber-300">changed since it last worked:</span>
      {changes.map((c) => {
        const t = changeText(c);
        return (
          <span key={c.key} className="rounded bg-amber-50 px-1 font-mono text-amber-900 ring-1 ring-amber-300 dark:bg-amber-950/40 dark:text-amber-200 dark:ring-amber-800" title={`${c.key}: ${c.before ?? '(default)'} → ${c.after ?? '(default)'}`}>
            {t.key} <span className="text-zinc-500 dark:text-zinc-400">{t.before}</span> → <strong>{t.after}</strong>
          </span>
        );
      })}
    </div>
  );
}
