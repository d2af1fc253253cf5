import type { JournalEntry } from '@/lib/journal/types';
import type { AnalyseOptions, Analysis, Attempt, ErrorBlock, LoadProgress, Outcome, PhaseMark } from './types';
import { attemptEngine } from './attempt-engine';
import { coredumpReport, isOwnCoredump } from './coredump-report';
import { isKernelLine, isOwnXidProcess, losesGpu, xidReport } from './xid-report';
import { detectPhases, withDurations } from './detect-phases';
import { C10_ERROR_ORIGIN, ENGINES, HANDLED_C10_ERRORS, type EngineProfile, type LineRule, type PhaseRule } from './engines';
import { ruleHits } from './engines/rule-hit';
import { anyEngineSignal, isWrapperText, lineSignal, memoRoleTest, type LineSignal } from './engines/rule-sets';
import { SUPERVISOR_FAULTS, SUPERVISOR_READY } from './engines/supervisor-ends';
import { estimateEta } from './estimate-eta';
import { isErrorEndLine, isFatalSourceLine } from './fatal-source';
import { findRootCause, haltsServing, holdsForRun, isLastingCause, isSurvived, losesDevice } from './find-root-cause';
import { answeredAfter } from './answered-after';
import { indexOfSeq } from './seq-index';
import { answeredErrors } from './answered-errors';
import { groupErrors, isDeathException, isExceptionLine } from './group-errors';
import { viewLines, type LineViews } from './line-view';
import { markRecurring } from './mark-recurring';
import { markProbed, markRetried } from './probe-errors';
import { markRequestAnswered } from './request-source';
import { LOAD_PROGRESS_NEEDLE, parseLoadProgress } from './parse-load-progress';
import { isEndLine, splitAttempts, type AttemptSegment } from './split-attempts';
import { attemptStartup, changedSinceReady } from './startup';
import { teardownEnd } from './teardown-end';
import { NO_EXIT_LINE } from './uncaused-end';

const anyEngine = anyEngineSignal(ENGINES);

const TERMINAL_KINDS: ReadonlySet<string> = new Set(['process_exit', 'failure_result', 'success', 'stopped', 'failed']);

// Progress lines start with `Loading …`; testing the first letter keeps this scan cheap.
// Shards load before weights are loaded: a loaded attempt's last progress line is before that mark, not among its serving lines.
function lastLoadProgress(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: readonly PhaseMark[]): LoadProgress | null {
  const loaded = phases.find((p) => p.name === 'weights_loaded' || p.name === 'ready');
  const from = loaded ? indexOfSeq(entries, segment.positions, loaded.seq) : segment.positions.length - 1;
  for (let i = from; i >= 0; i--) {
    const entry = entries[segment.positions[i]!]!;
    const text = views.text[segment.positions[i]!]!;
    if (text.charCodeAt(0) !== 76 || !text.includes(LOAD_PROGRESS_NEEDLE)) continue;
    const progress = parseLoadProgress(text);
    if (progress) return { ...progress, at: entry.ts, seq: entry.seq };
  }
  return null;
}

// A milestone proven by a line that itself reports the failure (`llama_init_from_model: failed to initialize the context: …`) was not survived.
// So too a ready that only the server's own end line proves: V0's MQ client hands `MQEngineDeadError: Engine loop is not running. …
// original error: <repr>` only to requests, so the line says the server was serving, and that its engine had died; the traceback
// it closes (the request's frames above it) is that death, not something the server lived through.
// `init` only says the process began: a cause printed before it (a container entrypoint's driver check) was not survived either.
function lastMilestoneSeq(phases: PhaseMark[]): number {
  for (let i = phases.length - 1; i >= 0; i--) {
    const p = phases[i]!;
    if (p.name !== 'spawned' && p.name !== 'init' && !isWrapperText(ENGINES, p.line) && !isEndLine(p.line)) return p.seq;
  }
  return -1;
}

const ALL_PHASES: readonly PhaseRule[] = ENGINES.flatMap((e) => e.phases);
// What a supervisor says of its child's readiness counts under every engine: one list per profile, made once.
const WITH_SUPERVISOR = new Map<readonly PhaseRule[], readonly PhaseRule[]>();
function milestoneRules(phases: readonly PhaseRule[]): readonly PhaseRule[] {
  let rules = WITH_SUPERVISOR.get(phases);
  if (rules === undefined) WITH_SUPERVISOR.set(phases, (rules = [...phases, ...SUPERVISOR_READY]));
  return rules;
}

/**
 * The phases whose `ready` can make an error start-up noise: not a ready that only a request line proves (a 500 of an engine
 * that just died), whose start-up is above the window; what the window shows before that line happened while serving.
 */
function startupPhases(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: PhaseMark[], rules: readonly PhaseRule[]): PhaseMark[] {
  const ready = servingReady(entries, views, segment, phases, rules);
  return ready ? phases.filter((p) => p !== ready) : phases;
}

/** The ready mark when only a request line proves it (a server answers requests only once it started), else null. */
function servingReady(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: PhaseMark[], rules: readonly PhaseRule[]): PhaseMark | null {
  const ready = phases.find((p) => p.name === 'ready');
  if (!ready) return null;
  const text = views.text[segment.positions[indexOfSeq(entries, segment.positions, ready.seq)]!]!;
  return rules.some((r) => r.serving && r.phase === 'ready' && ruleHits(r, text)) ? ready : null;
}

/** The phases without a ready that only a request line after the end (`endSeq`) proves: no start-up went on after what came before that end. */
function servedBefore(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: PhaseMark[], endSeq: number, rules: readonly PhaseRule[]): PhaseMark[] {
  const ready = servingReady(entries, views, segment, phases, rules);
  return ready !== null && ready.seq > endSeq ? phases.filter((p) => p !== ready) : phases;
}

/**
 * A ready that only a request line after the end proves (the 500 of a request the dying server still answered) was reached
 * before that end: the server was serving when it died, its start-up above the window.
 */
function servedBeforeEnd(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: PhaseMark[], terminal: PhaseMark, rules: readonly PhaseRule[]): PhaseMark[] {
  const ready = servingReady(entries, views, segment, phases, rules);
  const at = phases.indexOf(terminal);
  if (ready === null || phases.indexOf(ready) < at) return phases;
  const moved = phases.filter((p) => p !== ready);
  // When it was reached is not known: only that it was before the end.
  moved.splice(at, 0, { ...ready, at: null });
  return moved;
}

interface EndSeen {
  position: number;
  outcome: 'failed' | 'stopped';
  /** The process logged that it was told to stop (`EndRule.requested`): what it reports dying after is its teardown's. */
  requested?: true;
  /** Printed above the dead process's quoted output (`EndRule.above`): the run ended after the attempt's last line. */
  above?: true;
}

interface SignalsSeen {
  end: EndSeen | null;
  /** The first end line that holds only during start-up (`EndRule.startOnly`), judged once the phases are known. */
  startEnd: number | null;
}

// torch.distributed tags each line a rank writes to stderr (`[rank1]:   File "…/server.py", line 231, in serve_inner`, a TGI
// shard's; `[rank0]: Traceback …`, a vLLM worker's): the rules read the line the rank printed. The glog lines it tags with no
// space after the colon (`[rank1]:[E1209 …] …`) are matched anywhere in the line and stay as they are.
const RANK_TAG = /^\[rank\d+\]: /;

function untagRank(text: string): string {
  return text.startsWith('[rank') ? text.replace(RANK_TAG, '') : text;
}

/**
 * The positions inside each of the engine's trial runs (`EngineProfile.rehearsal.trial`) and dropped steps
 * (`EngineProfile.dropped`) that their end line closes, that line included.
 */
function rehearsedPositions(views: LineViews, segment: AttemptSegment, profile: EngineProfile | null): Set<number> {
  const inside = new Set<number>();
  const rehearsal = profile?.rehearsal;
  const spans: ReadonlyArray<{ begin: LineRule; end: LineRule; real?: LineRule }> = [...(rehearsal?.trial ? [rehearsal] : []), ...(profile?.dropped ?? [])];
  for (const span of spans) {
    let open: number[] | null = null;
    for (const position of segment.positions) {
      const text = views.text[position]!;
      if (open === null) {
        if (ruleHits(span.begin, text)) open = [];
        continue;
      }
      if (span.real && ruleHits(span.real, text)) open = null;
      else if (ruleHits(span.end, text)) {
        for (const p of open) inside.add(p);
        inside.add(position);
        open = null;
      } else open.push(position);
    }
  }
  return inside;
}

const GDB_TERMINATED = 'Program terminated with signal ';

/** One walk over an attempt's lines with its engine's rules: which lines name a cause, end the process, or are GPU faults. */
/** `ownWords` collects the lines a fatal source logged (`EngineProfile.fatalSources`): each is the text of the exception ending the process. */
/** No end seen yet, or only a stop nobody asked for: a death seen later is the attempt's end instead. */
function replaceable(end: EndSeen | null): boolean {
  return end === null || (end.outcome === 'stopped' && !end.requested);
}

function scanSignals(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, profile: EngineProfile | null, signals: Array<LineSignal | undefined>, ownWords: Set<number>, rehearsed: ReadonlySet<number>): SignalsSeen {
  let end: EndSeen | null = null;
  let startEnd: number | null = null;
  let previous = '';
  const dying = profile?.dyingReport;
  const dyingRole = dying === undefined ? null : memoRoleTest([dying.roles]);
  // Inside the report of a thread that died (`dyingReport.thread`), until the role logs at a level again.
  let threadReport = false;
  // The buses of GPUs a kernel line reported lost until reset, in this attempt so far.
  const lostBuses = new Set<string>();
  // The attempt's PIDs, for telling its own process in a coredump or an Xid report from another's.
  const pids = segment.pids.map((p) => p.pid);
  const kernelOnly = () => segment.positions.every((p) => isKernelLine(entries[p]!, views.text[p]!));
  for (const position of segment.positions) {
    const entry = entries[position]!;
    if (entry.identifier === 'systemd' || entry.pid === 1) continue;
    // systemd-coredump's report of the attempt's own process: it died on a core-dumping signal.
    const core = coredumpReport(entry);
    if (core !== null && replaceable(end) && isOwnCoredump(core, entry.pid, segment.mainPid, pids)) end = { position, outcome: 'failed' };
    const level = views.level[position];
    const quiet = level === 'info' || level === 'debug';
    const text = untagRank(views.text[position]!);
    const above = previous;
    previous = text;
    const read = profile ? lineSignal(profile, text, quiet, views.text[position] !== entry.message) : anyEngine(text, quiet);
    // A module that logs at ERROR only on its way out (V0's engine process): the process is ending, whatever the text says.
    const fatalSource = isFatalSourceLine(profile, entry, level) || isErrorEndLine(profile, text, level);
    if (fatalSource) ownWords.add(position);
    if (!read?.end && fatalSource && replaceable(end)) end = { position, outcome: 'failed' };
    if (dying !== undefined && views.role[position] !== null && dyingRole!(views.role[position]!)) {
      if (level !== null) threadReport = false;
      else if (ruleHits(dying.thread, text)) threadReport = true;
      else if (!threadReport && !read?.end && replaceable(end) && dying.lines.some((r) => ruleHits(r, text))) end = { position, outcome: 'failed' };
    }
    if (!read) continue;
    // A lost GPU (Xid 79, Xid 154 asking for a reset) that the driver names the attempt's own process on, in that line or a
    // later one (Xid 45, the driver tearing down that process's channels): its process had its GPU taken away and cannot go on.
    if (read.gpu && replaceable(end)) {
      const xid = xidReport(text);
      if (xid !== null && losesGpu(xid, text)) lostBuses.add(xid.bus);
      if (xid !== null && xid.pid !== null && lostBuses.has(xid.bus) && isOwnXidProcess(xid.pid, segment.mainPid, pids, kernelOnly)) end = { position, outcome: 'failed' };
    }
    // The backtrace of an error its caller caught, logged and goes on after: no cause, the process lives on.
    if (read.cause && read.end === null && ruleHits(C10_ERROR_ORIGIN, text) && HANDLED_C10_ERRORS.some((r) => ruleHits(r, above))) continue;
    // A child the server relays (a router's model instance) died or stopped: the server serves on, the death is a cause.
    // A failure the engine a host runs in-process returned to it (a failed load): the host lives on; a crash is the host's too.
    // gdb prints `Program terminated with signal …` right under its `Core was generated by` header (corelow.c): a child's core.
    const childCore = read.end !== null && text.startsWith(GDB_TERMINATED) && (profile?.childCores?.test(above) ?? false);
    const relayed = read.end !== null && (childCore || views.child[position] === 1 || (views.child[position] === 2 && !!profile?.returnedFailures?.some((r) => ruleHits(r, text))));
    // An end that holds only after a step the process takes once (`EndRule.after`), printed before that step: it recovers.
    const early = !relayed && read.after !== undefined && !printedBefore(views, segment, position, read.after);
    // A failure inside a dry run that reported its own end after it (`--fit`'s trial load, which catches what the load threw):
    // the real start follows, the process lives.
    const trial = rehearsed.has(position);
    // A death printed after the supervisor's own stop of the child began (`EndRule.stopAsked`): the child's answer to that stop.
    const answered = !relayed && !early && !trial && read.stopAsked !== undefined && printedBefore(views, segment, position, read.stopAsked);
    // A death printed after the engine's own report of the failure that ends it (`EndRule.teardownAfter`): its teardown, no cause.
    const torn = !relayed && !early && !trial && !answered && read.teardownAfter !== undefined && printedBefore(views, segment, position, read.teardownAfter);
    // An end the engine's next line says it caught (`EngineProfile.caughtBy`): that call failed, the process goes on.
    const caught = read.end !== null && profile?.caughtBy !== undefined && caughtNext(entries, views, segment, position, profile.caughtBy);
    const signal = caught ? { ...read, end: null, death: false } : relayed || early || trial ? { ...read, end: null, cause: read.cause || read.death } : answered ? { ...read, end: 'stopped' as const, death: false, requested: true as const } : torn ? { ...read, death: false, cause: false } : read;
    signals[position] = signal;
    if (signal.startOnly && !early) startEnd ??= position;
    else if (signal.end !== null && (end === null || (end.outcome === 'stopped' && !end.requested && signal.end === 'failed')))
      end = signal.requested ? { position, outcome: signal.end, requested: true } : signal.above ? { position, outcome: signal.end, above: true } : { position, outcome: signal.end };
    // A death read off a frame of a traceback (a top function whose `except Exception` logs and kills: SGLang's scheduler, vLLM's
    // engine core report) that closes on a stop's own exception line (CPython's bare KeyboardInterrupt on SIGINT): that handler
    // never caught it (KeyboardInterrupt is no Exception), multiprocessing's _bootstrap printed it, the process ended on the stop.
    else if (signal.end === 'stopped' && signal.requested && end?.outcome === 'failed' && closesFrameEnd(views, segment, end.position, position))
      end = { position, outcome: 'stopped', requested: true };
  }
  return { end, startEnd };
}

/** A traceback's frame line, `  File "…", line N, in f`. */
const FRAME_LINE = /^\s+File "[^"]*", line \d+, in /;

/**
 * Whether the end at `from` is a traceback's frame and the lines after it up to `to` are that traceback's own (frames, code and
 * caret lines, all indented): the line at `to` is then the exception line that traceback closes on.
 */
function closesFrameEnd(views: LineViews, segment: AttemptSegment, from: number, to: number): boolean {
  if (!FRAME_LINE.test(untagRank(views.text[from]!))) return false;
  const positions = segment.positions;
  // The attempt's positions ascend: start right after `from`, and stop at the first line that is no traceback's.
  let lo = 0;
  let hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (positions[mid]! <= from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < positions.length && positions[i]! < to; i++) {
    const text = untagRank(views.text[positions[i]!]!);
    if (text !== '' && !/^\s/.test(text)) return false;
  }
  return true;
}

/** Whether the next non-blank line the same process printed after `position` is one of the rules'. */
function caughtNext(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, position: number, rules: readonly LineRule[]): boolean {
  const pid = entries[position]!.pid;
  for (let i = segment.positions.indexOf(position) + 1; i < segment.positions.length; i++) {
    const p = segment.positions[i]!;
    if (entries[p]!.pid !== pid) continue;
    const text = untagRank(views.text[p]!);
    if (text.trim() !== '') return rules.some((r) => ruleHits(r, text));
  }
  return false;
}

/** Whether a line of the rule (of any of the rules) came earlier in the attempt than `position`. */
function printedBefore(views: LineViews, segment: AttemptSegment, position: number, rule: LineRule | readonly LineRule[]): boolean {
  const rules: readonly LineRule[] = 'needle' in rule ? [rule] : rule;
  for (const p of segment.positions) {
    if (p >= position) return false;
    const text = untagRank(views.text[p]!);
    if (rules.some((r) => ruleHits(r, text))) return true;
  }
  return false;
}

/**
 * A start-up-only end line (a CLI's `Error: …`) ends the attempt when nothing before it shows the server past its start:
 * no milestone (its runner's `init` included), no child's death it reported, no error it answered with.
 */
function startupEnd(entries: readonly JournalEntry[], seen: SignalsSeen, phases: PhaseMark[], errors: ErrorBlock[], engine: EngineProfile | null): EndSeen | null {
  if (seen.end !== null || seen.startEnd === null) return seen.end;
  const seq = entries[seen.startEnd]!.seq;
  if (phases.some((p) => p.name !== 'spawned' && p.seq < seq)) return null;
  const children = engine?.childDeaths ?? [];
  if (errors.some((e) => e.seqs[0]! < seq && (isWrapperText(ENGINES, e.headline) || children.some((r) => ruleHits(r, e.headline))))) return null;
  return { position: seen.startEnd, outcome: 'failed' };
}

/** Python's report of an exception nothing caught (group-errors marks it `end`): that process is gone, as after an end line. */
function uncaughtEnd(entries: readonly JournalEntry[], segment: AttemptSegment, errors: ErrorBlock[], end: EndSeen | null, engine: EngineProfile | null): EndSeen | null {
  if (end?.outcome === 'failed' || end?.requested || engine?.nativeServer) return end;
  const uncaught = errors.find((e) => e.kind === 'traceback' && e.signal === 'end');
  if (!uncaught) return end;
  return { position: segment.positions[indexOfSeq(entries, segment.positions, uncaught.seqs[0]!)]!, outcome: 'failed' };
}

/**
 * A finished traceback after the last milestone: during start-up it ended the attempt, whichever of its processes printed it.
 * The servers re-raise a child's start-up error in the parent (vLLM's engine core a worker's, the API server the engine core's),
 * so a journal that names the main PID, whose children print through its stream, reads as the bare output that names none.
 */
function fatalTraceback(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: PhaseMark[], errors: ErrorBlock[], engine: EngineProfile | null): ErrorBlock | null {
  const after = lastMilestoneSeq(phases);
  // A traceback marked `state` is one Python reported as ignored (group-errors): no death of its own, and no sign that the
  // process went on erring either (a destructor's at interpreter exit follows the exception that ended it).
  // One a host caught (`caught`: text-generation-webui's failed load) named why the load failed; the host lives on.
  // One a thread died of (threading.excepthook's report) ended that thread: the process serves or waits on without it.
  // One the process answered a request right after (uvicorn's access line) was caught: the process serves on.
  // One the engine's logger relayed below warning (a program's print of it, `relayed`) is no report of a death.
  // One the engine always catches and goes on after (`EngineProfile.survived`) ends nothing, however it was logged.
  // One a worker answered a request with (`ANSWERED_HEADERS`) failed that request: the worker serves on.
  const counted = errors.filter((e) => !(e.kind === 'traceback' && e.signal === 'state') && !e.caught && !e.answered && !e.thread && !e.relayed && !isSurvived(e, engine) && !answeredAfter(entries, views, segment.positions, e));
  const last = counted[counted.length - 1];
  return counted.find((e) => !e.recurring && e.seqs[0]! > after && (e.kind === 'traceback' ? isExceptionLine(e.headline) : e === last && lastWords(e))) ?? null;
}

/**
 * Python's report of an uncaught exception ends with its exception line, and the process with it: a lone exception line
 * (its frames not shown) with no error after it is that report. One the process went on erring after was caught (a loop's).
 */
function lastWords(e: ErrorBlock): boolean {
  return e.kind === 'error' && isDeathException(e.headline);
}

/**
 * A real cause (an exception or a cause line, not a wrapper) printed after the last milestone, or a state of the host that
 * holds for the run, printed at any time (ggml found no GPU: no later milestone brought one). Not an exception the server
 * answered a request with and served on after (`EngineProfile.answers`): that one failed a request, not the server.
 */
function lateCause(phases: PhaseMark[], errors: ErrorBlock[], engine: EngineProfile | null): ErrorBlock | null {
  const after = lastMilestoneSeq(phases);
  const answered = answeredErrors(errors, engine);
  // A fault a supervisor acts on in another line (kubelet's failed probe) ends nothing until that line is seen.
  return findRootCause(errors.filter((e) => !answered.has(e) && !SUPERVISOR_FAULTS.some((r) => ruleHits(r, e.headline)) && (e.seqs[0]! >= after || isLastingCause(e, engine) || holdsForRun(e))), -1, 1, engine);
}

function outcomeOf(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: PhaseMark[], errors: ErrorBlock[], end: EndSeen | null, engine: EngineProfile | null): Outcome {
  const ready = phases.some((p) => p.name === 'ready');
  if (segment.ended) {
    if (segment.failed) return 'failed';
    // An orderly exit after the server died by itself is still a failure.
    return !segment.stopRequested && (end?.outcome === 'failed' || (end !== null && !end.requested && lateCause(phases, errors, engine))) ? 'failed' : 'stopped';
  }
  if (segment.failed) return 'failed';
  if (end) {
    if (end.outcome === 'failed') return 'failed';
    return !segment.stopRequested && !end.requested && lateCause(phases, errors, engine) ? 'failed' : 'stopped';
  }
  // systemd printed `Stopping …` and sent the unit its stop signal (SIGTERM unless KillSignal= says otherwise), on which each
  // of the servers shuts down; nothing after it says the stop went wrong (a stop timeout or a failed exit would have ended the
  // attempt above), so the excerpt ends inside a requested stop.
  if (segment.stopRequested) return 'stopped';
  if (!ready && !engine?.nativeServer && fatalTraceback(entries, views, segment, phases, errors, engine)) return 'failed';
  // A fault after the last milestone that leaves the process's GPU unusable (CUDA's device-side assert): it lives on, its
  // HTTP side may still answer, but it runs no more kernels. Not one that a later milestone outlived. So for a serving loop the
  // engine says it left (`EngineProfile.halts`): the process answers nothing more.
  const after = lastMilestoneSeq(phases);
  if (errors.some((e) => e.seqs[0]! > after && (losesDevice(e) || haltsServing(e, engine)))) return 'failed';
  // Over without an exit line: a newer start followed, or the terminal's prompt came back. Not ready, it died starting.
  if (segment.superseded || segment.shellReturned) return ready && !lateCause(phases, errors, engine) ? 'stopped' : 'failed';
  return ready && !childDied(entries, views, segment, childPhases(entries, views, segment, phases, engine), errors, engine) && !errors.some((e) => isLastingCause(e, engine)) ? 'ready' : 'running';
}

/**
 * For a server whose per-load child may die under it (Ollama's runner), the phases without a ready that only a request line
 * proves: Gin logs a request when its answer is sent, so the 200 of one the child finished just before dying can follow the
 * child's last words, and it shows no load that came up after them.
 */
function childPhases(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: PhaseMark[], engine: EngineProfile | null): PhaseMark[] {
  return engine?.childDeaths ? startupPhases(entries, views, segment, phases, engine.phases) : phases;
}

/**
 * A child the server started per model load (Ollama's runner) died after the last milestone and no load came up after it:
 * the server lives, its model does not. Phases keep only each milestone's first line, so a later load's ready is looked for here.
 * Only a load's own ready line (`llama runner started in …`) shows one: a request's line is logged when its answer is sent, so
 * one the dead runner finished just before its death may follow the death's line (Gin's 200 in the same second).
 */
function childDied(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, phases: PhaseMark[], errors: ErrorBlock[], engine: EngineProfile | null): boolean {
  const rules = engine?.childDeaths;
  if (!rules) return false;
  const after = lastMilestoneSeq(phases);
  const death = errors.findLast((e) => e.seqs[0]! > after && rules.some((r) => ruleHits(r, e.headline)));
  if (!death) return false;
  const ready = engine.phases.filter((r) => r.phase === 'ready' && !r.serving);
  const from = indexOfSeq(entries, segment.positions, death.seqs[0]!);
  for (let i = from + 1; i < segment.positions.length; i++) {
    const text = views.text[segment.positions[i]!]!;
    if (ready.some((r) => ruleHits(r, text))) return false;
  }
  return true;
}

/**
 * An end line inside a traceback the process printed on its way out (the first ERROR line of a module that logs only then):
 * the report ends on its exception line, and the process with it. That line, not the first frame the window shows, is where
 * the attempt ended, and the one a page quotes when no cause was printed.
 */
function reportEnd(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, errors: readonly ErrorBlock[], position: number): number {
  const seq = entries[position]!.seq;
  const block = errors.find((e) => e.kind === 'traceback' && e.seqs[0]! <= seq && e.seqs[e.seqs.length - 1]! >= seq);
  if (!block) return position;
  const last = block.seqs[block.seqs.length - 1]!;
  let found = position;
  for (let i = indexOfSeq(entries, segment.positions, seq); i < segment.positions.length && entries[segment.positions[i]!]!.seq <= last; i++) {
    if (views.text[segment.positions[i]!]!.includes(block.headline)) found = segment.positions[i]!;
  }
  return found;
}

function terminalMark(entries: readonly JournalEntry[], views: LineViews, segment: AttemptSegment, errors: readonly ErrorBlock[], outcome: Outcome, fatal: ErrorBlock | null, end: EndSeen | null): PhaseMark | null {
  if (outcome !== 'failed' && outcome !== 'stopped') return null;
  const event =
    segment.events.find((e) => (outcome === 'failed' ? e.event.failure : TERMINAL_KINDS.has(e.event.kind))) ??
    // A stop whose end the excerpt does not show: systemd's `Stopping …` is where it began.
    (outcome === 'stopped' ? segment.events.find((e) => e.event.kind === 'stopping') : undefined);
  const position = event?.position ?? (end ? reportEnd(entries, views, segment, errors, end.position) : undefined);
  if (position !== undefined) {
    const entry = entries[position]!;
    // A report printed above the output it quotes (`EndSeen.above`): the run it ends came first, so the mark goes after it.
    const seq = event === undefined && end?.above ? Math.max(entry.seq, entries[segment.positions.at(-1)!]!.seq) : entry.seq;
    return { name: outcome, at: entry.ts, seq, line: entry.message, sincePreviousUs: null };
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

/** Attempts, their engines, phases, errors, root causes and an ETA for one unit's entries. */
export function analyse(entries: readonly JournalEntry[], opts: AnalyseOptions = {}): Analysis {
  const views = viewLines(entries);
  const split = splitAttempts(entries, views);
  const profiles = split.attempts.map((segment) => attemptEngine(entries, views, segment.positions));
  // A run known only by repeating the run before's last word is that program again: its engine, where no line of its own names one.
  split.attempts.forEach((segment, i) => {
    if (profiles[i] === null && segment.repeatOf !== null) profiles[i] = profiles[segment.repeatOf] ?? null;
  });
  // Sized up front: writes at scattered positions into `[]` would make V8 keep it as a slow dictionary, read on every line.
  const signals = new Array<LineSignal | undefined>(entries.length);
  const ownWords = new Set<number>();
  const rehearsedBy = split.attempts.map((segment, i) => rehearsedPositions(views, segment, profiles[i] ?? null));
  const ends = split.attempts.map((segment, i) => scanSignals(entries, views, segment, profiles[i]!, signals, ownWords, rehearsedBy[i]!));
  const blocks = groupErrors(entries, split, signals, ownWords);
  const errorsBy: ErrorBlock[][] = split.attempts.map(() => []);
  for (const b of blocks) errorsBy[b.attemptIndex]?.push(b);
  split.attempts.forEach((segment, i) => {
    markProbed(entries, views, segment, errorsBy[i]!, profiles[i] ?? null);
    markRetried(entries, views, segment, errorsBy[i]!, profiles[i] ?? null);
    markRequestAnswered(entries, views, segment, errorsBy[i]!, profiles[i] ?? null);
  });
  // What a dry run printed before its own end line is that trial's answer, no cause of the real start after it.
  split.attempts.forEach((segment, i) => {
    const rehearsed = rehearsedBy[i]!;
    if (rehearsed.size === 0) return;
    const seqs = new Set([...rehearsed].map((p) => entries[p]!.seq));
    for (const e of errorsBy[i]!) if (seqs.has(e.seqs[0]!)) e.probed = true;
  });
  const phasesBy = split.attempts.map((segment, i) => detectPhases(entries, views, segment, milestoneRules(profiles[i]?.phases ?? ALL_PHASES), profiles[i]?.rehearsal));
  markRecurring(
    split.attempts.map((segment, i) => ({ errors: errorsBy[i]!, phases: startupPhases(entries, views, segment, phasesBy[i]!, profiles[i]?.phases ?? ALL_PHASES) })),
    opts.noisePatterns ?? [],
  );
  // A cause no later milestone survives is never noise, also where it was printed before ready too.
  for (const [i, errors] of errorsBy.entries()) for (const e of errors) if (e.recurring && isLastingCause(e, profiles[i] ?? null)) e.recurring = false;

  let currentAttempt: number | null = split.attempts.length > 0 ? split.attempts.length - 1 : null;
  let currentMatched = false;
  if (opts.currentInvocationId) {
    const match = split.attempts.find((a) => a.invocationId === opts.currentInvocationId);
    if (match) {
      currentAttempt = match.index;
      currentMatched = true;
    }
  }

  const attempts: Attempt[] = split.attempts.map((segment, i) => {
    const errors = errorsBy[i]!;
    let phases = phasesBy[i]!;
    const engine = profiles[i] ?? null;
    const end = uncaughtEnd(entries, segment, errors, teardownEnd(entries, views, segment, phases, startupEnd(entries, ends[i]!, phases, errors, engine), engine), engine);
    const outcome = outcomeOf(entries, views, segment, phases, errors, end, engine);
    const fatal =
      outcome === 'failed'
        ? findRootCause(errors, lastMilestoneSeq(end ? servedBefore(entries, views, segment, phases, entries[end.position]!.seq, profiles[i]?.phases ?? ALL_PHASES) : phases), 5, engine)
        : outcome === 'running'
          ? lateCause(childPhases(entries, views, segment, phases, engine), errors, engine)
          : null;
    const terminal = terminalMark(entries, views, segment, errors, outcome, fatal, end);
    if (terminal) phases = withDurations(servedBeforeEnd(entries, views, segment, [...phases, terminal].sort((a, b) => a.seq - b.seq), terminal, engine?.phases ?? ALL_PHASES));
    const over = outcome === 'failed' || outcome === 'stopped';
    const endTs = segment.end ?? (end ? entries[end.position]!.ts : null) ?? (over ? lastTs(entries, segment.positions) : null);
    const restartCounter =
      segment.restartCounter ?? (i === currentAttempt && currentMatched && opts.currentRestarts != null ? opts.currentRestarts : null);
    return {
      id: segment.id,
      engine: profiles[i]?.id ?? 'unknown',
      index: segment.index,
      invocationId: segment.invocationId,
      mainPid: segment.mainPid,
      pids: segment.pids,
      start: segment.start,
      end: endTs,
      firstSeq: segment.firstSeq,
      lastSeq: segment.lastSeq,
      entryCount: segment.entryCount,
      outcome,
      exitStatus: segment.exitStatus ?? (over && !end && segment.superseded ? NO_EXIT_LINE : null),
      restartCounter,
      startedBeforeWindow: segment.startedPosition === null && segment.spawnPosition === null,
      phases,
      fatal,
      gpuFault: errors.find((e) => e.signal === 'gpu') ?? null,
      endSeq: end ? entries[end.position]!.seq : null,
      errors,
      loadProgress: lastLoadProgress(entries, views, segment, phasesBy[i]!),
      isCurrent: i === currentAttempt,
      startup: attemptStartup(entries, segment.positions, phasesBy[i]!.find((p) => p.name === 'ready')?.seq ?? null),
      changedSinceReady: [],
    };
  });
  changedSinceReady(attempts).forEach((changes, i) => (attempts[i]!.changedSinceReady = changes));

  let now = opts.now ?? null;
  for (let i = entries.length - 1; now === null && i >= 0; i--) now = entries[i]!.ts;
  return { attempts, entryAttempt: split.entryAttempt, currentAttempt, eta: estimateEta(attempts, currentAttempt, now) };
}
