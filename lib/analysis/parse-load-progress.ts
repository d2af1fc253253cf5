import type { LoadProgress } from './types';

export const LOAD_PROGRESS_NEEDLE = 'checkpoint shards';
const PROGRESS = /checkpoint shards:\s*\d+%.*?(\d+)\/(\d+)\s*\[([\d:]+)<([\d:]+|\?)/;

function seconds(clock: string): number | null {
  if (clock === '?') return null;
  let total = 0;
  for (const part of clock.split(':')) total = total * 60 + Number(part);
  return Number.isFinite(total) ? total : null;
}

/** A message holding several `\r` updates gives the last one. */
export function parseLoadProgress(text: string): Omit<LoadProgress, 'at' | 'seq'> | null {
  if (!text.includes(LOAD_PROGRESS_NEEDLE)) return null;
  const updates = text.split(/[\r\n]/);
  for (let i = updates.length - 1; i >= 0; i--) {
    const m = PROGRESS.exec(updates[i]!);
    if (!m) continue;
    return { done: Number(m[1]), total: Number(m[2]), elapsedS: seconds(m[3]!), remainingS: seconds(m[4]!) };
  }
  return null;
}
