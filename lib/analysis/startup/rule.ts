import type { StartupFacts } from './types';

/** One start-up line shape: `needle` is tested first (a plain substring), then `read` takes what the line says. */
export interface StartupRule {
  needle: string;
  /** `next(k)` is the text of the k-th line after this one in the same attempt (TGI prints its Args over many lines). */
  read(text: string, next: (k: number) => string | undefined): Partial<StartupFacts> | null;
}

export function portOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 65_535 ? n : null;
}

const LISTEN_URL = /https?:\/\/(?:\[[^\]]*\]|[^\s/:]+):(\d{1,5})/;

export function listenPort(text: string): number | null {
  const m = LISTEN_URL.exec(text);
  return m ? portOf(m[1]) : null;
}
