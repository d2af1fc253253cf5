import type { StartupValue } from './types';

/** A start-up value in the compact form people compare by eye: `8192`, `True`, `kimi-k2.5`, `['a', 'b']`. */
export function formatStartupValue(v: StartupValue): string {
  if (v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number' || typeof v === 'string') return String(v);
  if (Array.isArray(v)) return `[${v.map(formatStartupValue).join(', ')}]`;
  return `{${Object.entries(v)
    .map(([k, x]) => `${k}: ${formatStartupValue(x)}`)
    .join(', ')}}`;
}
