import { describe, expect, it } from 'vitest';
import type { FleetHost, FleetResponse, FleetUnit } from '@/lib/api/types';
import type { UnitStatus } from '@/lib/systemd/types';
import { parseFleetParams, fleetHref, DEFAULT_FLEET_PARAMS } from '@/app/search-params';
import { countBy, filterRows, fleetRows } from './fleet-rows';

function unit(name: string, activeState: string, subState: string, over: Partial<FleetUnit> = {}): FleetUnit {
  const status = { id: name, activeState, subState, nRestarts: 0 } as unknown as UnitStatus;
  return { unit: name, status, summary: { attempts: 1, currentPhase: 'ready', currentOutcome: null, currentStart: null, lastFatal: null, engine: 'vllm' }, error: null, ...over };
}

function host(name: string, over: Partial<FleetHost> = {}): FleetHost {
  return { name, transport: 'ssh', reachable: true, error: null, units: [], gpus: null, latencyMs: 5, pending: false, checkedAt: 1, waitingSince: null, ...over };
}

const fleet: FleetResponse = {
  hosts: [
    host('a-ready', { units: [unit('vllm-a.service', 'active', 'running')] }),
    host('b-dead', { reachable: false, error: { code: 'unreachable', message: 'connect ECONNREFUSED 127.0.0.1:22' } }),
    host('c-failed', {
      units: [unit('vllm-c.service', 'failed', 'failed', { summary: { attempts: 2, currentPhase: 'failed', currentOutcome: 'failed', currentStart: null, lastFatal: { headline: 'RuntimeError: flashinfer-cubin version (0.6.3)', at: null, attemptId: 'pid-1', attemptLabel: 'pid 1' }, engine: 'sglang' } })],
    }),
    host('d-loading', { units: [unit('vllm-d.service', 'activating', 'start')] }),
    host('e-new', { reachable: false, pending: true, checkedAt: null, waitingSince: 5 }),
    host('f-restart', { units: [unit('vllm-f.service', 'activating', 'auto-restart')] }),
    host('g-old-answer', { pending: true, waitingSince: 9, units: [unit('vllm-g.service', 'active', 'running')] }),
  ],
  inventoryError: null,
  hostListError: null,
  pending: 2,
  fetchedAt: 10,
};

describe('fleetRows', () => {
  it('sorts failing first, then host errors, restarting, loading, waiting, and ready last', () => {
    expect(fleetRows(fleet).map((r) => [r.host.name, r.state])).toEqual([
      ['c-failed', 'failed'],
      ['b-dead', 'host-error'],
      ['f-restart', 'restarting'],
      ['d-loading', 'activating'],
      ['e-new', 'waiting'],
      ['a-ready', 'active'],
      ['g-old-answer', 'active'],
    ]);
  });

  it('a host still asked again keeps its previous answer; one never answered is "waiting"', () => {
    const rows = fleetRows(fleet);
    expect(rows.find((r) => r.host.name === 'g-old-answer')?.state).toBe('active');
    expect(rows.find((r) => r.host.name === 'e-new')?.state).toBe('waiting');
  });

  it("systemd's active is not ready while the server still loads, nor while its log says it died", () => {
    const summary = (currentOutcome: string) => ({ attempts: 2, currentPhase: 'loading_weights', currentOutcome, currentStart: null, lastFatal: null, engine: 'vllm' as const });
    const rows = fleetRows({
      ...fleet,
      hosts: [
        host('h-active-loading', { units: [unit('vllm-h.service', 'active', 'running', { summary: summary('running') })] }),
        host('i-active-dead', { units: [unit('vllm-i.service', 'active', 'running', { summary: summary('failed') })] }),
        host('j-active-ready', { units: [unit('vllm-j.service', 'active', 'running', { summary: summary('ready') })] }),
      ],
    });
    expect(rows.find((r) => r.host.name === 'j-active-ready')?.state).toBe('active');
    expect(rows.find((r) => r.host.name === 'h-active-loading')?.state).toBe('activating');
    expect(rows.find((r) => r.host.name === 'i-active-dead')?.state).toBe('failed');
  });
});

describe('filterRows', () => {
  const rows = fleetRows(fleet);
  const names = (p: Partial<typeof DEFAULT_FLEET_PARAMS>) => filterRows(rows, { ...DEFAULT_FLEET_PARAMS, ...p }).map((r) => r.host.name);

  it('searches host, unit, error code and message, and the fatal error, case-insensitively', () => {
    expect(names({ q: 'FLASHINFER' })).toEqual(['c-failed']);
    expect(names({ q: 'econnrefused' })).toEqual(['b-dead']);
    expect(names({ q: 'vllm-d' })).toEqual(['d-loading']);
    expect(names({ q: 'nothing like this' })).toEqual([]);
  });

  it('filters by any of the chosen states and engines, together with the search', () => {
    expect(names({ states: ['failed', 'restarting'] })).toEqual(['c-failed', 'f-restart']);
    expect(names({ engines: ['sglang'] })).toEqual(['c-failed']);
    // A host never read, or unreachable, has no engine at all: it is not an "unknown engine" one.
    expect(names({ engines: ['unknown'] })).toEqual([]);
    expect(names({ states: ['active'], q: 'g-' })).toEqual(['g-old-answer']);
  });

  it('counts rows per state for the chips', () => {
    expect(countBy(rows, 'state').get('active')).toBe(2);
    expect(countBy(rows, 'engine').get('vllm')).toBe(4);
  });

  it('counts "unknown engine" only for units whose journal was read and told no engine', () => {
    const summary = { attempts: 1, currentPhase: 'running', currentOutcome: 'running', currentStart: null, lastFatal: null, engine: 'unknown' as const };
    const mixed = fleetRows({ ...fleet, hosts: [...fleet.hosts, host('k-wrapper', { units: [unit('llm.service', 'active', 'running', { summary })] })] });
    expect(countBy(mixed, 'engine').get('unknown')).toBe(1);
    expect(filterRows(mixed, { ...DEFAULT_FLEET_PARAMS, engines: ['unknown'] }).map((r) => r.host.name)).toEqual(['k-wrapper']);
    expect(mixed.find((r) => r.host.name === 'b-dead')?.engine).toBeNull();
    expect(mixed.find((r) => r.host.name === 'e-new')?.engine).toBeNull();
  });
});

describe('fleet search params', () => {
  it('round-trips through the URL, in a fixed order', () => {
    const p = { q: 'xid', states: ['host-error' as const, 'failed' as const], engines: ['tgi' as const] };
    const href = fleetHref(p);
    expect(href).toBe('/?q=xid&state=failed,host-error&engine=tgi');
    expect(parseFleetParams(new URLSearchParams(href.slice(2)))).toEqual({ ...p, states: ['failed', 'host-error'] });
  });

  it('drops unknown words and overlong text from a hand-edited link instead of failing', () => {
    expect(parseFleetParams({ state: 'failed,<script>,active', engine: 'vllm,gpt', q: 'x'.repeat(500) })).toEqual({ q: '', states: ['failed', 'active'], engines: ['vllm'] });
    expect(fleetHref(DEFAULT_FLEET_PARAMS)).toBe('/');
  });

  it('knows every engine the analyser tells, Triton among them, in the list order', () => {
    expect(parseFleetParams({ engine: 'triton,ollama' }).engines).toEqual(['ollama', 'triton']);
    expect(fleetHref({ ...DEFAULT_FLEET_PARAMS, engines: ['triton'] })).toBe('/?engine=triton');
  });
});
