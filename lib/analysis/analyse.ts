import type { JournalEntry } from '@/lib/journal/types';
import type { AnalyseOptions, Analysis, Attempt, ErrorBlock, LoadProgress, Outcome, PhaseMark } from './types';
import { detectPhases, withDurations } from './detect-phases';
import { entryText } from './entry-text';
import { estimateEta } from './estimate-eta';
import { findRootCause } from './find-root-cause';
import { groupErrors, isExceptionLine } from './group-errors';
import { markRecurring } from './mark-recurring';
import { LOAD_PROGRESS_NEEDLE, parseLoadProgress } from './parse-load-progress';
import { splitAttempts, type AttemptSegment } from './split-attempts';
import { attemptStartup, changedSinceReady } from './startup';

const TERMINAL_KINDS: ReadonlySet<string> = new Set(['process_exit', 'failure_result', 'success', 'stopped', 'failed']);

// Progress lines start with `Loading …`; testing the first letter keeps this scan cheap.
function lastLoadProgress(entries: readonly JournalEntry[], segment: AttemptSegment): LoadProgress | null {
  for (let i = segment.positions.length - 1; i >= 0; i--) {
    const entry = entries[segment.positions[i]!]!;
    const text = entryText(entry);
    if (text.charCodeAt(0) !== 76 || !text.includes(LOAD_PROGRESS_NEEDLE)) continue;
    const progress = parseLoadProgress(text);
    if (progress) return { ...progress, at: entry.ts, seq: entry.seq };
  }
  return null;
}

function lastMilestoneSeq(phases: PhaseMark[]): number {
  for (let i = phases.length - 1; i >= 0; i--) if (phases[i]!.name !== 'spawned') return phases[i]!.seq;
  return -1;
}

/** A finished traceback of the main process after the last milestone: it ended the attempt. */
function fatalTraceback(segment: AttemptSegment, phases: PhaseMark[], errors: ErrorBlock[]): ErrorBlock | null {
  const after = lastMilestoneSeq(phases);
  return (
    errors.find(
      (e) =>
        e.kind === 'traceback' &&
        !e.recurring &&
        isExceptionLine(e.headline) &&
        e.seqs[0]! > after &&
        (segment.mainPid === null || e.pid === segment.mainPid),
    ) ?? null
  );
}

function outcomeOf(segment: AttemptSegment, phases: PhaseMark[], errors: ErrorBlock[]): Outcome {
  if (segment.ended) return segment.failed ? 'failed' : 'stopped';
  if (segment.failed || fatalTraceback(segment, phases, errors)) return 'failed';
  return phases.some((p) => p.name === 'ready') ? 'ready' : 'running';
}

function terminalMark(entries: readonly JournalEntry[], segment: AttemptSegment, outcome: Outcome, fatal: ErrorBlock | null): PhaseMark | null {
  if (outcome !== 'failed' && outcome !== 'stopped') return null;
  const event = segment.events.find((e) => (outcome === 'failed' ? e.event.failure : TERMINAL_KINDS.has(e.event.kind)));
  if (event) {
    const entry = entries[event.position]!;
    return { name: outcome, at: entry.ts, seq: entry.seq, line: entry.message, sincePreviousUs: null };
  }
  if (fatal) return { name: 'failed', at: fatal.at, seq: fatal.seqs[0]!, line: fatal.headline, sincePreviousUs: null };
  return null;
}

function lastTs(entries: readonly JournalEntry[], positions: readonly number[]): number | null {
  for (let i = positions.length - 1; i >= 0; i--) {
    const ts = entries[positions[i]!]!.ts;
    if (ts !== null) return ts;
  }
  return null;
}

/** Attempts, phases, errors, root causes and an ETA for one unit's entries. */
export function analyse(entries: readonly JournalEntry[], opts: AnalyseOptions = {}): Analysis {
  const split = splitAttempts(entries);
  const blocks = groupErrors(entries, split);
  const errorsBy: ErrorBlock[][] = split.attempts.map(() => []);
  for (const b of blocks) errorsBy[b.attemptIndex]?.push(b);
  const phasesBy = split.attempts.map((segment) => detectPhases(entries, segment));
  markRecurring(
    split.attempts.map((_, i) => ({ errors: errorsBy[i]!, phases: phasesBy[i]! })),
    opts.noisePatterns ?? [],
  );

  let currentAttempt: number | null = split.attempts.length > 0 ? split.attempts.length - 1 : null;
  if (opts.currentInvocationId) {
    const match = split.attempts.find((a) => a.invocationId === opts.currentInvocationId);
    if (match) currentAttempt = match.index;
  }

  const attempts: Attempt[] = split.attempts.map((segment, i) => {
    const errors = errorsBy[i]!;
    let phases = phasesBy[i]!;
    const outcome = outcomeOf(segment, phases, errors);
    const fatal = outcome === 'failed' ? findRootCause(errors, lastMilestoneSeq(phases)) : null;
    const terminal = terminalMark(entries, segment, outcome, fatal);
    if (terminal) phases = withDurations([...phases, terminal].sort((a, b) => a.seq - b.seq));
    const end = segment.end ?? (outcome === 'failed' || outcome === 'stopped' ? lastTs(entries, segment.positions) : null);
    return {
      id: segment.id,
      index: segment.index,
      invocationId: segment.invocationId,
      mainPid: segment.mainPid,
      pids: segment.pids,
      start: segment.start,
      end,
      firstSeq: segment.firstSeq,
      lastSeq: segment.lastSeq,
      entryCount: segment.entryCount,
      outcome,
      exitStatus: segment.exitStatus,
      restartCounter: segment.restartCounter,
      phases,
      fatal,
      errors,
      loadProgress: lastLoadProgress(entries, segment),
      isCurrent: i === currentAttempt,
      startup: attemptStartup(entries, segment.positions),
      changedSinceReady: [],
    };
  });
  changedSinceReady(attempts).forEach((changes, i) => (attempts[i]!.changedSinceReady = changes));

  let now = opts.now ?? null;
  for (let i = entries.length - 1; now === null && i >= 0; i--) now = entries[i]!.ts;
  return { attempts, entryAttempt: split.entryAttempt, currentAttempt, eta: estimateEta(attempts, currentAttempt, now) };
}
