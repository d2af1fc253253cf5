import type { Analysis } from '@/lib/analysis/types';
import { PHASE_LABEL } from './phase-names';

export const TAB_ICONS = ['idle', 'loading', 'ready', 'failed'] as const;
export type TabIcon = (typeof TAB_ICONS)[number];

export interface TabState {
  title: string;
  icon: TabIcon;
}

/** Static files in public/; `idle` keeps the app's own icon. */
export const TAB_ICON_HREF: Record<Exclude<TabIcon, 'idle'>, string> = {
  loading: '/favicon-loading.svg',
  ready: '/favicon-ready.svg',
  failed: '/favicon-failed.svg',
};

/** What a background tab says about the current attempt: `44 % · loading · vllm-kimi-k25 @ llm-two`, `ready · …`, `FAILED · …`. */
export function tabState(analysis: Analysis, unit: string, host: string): TabState {
  const where = `${unit.replace(/\.service$/, '')} @ ${host}`;
  const current = analysis.currentAttempt === null ? undefined : analysis.attempts[analysis.currentAttempt];
  if (!current) return { title: where, icon: 'idle' };
  if (current.outcome === 'failed') return { title: `FAILED · ${where}`, icon: 'failed' };
  if (current.outcome === 'ready') return { title: `ready · ${where}`, icon: 'ready' };
  if (current.outcome === 'stopped') return { title: `stopped · ${where}`, icon: 'idle' };
  const phase = current.phases.at(-1)?.name ?? 'spawned';
  const progress = current.loadProgress;
  if (phase === 'loading_weights' && progress && progress.total > 0) {
    return { title: `${Math.floor((progress.done / progress.total) * 100)} % · loading · ${where}`, icon: 'loading' };
  }
  return { title: `${PHASE_LABEL[phase]} · ${where}`, icon: 'loading' };
}
