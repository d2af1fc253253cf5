import { attemptLabel } from './attempt-label';
import type { Analysis, Attempt, ErrorBlock } from './types';
import { ENGINE_LABEL } from './engines/types';
import { isoTime, type SummaryInput } from './to-summary-json';
import { uncausedEnd } from './uncaused-end';

export function formatDuration(us: number): string {
  const s = us / 1e6;
  if (s < 60) return `${s.toFixed(1)}s`;
  const total = Math.round(s);
  if (total < 3600) return `${Math.floor(total / 60)}m ${total % 60}s`;
  return `${Math.floor(total / 3600)}h ${Math.floor((total % 3600) / 60)}m`;
}

function clock(us: number | null): string {
  const iso = isoTime(us);
  return iso === null ? '?' : iso.slice(11, 23);
}

function day(us: number | null): string {
  return isoTime(us)?.slice(0, 10) ?? '';
}

function countHeadlines(errors: ErrorBlock[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const e of errors) counts.set(e.headline, (counts.get(e.headline) ?? 0) + 1);
  return [...counts];
}

function attemptBlock(a: Attempt, analysis: Analysis): string[] {
  const lines: string[] = [];
  lines.push(`Attempt ${attemptLabel(a)}  ${a.id}  ${a.outcome.toUpperCase()}${a.isCurrent ? '  (current)' : ''}${a.exitStatus ? `  (${a.exitStatus})` : ''}`);
  const span = `${clock(a.start)} → ${a.end === null ? 'now' : clock(a.end)} UTC ${day(a.start)}`.trimEnd();
  lines.push(`  engine    ${ENGINE_LABEL[a.engine]}${a.startedBeforeWindow ? ' · started before the window' : ''}`);
  lines.push(`  main PID  ${a.mainPid ?? 'unknown'} · ${span} · ${a.entryCount} entries`);
  if (a.pids.length > 0) lines.push(`  PIDs      ${a.pids.map((p) => (p.roles.length ? `${p.pid} ${p.roles.join('/')}` : `${p.pid}`)).join(', ')}`);
  a.phases.forEach((p, i) => {
    const since = p.sincePreviousUs === null ? '' : `  +${formatDuration(p.sincePreviousUs)}`;
    lines.push(`  ${i === 0 ? 'phases' : '      '}    ${p.name.padEnd(15)} ${clock(p.at)}${since}`);
  });
  if (a.loadProgress) {
    const lp = a.loadProgress;
    const left = lp.remainingS !== null ? `, ${formatDuration(lp.remainingS * 1e6)} left` : '';
    lines.push(`  loading   ${lp.done}/${lp.total} shards (${Math.floor((lp.done * 100) / lp.total)}%) at ${clock(lp.at)}${left}`);
  }
  const eta = analysis.eta;
  if (eta && eta.attemptIndex === a.index && eta.readyAt !== null) {
    const left = eta.remainingS !== null ? ` (in ${formatDuration(eta.remainingS * 1e6)})` : '';
    lines.push(`  eta       ready ~${clock(eta.readyAt)}${left}, from ${eta.basis}`);
  }
  if (a.fatal) lines.push(`  fatal     ${a.fatal.headline}  [pid ${a.fatal.pid ?? '-'}, ${clock(a.fatal.at)}]${a.outcome === 'running' ? ' (printed; not exited yet)' : ''}`);
  const uncaused = uncausedEnd(a);
  if (uncaused) lines.push(`  fatal     none printed in the window${uncaused.superseded ? '; a newer start followed before any exit line of this one' : uncaused.line === null ? '; no end line seen either' : `; ended on: ${uncaused.line}`}`);
  if (a.gpuFault) lines.push(`  gpu fault ${a.gpuFault.headline}  [${clock(a.gpuFault.at)}]`);
  const recurring = countHeadlines(a.errors.filter((e) => e.recurring));
  for (const [headline, n] of recurring) lines.push(`  recurring ${headline}${n > 1 ? `  ×${n}` : ''}`);
  const other = a.errors.filter((e) => !e.recurring && e !== a.fatal);
  if (other.length > 0) {
    lines.push(`  errors    ${other.length} more:`);
    for (const [headline, n] of countHeadlines(other)) lines.push(`            ${headline}${n > 1 ? `  ×${n}` : ''}`);
  }
  return lines;
}

/** The CLI's human summary: one block per attempt. */
export function formatSummary(input: SummaryInput, analysis: Analysis): string {
  const current = analysis.currentAttempt !== null ? analysis.attempts[analysis.currentAttempt] : undefined;
  const head = [
    `format ${input.format} · ${input.entries} entries · ${input.unparsed} unparsed`,
    `${analysis.attempts.length} attempt${analysis.attempts.length === 1 ? '' : 's'}${current ? ` · current ${attemptLabel(current)}` : ''}`,
  ];
  const blocks = analysis.attempts.map((a) => attemptBlock(a, analysis).join('\n'));
  return [head.join('\n'), ...blocks].join('\n\n') + '\n';
}
