import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime, type TimeZoneMode } from './format-time';

export const WINDOW_CHOICES = [
  { id: '5m', label: 'last 5 min' },
  { id: '30m', label: 'last 30 min' },
  { id: 'prev', label: 'since the previous start' },
  { id: 'boot', label: 'since boot' },
] as const;
export type WindowChoice = (typeof WINDOW_CHOICES)[number]['id'];

interface WindowControlsProps {
  since: number | null;
  until: number | null;
  active: WindowChoice | null;
  zone: TimeZoneMode;
  onPreset: (id: WindowChoice) => void;
  onRange: (since: number, until: number | null) => void;
}

function toLocalInput(us: number | null, zone: TimeZoneMode) {
  return us == null ? '' : formatDateTime(us, zone).replace(' ', 'T');
}

function fromLocalInput(value: string, zone: TimeZoneMode): number | null {
  if (!value) return null;
  const asUtc = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  if (Number.isNaN(asUtc)) return null;
  const offsetMin = zone.kind === 'utc' ? 0 : (zone.offsetMin ?? -new Date(asUtc).getTimezoneOffset());
  return (asUtc - offsetMin * 60_000) * 1000;
}

export function WindowControls({ since, until, active, zone, onPreset, onRange }: WindowControlsProps) {
  const [custom, setCustom] = useState(false);
  const [from, setFrom] = useState(() => toLocalInput(since, zone));
  const [to, setTo] = useState(() => toLocalInput(until, zone));
  const fromUs = fromLocalInput(from, zone);
  const toUs = fromLocalInput(to, zone);
  const invalid = fromUs == null || (toUs != null && toUs < fromUs);
  return (
    <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Time window">
      <span className="text-zinc-600 dark:text-zinc-300">Window</span>
      {WINDOW_CHOICES.map((c) => (
        <Button key={c.id} size="sm" variant={active === c.id ? 'primary' : 'default'} aria-pressed={active === c.id} onClick={() => onPreset(c.id)}>
          {c.label}
        </Button>
      ))}
      <Button
        size="sm"
        variant={custom ? 'primary' : 'default'}
        aria-pressed={custom}
        onClick={() => {
          setFrom(toLocalInput(since, zone));
          setTo(toLocalInput(until, zone));
          setCustom(!custom);
        }}
      >
        custom…
      </Button>
      {custom && (
        <form
          className="flex flex-wrap items-center gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid && fromUs != null) onRange(fromUs, toUs);
          }}
        >
          <input aria-label="From" type="datetime-local" step={1} value={from} onChange={(e) => setFrom(e.target.value)} className={cn('rounded border px-1 py-0.5 dark:border-zinc-700 dark:bg-zinc-900', invalid && 'border-red-500')} />
          <span>→</span>
          <input aria-label="Until" type="datetime-local" step={1} value={to} onChange={(e) => setTo(e.target.value)} className="rounded border px-1 py-0.5 dark:border-zinc-700 dark:bg-zinc-900" />
          <Button size="sm" type="submit" disabled={invalid}>
            apply
          </Button>
          <span className="text-zinc-500">empty end = live</span>
        </form>
      )}
      <span className="text-zinc-500" suppressHydrationWarning>
        {since == null ? 'from boot' : formatDateTime(since, zone)} → {until == null ? 'now (live)' : formatDateTime(until, zone)}
      </span>
    </div>
  );
}
