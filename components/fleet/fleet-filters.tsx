import { ENGINE_LABEL } from '@/lib/analysis/engines/types';
import { ENGINE_IDS, type EngineId } from '@/lib/analysis/engines/types';
import { cn } from '@/lib/cn';
import { FLEET_STATES, type FleetParams, type FleetState } from '@/app/search-params';

export const STATE_LABEL: Record<FleetState, string> = {
  failed: 'failed',
  'host-error': 'host error',
  restarting: 'restarting',
  activating: 'loading',
  waiting: 'waiting',
  unknown: 'unknown',
  inactive: 'inactive',
  active: 'ready',
};

export { ENGINE_LABEL };

interface FleetFiltersProps {
  params: FleetParams;
  onChange: (next: FleetParams) => void;
  stateCounts: Map<FleetState, number>;
  engineCounts: Map<EngineId, number>;
  shown: number;
  total: number;
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function Chip({ label, count, pressed, onClick }: { label: string; count: number; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'rounded-full border px-2.5 py-0.5 text-xs whitespace-nowrap tabular-nums',
        pressed
          ? 'border-sky-600 bg-sky-600 text-white dark:border-sky-500 dark:bg-sky-600'
          : 'border-zinc-300 bg-white text-zinc-700 hover:border-zinc-400 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300',
        count === 0 && !pressed && 'opacity-50',
      )}
    >
      {label} <span className={pressed ? 'text-sky-100' : 'text-zinc-500'}>{count}</span>
    </button>
  );
}

export function FleetFilters({ params, onChange, stateCounts, engineCounts, shown, total }: FleetFiltersProps) {
  const engines = ENGINE_IDS.filter((e) => (engineCounts.get(e) ?? 0) > 0 || params.engines.includes(e));
  return (
    <div role="search" aria-label="Filter the fleet" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          type="search"
          aria-label="Search hosts, units and errors"
          placeholder="Search host, unit or error text"
          value={params.q}
          onChange={(e) => onChange({ ...params, q: e.target.value })}
          className="w-full max-w-md rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
        <span className="text-xs text-zinc-500" aria-live="polite">
          {shown === total ? `${total} rows` : `${shown} of ${total} rows`}
        </span>
        {(params.q || params.states.length > 0 || params.engines.length > 0) && (
          <button type="button" className="text-xs text-sky-700 hover:underline dark:text-sky-400" onClick={() => onChange({ q: '', states: [], engines: [] })}>
            Clear filters
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
        <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="State">
          <span className="mr-1 text-xs text-zinc-500">State</span>
          {FLEET_STATES.map((s) => (
            <Chip key={s} label={STATE_LABEL[s]} count={stateCounts.get(s) ?? 0} pressed={params.states.includes(s)} onClick={() => onChange({ ...params, states: toggle(params.states, s) })} />
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Engine">
          <span className="mr-1 text-xs text-zinc-500">Engine</span>
          {engines.map((e) => (
            <Chip key={e} label={ENGINE_LABEL[e]} count={engineCounts.get(e) ?? 0} pressed={params.engines.includes(e)} onClick={() => onChange({ ...params, engines: toggle(params.engines, e) })} />
          ))}
        </div>
      </div>
    </div>
  );
}
