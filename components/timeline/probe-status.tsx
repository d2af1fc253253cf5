import type { ProbeResult } from '@/lib/probe/types';
import { cn } from '@/lib/cn';
import { formatClock, type TimeZoneMode } from './format-time';

interface ProbeStatusProps {
  probe: ProbeResult | undefined;
  error: { code: string; message: string } | undefined;
  checking: boolean;
  zone: TimeZoneMode;
  onRecheck: () => void;
}

/** "answers: model X" or the HTTP error, with the time of the probe; shown once the current attempt says it is ready. */
export function ProbeStatus({ probe, error, checking, zone, onRecheck }: ProbeStatusProps) {
  const text = error
    ? `probe failed: ${error.message}`
    : !probe
      ? 'probing /health and /v1/models…'
      : probe.ok
        ? `answers: model ${probe.models.join(', ') || '(none listed)'}`
        : probe.error ?? 'no answer';
  const tone = probe?.ok ? 'text-emerald-700 dark:text-emerald-400' : probe || error ? 'text-red-700 dark:text-red-400' : 'text-zinc-500';
  return (
    <p role="status" aria-label="Health probe" data-testid="probe-status" data-ok={probe ? String(probe.ok) : undefined} className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className={cn('font-medium', tone)}>{text}</span>
      {probe && (
        <span className="font-mono text-xs text-zinc-500" suppressHydrationWarning>
          {probe.port !== null && `127.0.0.1:${probe.port}${probe.portFrom === 'fleet' ? ' (fleet.yaml)' : ''} · `}
          {formatClock(probe.at * 1000, zone)}
          {probe.ok && probe.checks[1]?.timeMs != null && ` · ${probe.checks[1].timeMs} ms`}
        </span>
      )}
      <button type="button" onClick={onRecheck} disabled={checking} className="text-xs text-sky-700 underline disabled:opacity-50 dark:text-sky-400">
        probe again
      </button>
    </p>
  );
}
