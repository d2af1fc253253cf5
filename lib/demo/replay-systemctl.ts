import type { DemoClock } from './clock';
import { attemptPids, invocationId } from './expand-loop';
import { readOptions, type CommandOutput } from './read-options';
import type { DemoScenario } from './types';
import { unitTimeline } from './unit-timeline';

// systemctl show prints properties in the unit's bus order, not in the order -p names them.
const PROPERTY_ORDER = [
  'MainPID',
  'Result',
  'NRestarts',
  'ExecMainStartTimestamp',
  'Id',
  'LoadState',
  'ActiveState',
  'SubState',
  'StateChangeTimestamp',
  'ActiveEnterTimestamp',
  'InvocationID',
] as const;
type Property = (typeof PROPERTY_ORDER)[number];

const SPEC = { flags: ['--no-pager', '--all', '-a'], values: ['-p', '--property', '--timestamp'] };
const TIMESTAMP_STYLES = ['pretty', 'unix', 'us', 'utc', 'us+utc', 'µs', 'µs+utc'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What `systemctl show UNIT -p … [--timestamp=…]` prints on the demo host at `nowMs`. */
export function replaySystemctl(s: DemoScenario, args: readonly string[], nowMs: number, clock: DemoClock): CommandOutput {
  const parsed = readOptions('systemctl', args, SPEC);
  if ('error' in parsed) return parsed.error;
  const [verb, rawUnit, ...extra] = parsed.positional;
  if (verb !== 'show' || rawUnit === undefined || extra.length > 0) return { stdout: '', stderr: 'systemctl: the demo host replays "systemctl show UNIT" only\n', code: 1 };
  const style = parsed.values.get('--timestamp')?.at(-1) ?? 'pretty';
  if (!TIMESTAMP_STYLES.includes(style)) return { stdout: '', stderr: `Invalid value for --timestamp=: ${style}\n`, code: 1 };
  const unit = rawUnit.includes('.') ? rawUnit : `${rawUnit}.service`;
  const asked = [...(parsed.values.get('-p') ?? []), ...(parsed.values.get('--property') ?? [])].flatMap((p) => p.split(','));
  const props = unit === s.unit ? unitProperties(s, nowMs, clock) : missingUnit(unit);
  const show = PROPERTY_ORDER.filter((p) => asked.length === 0 || asked.includes(p));
  const stdout = show.map((p) => `${p}=${formatValue(props[p], style)}\n`).join('');
  return { stdout, stderr: '', code: 0 };
}

type Props = Record<Property, string | number | { us: number | null }>;

function unitProperties(s: DemoScenario, nowMs: number, clock: DemoClock): Props {
  const timeline = unitTimeline(s, nowMs, clock);
  const current = timeline.at(-1);
  if (!current) return missingUnit(s.unit, 'loaded');
  const ids = attemptPids(s, current.state.attempt, current.loop);
  const execStart = [...timeline].reverse().find((t) => t.state.execStart);
  const activeEnter = timeline.filter((t, i) => t.state.activeState === 'active' && timeline[i - 1]?.state.activeState !== 'active').at(-1);
  return {
    MainPID: current.state.running ? ids.mainPid : 0,
    Result: current.state.result,
    NRestarts: current.state.nRestarts,
    ExecMainStartTimestamp: { us: current.state.running ? (execStart?.us ?? null) : null },
    Id: s.unit,
    LoadState: 'loaded',
    ActiveState: current.state.activeState,
    SubState: current.state.subState,
    StateChangeTimestamp: { us: current.us },
    ActiveEnterTimestamp: { us: activeEnter?.us ?? null },
    InvocationID: invocationId(s, current.state.attempt, current.loop),
  };
}

function missingUnit(unit: string, loadState = 'not-found'): Props {
  return {
    MainPID: 0,
    Result: 'success',
    NRestarts: 0,
    ExecMainStartTimestamp: { us: null },
    Id: unit,
    LoadState: loadState,
    ActiveState: 'inactive',
    SubState: 'dead',
    StateChangeTimestamp: { us: null },
    ActiveEnterTimestamp: { us: null },
    InvocationID: '',
  };
}

function formatValue(value: Props[Property], style: string): string {
  if (typeof value !== 'object') return String(value);
  if (value.us === null) return '';
  const us = value.us;
  if (style === 'unix') return `@${Math.floor(us / 1_000_000)}`;
  const d = new Date(Math.floor(us / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
  const clock = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  const micro = style.startsWith('us') || style.startsWith('µs') ? `.${String(us % 1_000_000).padStart(6, '0')}` : '';
  // Demo hosts run in UTC, so the local styles print UTC too.
  return `${date} ${clock}${micro} UTC`;
}
