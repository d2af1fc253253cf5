const enc = encodeURIComponent;

export interface JournalWindow {
  /** Epoch microseconds. */
  since: number | null;
  until: number | null;
}

export const fleetKey = () => '/api/hosts';

export const gpusKey = (host: string) => `/api/hosts/${enc(host)}/gpus`;

export const statusKey = (host: string, unit: string) => `/api/hosts/${enc(host)}/units/${enc(unit)}/status`;

export function journalKey(host: string, unit: string, win: JournalWindow, opts: { after?: string | null; limit?: number } = {}) {
  const q = new URLSearchParams();
  if (win.since != null) q.set('since', String(Math.floor(win.since)));
  if (win.until != null) q.set('until', String(Math.floor(win.until)));
  if (opts.after) q.set('after', opts.after);
  if (opts.limit) q.set('limit', String(opts.limit));
  const qs = q.toString();
  return `/api/hosts/${enc(host)}/units/${enc(unit)}/journal${qs ? `?${qs}` : ''}`;
}

export const snapshotsKey = () => '/api/snapshots';

export const probeKey = (host: string, unit: string) => `/api/hosts/${enc(host)}/units/${enc(unit)}/probe`;
