import type { JournalEntry, Level } from '@/lib/journal/types';
import type { ErrorBlock } from './types';
import type { LineSignal } from './engines/rule-sets';
import { ANSWERED_HEADERS, CAUGHT_LOAD_HEADERS } from './engines/common';
import { GGML_ABORT_CUT_LOCATION } from './engines/llamacpp';
import { ruleHits } from './engines/rule-hit';
import { normaliseSignature } from './normalise-signature';
import { SYSTEMD_ACTIONS } from './systemd-messages';
import { isForkedChild } from './classify-systemd-event';
import type { AttemptSplit } from './split-attempts';

const TRACEBACK = 'Traceback (most recent call last)';
const TRACEBACK_HEADER = `${TRACEBACK}:`;
const CHAIN = /^(The above exception was the direct cause of the following exception:|During handling of the above exception, another exception occurred:)$/;
// Ray re-raises a remote task's exception under a class it names after both (`RayTaskError(AssertionError)`), which Python's
// traceback prints as is: `ray.exceptions.RayTaskError(AssertionError): ray::_AsyncLLMEngine.step() (pid=…)`.
const CAUSE_CLASS = String.raw`(?:\([A-Za-z_][\w.]*\))?`;
// A class whose name does not say it is an exception is one when its module says so: Triton's `triton.runtime.errors.OutOfResources`,
// Dynamo's `torch._dynamo.exc.Unsupported` (libraries keep their exception classes in an `errors`, `exceptions` or `exc` module).
const MODULE_NAMED = String.raw`(?:[A-Za-z_]\w*\.)*(?:errors|exceptions|exc)\.[A-Z]\w*`;
// A logger may print an exception as its repr, the message quoted in the call (`RuntimeError('The Inner error is reported as
// above. …')`): V0's MQLLMEngine.start logs `logger.exception(repr(e))` over the traceback (vllm/engine/multiprocessing/engine.py).
const REPR_MESSAGE = String.raw`\((?:'.*'|".*")\)`;
const REPR_LINE = new RegExp(String.raw`^(?:[A-Za-z_]\w*\.)*\w+${REPR_MESSAGE}$`);
const EXCEPTION = new RegExp(String.raw`^(?=[A-Za-z_])(?:(?:[A-Za-z_]\w*\.)*\w*(?:Error|Exception|Exit|Interrupt|Warning|Failure|Fault)|${MODULE_NAMED})${CAUSE_CLASS}(?::.*|${REPR_MESSAGE})?$`);
// A traceback's last line standing alone (its header cut off above the window); warnings are not deaths.
// `Class:` alone is Python's `Class: ` before a message that begins with a newline (see EMPTY_FIRST_LINE), the space trimmed.
const LONE_EXCEPTION = new RegExp(String.raw`^(?:(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Failure|Fault)|${MODULE_NAMED})${CAUSE_CLASS}(?:: .*|:)?$`);
// An error line that carries an exception: `… RuntimeError: flashinfer-cubin version (0.6.3) does not match …`.
const CARRIES_EXCEPTION = new RegExp(String.raw`(?:^|[\s(\[])(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception)${CAUSE_CLASS}: \S`);
// Python prints a traceback's last line as the raised class's qualified name, whatever that name says: the last frame's
// `raise Name(…)` names it (`raise InapplicableConstraint(…)`, then `triton_kernels.….opt_flags.InapplicableConstraint: …`).
const RAISED_CLASS = /^raise (?:[A-Za-z_]\w*\.)*([A-Z]\w*)(?:\(|$)/;
const QUALIFIED_CLASS = /^(?:[A-Za-z_]\w*\.)*([A-Z]\w*)(?::|$)/;
const FRAME = /^\s*File ".*", line \d+/;
const MARKED_FRAME = /^\s*> File ".*", line \d+/;
// The outermost frame of Python's own report of an uncaught exception: the main module's, or a multiprocessing child's
// `_bootstrap` (it prints `Process Name:` and the traceback, then exits 1). A logged exception starts where it was caught.
// `_bootstrap` is never below another frame: a paste that starts at it (the banner and header cut) is that report all the same.
const BOOTSTRAP_FRAME = /^File ".*[/\\]multiprocessing[/\\]process\.py", line \d+, in _bootstrap$/;
const TOP_FRAME = new RegExp(`^File ".*", line \\d+, in (?:<module>|_run_module_as_main)$|${BOOTSTRAP_FRAME.source}`);
// The outermost frame of a thread's uncaught exception: threading.excepthook prints `Exception in thread NAME:` and the stack
// from `Thread._bootstrap_inner` down, and only that thread ends; the process and its other threads go on.
const THREAD_FRAME = /^File ".*[/\\]threading\.py", line \d+, in _bootstrap_inner$/;
// threading.excepthook's own header (`print(f"Exception in thread {thread.name}:")` in Lib/threading.py) above that stack: a paste
// that cut the stack down to its last frames still reports a thread's exception, not the process's.
const THREAD_HEADER = /^Exception in thread .+:$/;
// faulthandler's dump of a thread's stack: `File "…", line N in func`, innermost first, no comma before `in` (Python's own
// traceback prints `, in`). faulthandler writes one by itself only as the process dies of a fatal signal (SIGSEGV, SIGABRT,
// SIGBUS, SIGFPE, SIGILL; `Fatal Python error: …` and `Current thread 0x… (most recent call first):` above it): frames in
// this form whose header was cut off above the window are that death's report all the same (vllm-project/vllm#3878).
const FAULTHANDLER_FRAME = /^File "[^"]*", line \d+ in \S+\s*$/;
const RANK_PREFIX = /^\[rank\d+\]:/;
const PROCESS_BANNER = /^Process [\w-]+:$/;
const RAISE_LINE = '    raise ';
// Python's default unraisable hook (sys.unraisablehook) reports an exception it could not raise, from a `__del__`, a weakref
// callback or a finaliser, as `Exception ignored in: <function X.__del__ at 0x…>` (3.14: `Exception ignored while calling
// deallocator …:`) above its traceback, and goes on: that traceback is no cause and no end of the process.
const IGNORED_HEADER = /^Exception ignored (?:in: |while |on )/;
const MARKERS_ONLY = /^[\^~\s]*$/;
// An exception whose message ends where it names what it caught, the caught one's `Class: message` on the next line: Dynamo's
// `torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:` (torch/_dynamo/exc.py builds its message as
// `backend={name!r} raised:\n{type(inner).__name__}: {inner}`), over the compile backend's own error (a Triton kernel that
// cannot load, a ptxas failure).
const WRAPS_NEXT_LINE = /^(?:[A-Za-z_]\w*\.)*\w+: .* raised:$/;
// Python prints `Class: ` and the message as it is: one that begins with a newline (sgl_kernel's loader raises
// `ImportError("\n[sgl_kernel] CRITICAL: Could not load any common_ops library!\n…")`) leaves the class alone on its line and
// the message's first words on the next one.
const EMPTY_FIRST_LINE = /^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*:$/;
const MAX_MESSAGE_CONTINUATION = 5;
// triton-ascend's MLIRCompilationError (triton/compiler/errors.py on Ascend) builds its message as `\n` + the banner
// `///------------------[ERROR][Triton][BEG]------------------` + `[<stage>] encounters error:` + the failing tool's own
// output + the `[END]` banner: the class stands alone on its line, and the first line past the banner and the stage line
// (`bishengir-compile: for the --target option: Cannot find option named 'Ascend910B4-1'!`) is what failed.
const MLIR_COMPILATION_WRAPPER = /^(?:[A-Za-z_]\w*\.)*MLIRCompilationError:$/;
const TRITON_ASCEND_FRAMING = /^\/\/\/-+\[ERROR\]\[Triton\]\[BEG\]-+$|^\[\w+\] encounters error:$/;
// Triton's make_cubin (backends/nvidia/compiler.py) raises on a failed ptxas with a message whose first line only says that
// ptxas failed, ptxas's own stderr on the lines below it: up to 3.2 `RuntimeError(f'Internal Triton PTX codegen error: \n{log}')`
// (`` `ptxas` failed with error code N: \n{log} `` for other exit codes), later `PTXASError(f"{error}\n`ptxas` stderr:\n{log}…")`.
// ptxas's first error line (`ptxas fatal   : Value 'sm_120' is not defined for option 'gpu-name'`) is what failed: it joins the
// headline, its `` `ptxas` stderr: `` header and info or warning lines before it are the same message.
const PTXAS_WRAPPER = /^(?:[A-Za-z_]\w*\.)*(?:RuntimeError|PTXASError): (?:PTXAS error: )?(?:Internal Triton PTX codegen error|`ptxas` failed with error code \d+):?\s*$/;
const PTXAS_ERROR = /^ptxas(?: [^,\s]+, line \d+;)? (?:fatal|error)\s*: \S/;
// torch_npu's NPU_CHECK_ERROR raises its RuntimeError (`… NPU function error: call aclnnArange failed, error code is 561103`)
// with PTA_ERROR's line and then CANN's own error messages (c10_npu::acl::AclGetErrMsg) appended to the message:
// `[ERROR] 2025-09-19-14:34:08 (PID:5625, Device:0, RankID:-1) ERR00100 PTA call acl api failed.`, `EZ9999: Inner Error!`,
// `EZ9999: [PID: 5625] 2025-09-19-14:34:08.166.059 Parse dynamic kernel config fail.` and CANN's indented `TraceBack` lines
// under it. They are the exception's message, not errors after it: the process still ends on that exception.
const NPU_MESSAGE_TAIL = /^\[ERROR\] \d{4}-\d\d-\d\d-\d\d:\d\d:\d\d \(PID:\d+, Device:-?\d+, RankID:-?\d+\) ERR\d{5} |^E[A-Z][0-9A-Z]{4}(?:: |\[PID: \d+\] )\S/;
const HEADER_LOOKBACK = 64;
// vLLM prints the header and its traceback together; an ERROR seconds earlier is another error.
const HEADER_MAX_GAP_US = 2_000_000;

interface OpenTraceback {
  attemptIndex: number;
  pid: number | null;
  seqs: number[];
  at: number | null;
  chain: string[];
  lastText: string;
  /** The last `File "…", line N, in f` line: where a traceback cut before its exception line was. */
  lastFrame: string | null;
  frameIndent: number;
  stage: 'frames' | 'after' | 'gap';
  afterFile: boolean;
  source: string | null;
  continuation: number;
  /** Opened by a `Traceback` header or a frame line, not only by an exception line. */
  framed: boolean;
  /** The next frame line is the first of a `Traceback` section. */
  awaitFrame: boolean;
  /** The last section began at a top frame: the interpreter reports an exception nothing caught, and the process ends. */
  uncaught: boolean;
  /** The last section began at threading's `_bootstrap_inner`: a thread's uncaught exception, which ends that thread only. */
  threaded: boolean;
  /** Headed by threading.excepthook's `Exception in thread NAME:` line: every section of the report is that thread's. */
  threadHeaded: boolean;
  /** Headed by multiprocessing's `Process Name:` banner: the child's report of what its target raised, whatever section comes first. */
  bannered: boolean;
  /** Its lines carry torch.distributed's `[rankN]: ` tag, which only the interpreter's report of an uncaught exception gets. */
  rankTagged: boolean;
  /**
   * A logger's message line headed it (`logger.exception`): caught, whatever its frames (loguru prints them up to `<module>`).
   * Or the engine's logger stamped its header below warning level: the interpreter writes its report of an uncaught exception
   * raw to stderr, never through a logger (TGI's launcher relays a shard's non-JSON stdout line by line at DEBUG, and keeps
   * its stderr until the shard exits).
   */
  logged: boolean;
  /** The engine's logger stamped its header below warning level: a program's print of an exception, relayed (see `logged`). */
  relayed: boolean;
  /** Headed by the unraisable hook's `Exception ignored in: …`: Python reported it and went on. */
  ignored: boolean;
  /** Headed by a host's word that it caught a model load's exception (`CAUGHT_LOAD_HEADERS`): a cause, the process lives on. */
  caught: boolean;
  /** Headed by a worker's word that the exception is one request's (`ANSWERED_HEADERS`): that request failed, the process serves on. */
  answered: boolean;
  /** Headed by the process's warning record on the line right above: with a loguru-marked frame, caught, logged and survived. */
  warned: boolean;
  /** Holds loguru's `> File …` frame, the one that caught the exception: Python's own report of an uncaught one never marks a frame. */
  marked: boolean;
  /** Its warning line is a record a supervisor relays from its child's structured log (`EnginePrefix.relay`): the traceback is that record's own. */
  warningRelayed: boolean;
  /** The cause the opening line named before its `Traceback` (V0's `Exception in worker … : NCCL error: …, Traceback …`): the headline while no exception line follows. */
  opener: string | null;
  /** Its exception line is known only by the last frame's `raise` of that class (a name without Error or Exception in it). */
  raisedNamed: boolean;
  /** Its message went on with torch_npu's and CANN's error lines (`NPU_MESSAGE_TAIL`): CANN's indented lines under them are the message too. */
  npuTail: boolean;
  /** Position of its last line. */
  lastPosition: number;
}

// Python prints an exception's message after `Class: ` as it is, newlines and all (NCCL's `DistBackendError: NCCL error in: …`
// goes on with `ncclUnhandledCudaError: …`, `Last error:`, the CUDA failure), and a chained report's separator only after the
// whole message: unleveled lines of the same process between an exception line and that separator are the message.
const MAX_MESSAGE_LINES_BEFORE_CHAIN = 12;

/** The last ERROR line or `Process X:` banner of a process: a traceback right after it takes it in. */
interface Header {
  position: number;
  seq: number;
  at: number | null;
  /** Index of its own error block, removed when a traceback takes it in. */
  blockIndex: number | null;
  /** The record's further lines (`sameRecordLine`): their positions and blocks, the traceback takes them in with the header. */
  more?: { position: number; seq: number; blockIndex: number }[];
}

/**
 * vLLM's NewLineFormatter (vllm/logging_utils/formatter.py) prints every line of a record's message under the record's own
 * prefix: `logger.exception(e)` in V0's run_mp_engine, where `e` is choose_mp_linear_kernel's ValueError ('Failed to find a
 * kernel that can implement the WNA16 linear layer. Reasons:' and one line per kernel), prints the message's first line, its
 * other lines under the same `ERROR MM-DD HH:MM:SS engine.py:366]`, then the Traceback. A line with the very same prefix
 * (level, stamp, `file:line`) right after a header that ends in a colon (`Reasons:`, announcing the lines under it) goes on
 * that header's message: the header stays that line. A header without the colon may be a message's middle, its start cut off
 * (vllm-project/vllm-ascend#1047: `Note: …` then torch_npu's `[ERROR] … ERR00100 PTA call acl api failed.`): the last line heads.
 */
function sameRecordLine(header: JournalEntry, entry: JournalEntry): boolean {
  const a = header.vllm;
  const b = entry.vllm;
  return a != null && b != null && a.source !== null && a.stamp !== null && a.source === b.source && a.stamp === b.stamp && a.level === b.level && a.pid === b.pid && a.role === b.role;
}

// Rust's panic hook since 1.73 prints where on the header line and what on the next: `thread 'main' panicked at
// router/src/infer.rs:324:14:` then `called `Result::unwrap()` on an `Err` value: …` (std's default_hook, library/std/src/panicking.rs).
// The header alone names only a source line; the message is the cause.
const PANIC_HEADER = /^thread '[^']*' panicked at \S+:\d+:\d+:$/;
// ggml_abort's location cut from its message by a wrap (see GGML_ABORT_CUT_LOCATION): the message is the next line likewise.
const NEXT_LINE_HEADERS: readonly RegExp[] = [PANIC_HEADER, GGML_ABORT_CUT_LOCATION];

// faulthandler's header (`Fatal Python error: Segmentation fault`): the process's own report of its death by a signal, written
// straight to stderr; when several processes die at once it can land inside another's line.
const FAULTHANDLER_HEADER = 'Fatal Python error: ';

// Checks the ends of the line only: this runs on every line.
function opensTraceback(raw: string): boolean {
  const end = raw.charCodeAt(raw.length - 1) === 58 ? raw : raw.trimEnd();
  if (end.endsWith(TRACEBACK_HEADER)) return true;
  // A slice can begin inside a traceback: a bare frame line opens one too, loguru's too (it marks the frame that caught the
  // exception with `> `, so a paste cut just above that frame begins with it).
  const at = indentOf(raw);
  return raw.startsWith('File "', at) ? FRAME.test(raw) : raw.startsWith('> File "', at) && MARKED_FRAME.test(raw);
}

/** The exception line of the class the last frame's `raise` line raised. */
function raisedByLastFrame(lastText: string, text: string): boolean {
  if (!lastText.startsWith('raise ')) return false;
  const raised = RAISED_CLASS.exec(lastText);
  const line = raised === null ? null : QUALIFIED_CLASS.exec(text);
  return line !== null && line[1] === raised![1];
}

function indentOf(raw: string): number {
  let i = 0;
  while (raw.charCodeAt(i) === 32) i++;
  return i;
}

/** `RuntimeError: …`, `torch.OutOfMemoryError: …`: the last line of a finished traceback. */
export function isExceptionLine(text: string): boolean {
  return EXCEPTION.test(text);
}

/** A finished traceback's last line that means a failure (not a warning): the process that printed it was past its start. */
export function isDeathException(text: string): boolean {
  return LONE_EXCEPTION.test(text);
}

export function carriesException(text: string): boolean {
  return CARRIES_EXCEPTION.test(text);
}

// systemd's forked child logs only what keeps it from exec'ing the unit's command (`classify-systemd-event`'s FORKED_CHILD).
function isErrorLine(entry: JournalEntry, level: Level | null): boolean {
  if (level) return level === 'error' || level === 'critical';
  if (isForkedChild(entry.identifier)) return true;
  if (entry.priority !== null && entry.priority <= 3) return true;
  return /^(?:ERROR|CRITICAL|FATAL)[:\s]/.test(entry.message);
}

// Ray's log deduplication appends how often other processes printed the same line: not part of the error's text.
const RAY_REPEATED = / \[repeated \d+x across cluster\]$/;

function withoutRayRepeat(headline: string): string {
  return headline.endsWith(' across cluster]') ? headline.replace(RAY_REPEATED, '') : headline;
}

function block(
  kind: ErrorBlock['kind'],
  attemptIndex: number,
  pid: number | null,
  seqs: number[],
  at: number | null,
  printed: string,
  chain?: string[],
  signal?: ErrorBlock['signal'],
): ErrorBlock {
  const headline = withoutRayRepeat(printed);
  const out: ErrorBlock = {
    id: `${attemptIndex}:${seqs[0]}`,
    attemptIndex,
    pid,
    kind,
    headline,
    seqs,
    at,
    signature: normaliseSignature(headline),
    recurring: false,
  };
  if (chain && chain.length > 1) out.chain = chain;
  if (signal) out.signal = signal;
  return out;
}

const FRAME_PARTS = /^>?\s*File "(?:.*[/\\])?([^/\\"]+)", line (\d+)(?:, in (.+))?$/;

/**
 * A traceback that ends before its exception line (the paste or the window stops there): its last source line is
 * no error of its own, so the block says where the stack was cut, and what that frame was doing.
 */
const CUT = 'Traceback cut before its exception line';
// The frame's own line raising a new exception of a named class with its message: what the cut-off line would have printed.
// `raise Exception(` with the message on the next lines names only the class.
const CUT_AT_RAISE = /^Traceback cut before its exception line, at .*?: raise (?:[A-Za-z_]\w*\.)*[A-Z]\w*\([rRfFbBuU]{0,2}["']/;

/** A traceback cut before its exception line whose last frame's line is `raise SomeError("message")`: it shows what was raised. */
export function cutAtRaise(headline: string): boolean {
  return headline.startsWith(CUT) && CUT_AT_RAISE.test(headline);
}

function cutHeadline(tb: OpenTraceback): string {
  const frame = tb.lastFrame ? FRAME_PARTS.exec(tb.lastFrame) : null;
  const code = tb.lastText === tb.lastFrame || tb.lastText.startsWith(TRACEBACK) ? '' : tb.lastText;
  const where = frame ? `${frame[1]}:${frame[2]}${frame[3] ? ` in ${frame[3]}` : ''}` : '';
  const tail = [where, code].filter(Boolean).join(': ');
  return tail ? `${CUT}, at ${tail}` : CUT;
}

function signalKind(signal: LineSignal): ErrorBlock['signal'] {
  return signal.gpu ? 'gpu' : signal.cause ? 'cause' : signal.death ? 'end' : 'state';
}

/**
 * Tracebacks grouped per process through interleaved lines, headlined by their original exception; error lines;
 * lines an engine rule flags (`signals`, by position) even when they carry no error level.
 */
/**
 * The exception that names a chained traceback: its original cause, except that a repr the logger printed over the traceback
 * yields to the traceback's own exception line (the same exception printed whole), and a bare exception name with no message
 * yields to the next one when that re-raises the same class with a message (`raise TimeoutError("RPC call to execute_model timed
 * out.") from e` in vLLM's multiproc executor, vllm-project/vllm-ascend#4426): the same failure, told what it was.
 */
function headlineOfChain(chain: readonly string[]): string | undefined {
  let i = chain.length > 1 && REPR_LINE.test(chain[0]!) ? 1 : 0;
  const cause = chain[i];
  if (cause !== undefined && BARE_EXCEPTION.test(cause) && chain[i + 1]?.startsWith(`${cause}: `)) i++;
  return chain[i];
}
const BARE_EXCEPTION = /^[A-Za-z_][\w.]*$/;

/**
 * `ownWords`: positions of lines that are the text of the exception ending their process (V0's engine.py logs `logger.exception(e)`):
 * a traceback they head, cut before its exception line, is named by them.
 */
export function groupErrors(entries: readonly JournalEntry[], split: AttemptSplit, signals: ReadonlyArray<LineSignal | undefined> = [], ownWords: ReadonlySet<number> = new Set()): ErrorBlock[] {
  const { text: texts, level: levels, role: roles, relay: relays } = split.views;
  const blocks: Array<ErrorBlock | null> = [];
  const open = new Map<string, OpenTraceback>();
  // Open tracebacks per attempt (index + 1: a line outside every attempt is -1). One left open by a dead process
  // would otherwise make every later line of every attempt look itself up.
  const openIn = new Array<number>(split.attempts.length + 1).fill(0);
  const headers = new Map<string, Header>();
  // The last `Exception ignored in: …` line per process: the traceback right after it is the ignored exception's.
  const ignoredAt = new Map<string, number>();
  // The last caught-load header per process: the traceback right after it is the load's exception, which the host caught.
  const caughtAt = new Map<string, number>();
  // The last answered-request header per process: the traceback right after it is that request's exception, which the worker answered.
  const answeredAt = new Map<string, number>();
  // The last `Exception in thread NAME:` line per process: the traceback right after it is that thread's.
  const threadAt = new Map<string, number>();
  // The last warning-level line per process: a `Traceback` header on the very next line is that record's exception.
  const warnedAt = new Map<string, number>();
  const keyAt = (position: number): string => {
    const entry = entries[position]!;
    const raw = texts[position]!;
    const rank = raw.startsWith('[rank') ? RANK_PREFIX.exec(raw) : null;
    return `${split.entryAttempt[position]}|${entry.vllm?.pid ?? entry.pid ?? ''}|${rank ? rank[0] : ''}`;
  };
  // The header must be the previous line of the same process, within a short distance.
  const takeHeader = (key: string, position: number): Header | null => {
    const h = headers.get(key);
    if (!h) return null;
    headers.delete(key);
    if (position - h.position > HEADER_LOOKBACK) return null;
    // A traceback tagged with its process (SGLang's `[… TP3] Scheduler hit an exception: Traceback …`) is not headed by a line
    // of another: the launcher's untagged `Received sigquit from a child process`. Untagged frames under a tagged line are.
    const role = roles[position] ?? null;
    if (role !== null && (roles[h.position] ?? null) !== role) return null;
    const at = entries[position]!.ts;
    if (h.at !== null && at !== null && at - h.at > HEADER_MAX_GAP_US) return null;
    const through = h.more?.at(-1)?.position ?? h.position;
    if (anyLineOf(key, through + 1, position)) return null;
    if (h.blockIndex !== null) blocks[h.blockIndex] = null;
    for (const m of h.more ?? []) blocks[m.blockIndex] = null;
    return h;
  };

  // A panic header's block per process, whose message is the process's next line.
  const panicAt = new Map<string, number>();
  const takePanicMessage = (key: string, message: string): void => {
    const at = panicAt.get(key);
    if (at === undefined) return;
    panicAt.delete(key);
    const header = blocks[at];
    if (!header || message === '') return;
    const headline = `${header.headline} ${message}`;
    blocks[at] = { ...header, headline, signature: normaliseSignature(headline) };
  };

  // Whether the process keyed `key` printed a line between two positions.
  // A line the process printed between two others, not counting an empty one (a container's blank line: `vllm-1  | `).
  const anyLineOf = (key: string, from: number, to: number): boolean => {
    for (let p = from; p < to; p++) if (keyAt(p) === key && texts[p] !== '') return true;
    return false;
  };

  // The last traceback closed per process, that a chained report's separator can take up again.
  const closedAt = new Map<string, { index: number; tb: OpenTraceback }>();
  const close = (key: string, tb: OpenTraceback): void => {
    open.delete(key);
    openIn[tb.attemptIndex + 1]!--;
    const named = tb.chain.length === 0 ? tb.opener : null;
    const first = headlineOfChain(tb.chain);
    const headline = first ?? named ?? (tb.framed ? cutHeadline(tb) : tb.lastText);
    const kind = tb.framed || tb.chain.length > 1 ? 'traceback' : 'error';
    const signal = tb.ignored || (tb.warned && (tb.marked || tb.warningRelayed)) ? 'state' : named !== null || tb.caught ? 'cause' : tb.uncaught && !tb.logged ? 'end' : tb.raisedNamed ? 'cause' : undefined;
    const out = block(kind, tb.attemptIndex, tb.pid, tb.seqs, tb.at, headline, tb.chain, signal);
    if (tb.caught) out.caught = true;
    if (tb.answered) out.answered = true;
    if (tb.relayed) out.relayed = true;
    if (tb.threaded && !tb.logged) out.thread = true;
    closedAt.set(key, { index: blocks.length, tb });
    blocks.push(out);
  };
  // A chain separator after an exception's multi-line message: the traceback it closes goes on, with the message's lines.
  const reopenForChain = (key: string, position: number, seq: number): boolean => {
    const last = closedAt.get(key);
    closedAt.delete(key);
    if (!last || last.tb.stage !== 'after' || blocks[last.index] === null) return false;
    const from = last.tb.lastPosition + 1;
    if (position - from > MAX_MESSAGE_LINES_BEFORE_CHAIN) return false;
    for (let p = from; p < position; p++) {
      if (keyAt(p) !== key || signals[p] !== undefined || isErrorLine(entries[p]!, levels[p] ?? null) || levels[p] != null) return false;
    }
    blocks[last.index] = null;
    for (let p = from; p < position; p++) last.tb.seqs.push(entries[p]!.seq);
    last.tb.seqs.push(seq);
    last.tb.stage = 'gap';
    last.tb.lastPosition = position;
    open.set(key, last.tb);
    openIn[last.tb.attemptIndex + 1]!++;
    return true;
  };

  const extend = (tb: OpenTraceback, entry: JournalEntry, raw: string, text: string): boolean => {
    // faulthandler's report of a fatal signal is never part of a Python traceback, even glued into one's frame line.
    if (text.includes(FAULTHANDLER_HEADER)) return false;
    const add = (): true => {
      tb.seqs.push(entry.seq);
      if (!MARKERS_ONLY.test(text)) tb.lastText = text;
      return true;
    };
    if (tb.stage === 'frames') {
      // loguru (backtrace=True, as TGI's server logs) marks the frame that caught the exception with `>`.
      if (text.startsWith('File "') || text.startsWith('> File "')) {
        if (tb.awaitFrame) {
          tb.awaitFrame = false;
          // A chained report prints the first cause's section first (V0's CUDA-graph `capture` under `Process SpawnProcess-1:`,
          // vllm-project/vllm#9341): under the banner, the report is the child's death all the same.
          tb.uncaught = tb.bannered || tb.rankTagged || TOP_FRAME.test(text);
          tb.threaded = tb.threadHeaded || (!tb.bannered && THREAD_FRAME.test(text));
        }
        tb.afterFile = true;
        if (FAULTHANDLER_FRAME.test(text)) tb.uncaught = true;
        if (text.startsWith('> ')) tb.marked = true;
        tb.lastFrame = text;
        tb.frameIndent = indentOf(raw);
        return add();
      }
      if (tb.afterFile) {
        tb.afterFile = false;
        // A paste that lost a frame's code line: an exception line no deeper than its frame line ends the stack.
        if (indentOf(raw) > tb.frameIndent || !EXCEPTION.test(text)) return add();
      }
      if (MARKERS_ONLY.test(text) || text === '...' || text.startsWith('[Previous line repeated')) return add();
      const raised = !EXCEPTION.test(text) && raisedByLastFrame(tb.lastText, text);
      if (raised || EXCEPTION.test(text)) {
        // A class whose name does not say exception is known by the raise above it: its line names the cause all the same.
        if (raised && tb.chain.length === 0) tb.raisedNamed = true;
        tb.chain.push(text);
        tb.stage = 'after';
        tb.continuation = 0;
        return add();
      }
      if (raw.startsWith('    ')) return add();
      // A `raise …` statement is a frame's source line, never an exception line, wherever the paste put it: one that lost its
      // indentation and the frame line above it (glued to the code line before, `… ( [rank0]: File "…", line N, in f`) still
      // belongs to the stack, and the exception line under it ends the traceback.
      if (text.startsWith('raise ')) return add();
      return false;
    }
    if (text === '') return add();
    if (tb.stage === 'gap' || tb.stage === 'after') {
      if (CHAIN.test(text)) {
        tb.stage = 'gap';
        return add();
      }
      if (text.startsWith(TRACEBACK)) {
        tb.stage = 'frames';
        tb.afterFile = false;
        tb.framed = true;
        tb.awaitFrame = true;
        return add();
      }
    }
    if (tb.stage === 'after' && tb.continuation === 0 && WRAPS_NEXT_LINE.test(tb.chain[tb.chain.length - 1]!) && EXCEPTION.test(text)) {
      // The wrapper's message is only where it caught the exception it quotes on the next line: that line names the cause.
      tb.chain[tb.chain.length - 1] = text;
      tb.continuation++;
      return add();
    }
    if (tb.stage === 'after' && (text.startsWith('ptxas ') || text === '`ptxas` stderr:') && tb.continuation < MAX_MESSAGE_CONTINUATION && PTXAS_WRAPPER.test(tb.chain[tb.chain.length - 1]!)) {
      if (PTXAS_ERROR.test(text)) tb.chain[tb.chain.length - 1] = `${tb.chain[tb.chain.length - 1]!.trimEnd()} ${text}`;
      tb.continuation++;
      return add();
    }
    if (tb.stage === 'after' && tb.continuation < MAX_MESSAGE_CONTINUATION && TRITON_ASCEND_FRAMING.test(text) && MLIR_COMPILATION_WRAPPER.test(tb.chain[tb.chain.length - 1]!)) {
      // The banner and the stage line frame the message: the compiler's own line below them joins the class.
      tb.continuation++;
      return add();
    }
    if (tb.stage === 'after' && EMPTY_FIRST_LINE.test(tb.chain[tb.chain.length - 1]!)) {
      // The message began with a newline: its first line of words is the exception's text.
      tb.chain[tb.chain.length - 1] = `${tb.chain[tb.chain.length - 1]!} ${text}`;
      return add();
    }
    if (tb.stage === 'after' && (NPU_MESSAGE_TAIL.test(text) || (tb.npuTail && raw.startsWith('    ')))) {
      tb.npuTail = true;
      return add();
    }
    if (tb.stage === 'after' && tb.source !== null && entry.vllm?.source === tb.source && tb.continuation < MAX_MESSAGE_CONTINUATION) {
      // Multi-line exception messages (CUDA errors) arrive as more lines from the same logger call.
      tb.continuation++;
      return add();
    }
    return false;
  };

  for (let position = 0; position < entries.length; position++) {
    const attemptIndex = split.entryAttempt[position]!;
    const entry = entries[position]!;
    if (entry.identifier === 'systemd' || entry.pid === 1) continue;
    let raw = texts[position]!;
    const rank = raw.startsWith('[rank') ? RANK_PREFIX.exec(raw) : null;
    // The tag with its space is the rank's stderr; without it, a glog line's (`[rank1]:[E1209 …] …`).
    const rankSpaced = rank !== null && raw.charCodeAt(rank[0].length) === 32;
    if (rank) raw = raw.slice(rank[0].length);
    const level = levels[position] ?? null;
    const isError = isErrorLine(entry, level);
    // vLLM logs a traceback line by line at ERROR: a frame's indented code line there is its body, the header cut off above.
    // Printed bare, the last frame's `raise …` line is a traceback's tail just the same (a paste that starts there).
    const opens = opensTraceback(raw) && !raw.includes(FAULTHANDLER_HEADER);
    const signal = signals[position];
    // Python indents a frame's code line by four; a logged exception's message may go on indented deeper, and a runtime's
    // report inside it (CANN's `        rtSetDevice execute failed, reason=[device id error][FUNC:…]` under torch_npu's error) is
    // no code line: opening no traceback, a line a rule names as a cause is that cause (vllm-project/vllm-ascend#1578).
    const messageCause = signal?.cause === true && raw.startsWith('        ') && !raw.trimStart().startsWith(RAISE_LINE.trim());
    const codeLine = !opens && !messageCause && raw.startsWith('    ') && (isError ? raw.trim() !== '' : raw.startsWith(RAISE_LINE));
    const starts = opens || codeLine;
    if (panicAt.size > 0) takePanicMessage(keyAt(position), raw.trim());
    const first = raw.charCodeAt(0);
    // Only a line with no level, or at least a warning, can be a lone exception line; its class may be module-qualified
    // (`huggingface_hub.utils._errors.GatedRepoError: …`, `torch.OutOfMemoryError: …`).
    const lone = !isError && !starts && ((first >= 65 && first <= 90) || (first >= 97 && first <= 122) || first === 95) && level !== 'info' && level !== 'debug' && LONE_EXCEPTION.test(raw);
    const ignoredHeader = first === 69 && IGNORED_HEADER.test(raw);
    const threadHeader = first === 69 && !ignoredHeader && THREAD_HEADER.test(raw);
    const caughtHeader = !starts && CAUGHT_LOAD_HEADERS.some((r) => ruleHits(r, raw));
    // Each such header opens with a bracket (a stamp or the stage's name): one char test keeps the quiet lines' path as it was.
    const answeredHeader = first === 91 && !starts && ANSWERED_HEADERS.some((r) => ruleHits(r, raw));
    if (level === 'warning' && !starts) warnedAt.set(keyAt(position), position);
    const chainLine = (first === 84 || first === 68) && CHAIN.test(raw);
    if (openIn[attemptIndex + 1] === 0 && !starts && !chainLine && !isError && !signal && !lone && !ignoredHeader && !threadHeader && !caughtHeader && !answeredHeader && !(first === 80 && PROCESS_BANNER.test(raw))) continue;

    const pid = entry.vllm?.pid ?? entry.pid;
    const key = `${attemptIndex}|${pid ?? ''}|${rank ? rank[0] : ''}`;
    const text = raw.trim();
    const tb = open.get(key);
    if (tb) {
      if (extend(tb, entry, raw, text)) {
        tb.lastPosition = position;
        continue;
      }
      close(key, tb);
    }
    if (chainLine && reopenForChain(key, position, entry.seq)) continue;
    // Python prints the separator only between two sections of one chained report (traceback.py's _cause_message /
    // _context_message): with no section before it to take up, the paste starts there, and it is no message of its own.
    if (chainLine) continue;
    // An error line that is an exception may be the cut-off end of a traceback that chains on.
    const exception = !starts && ((isError && EXCEPTION.test(text)) || lone);
    if (ignoredHeader) {
      ignoredAt.set(key, position);
      continue;
    }
    if (caughtHeader) {
      caughtAt.set(key, position);
      continue;
    }
    if (answeredHeader) {
      answeredAt.set(key, position);
      continue;
    }
    if (threadHeader) {
      threadAt.set(key, position);
      // A thread the engine cannot go on without (its profile's `causes`: vLLM's engine-core I/O threads): its death is a cause
      // of its own, named where the exception the thread printed is cut off.
      if (signal?.cause) blocks.push(block('error', attemptIndex, pid, [entry.seq], entry.ts, text, undefined, 'cause'));
      continue;
    }
    const warnedFrom = warnedAt.get(key);
    if (starts || exception) {
      const ignoredFrom = ignoredAt.get(key);
      ignoredAt.delete(key);
      const caughtFrom = caughtAt.get(key);
      caughtAt.delete(key);
      const answeredFrom = answeredAt.get(key);
      answeredAt.delete(key);
      const threadFrom = threadAt.get(key);
      threadAt.delete(key);
      const threadHeaded = starts && threadFrom !== undefined && !anyLineOf(key, threadFrom + 1, position);
      const p = starts ? takeHeader(key, position) : null;
      const seqs = p ? [p.seq, ...(p.more ?? []).map((m) => m.seq), entry.seq] : [entry.seq];
      openIn[attemptIndex + 1]!++;
      open.set(key, {
        attemptIndex,
        pid,
        seqs,
        at: p?.at ?? entry.ts,
        chain: exception ? [text] : [],
        lastText: text,
        lastFrame: FRAME.test(raw) ? text : null,
        frameIndent: indentOf(raw),
        stage: exception ? 'after' : 'frames',
        afterFile: !raw.includes(TRACEBACK) && !codeLine,
        source: entry.vllm?.source ?? null,
        continuation: exception ? MAX_MESSAGE_CONTINUATION : 0,
        framed: starts,
        awaitFrame: starts && raw.includes(TRACEBACK),
        // multiprocessing prints `Process Name:` only as the child's target raised, before its traceback and its exit.
        // torch.distributed tags with `[rankN]: ` only what the interpreter prints of an exception nothing caught (its frames and
        // exception lines, `[rank0]: KeyboardInterrupt`; a process's own prints and its loggers' lines stay untagged): frames
        // under the tag, a paste that cut the header and the outer frames, are that report all the same.
        uncaught: (p !== null && p.blockIndex === null) || (p === null && starts && !raw.includes(TRACEBACK) && (BOOTSTRAP_FRAME.test(text) || FAULTHANDLER_FRAME.test(text) || (rankSpaced && !isError))),
        rankTagged: rankSpaced && !isError,
        threaded: threadHeaded || (p === null && starts && !raw.includes(TRACEBACK) && THREAD_FRAME.test(text)),
        threadHeaded,
        bannered: p !== null && p.blockIndex === null,
        logged: (p !== null && p.blockIndex !== null) || level === 'info' || level === 'debug',
        relayed: level === 'info' || level === 'debug',
        ignored: ignoredFrom !== undefined && raw.includes(TRACEBACK) && !anyLineOf(key, ignoredFrom + 1, position),
        caught: caughtFrom !== undefined && raw.includes(TRACEBACK) && !anyLineOf(key, caughtFrom + 1, position),
        answered: answeredFrom !== undefined && raw.includes(TRACEBACK) && !anyLineOf(key, answeredFrom + 1, position),
        // A logger prints a caught exception's traceback right under its message; loguru (`logger.opt(exception=True).warning`, as
        // TGI's shard logs) marks the frame that caught it with `>`. At warning level the program says it goes on (TGI's shard
        // without flash-attention kernels). Unmarked, it may be an uncaught report that only follows a warning.
        warned: warnedFrom === position - 1 && raw.trimStart().startsWith(TRACEBACK),
        marked: raw.trimStart().startsWith('> File "'),
        // TGI's launcher relays a shard's stdout records and prints its stderr only after it exited: under a relayed warning, a
        // traceback is that record's, even cut before loguru's marked frame.
        warningRelayed: warnedFrom === position - 1 && relays[warnedFrom] === 1,
        opener:
          starts && signal?.cause && raw.includes(TRACEBACK)
            ? text.slice(0, text.lastIndexOf(TRACEBACK)).replace(/[,:]?\s*$/, '') || null
            : p !== null && p.blockIndex !== null && ownWords.has(p.position)
              ? texts[p.position]!.trim() || null
              : null,
        raisedNamed: false,
        npuTail: false,
        lastPosition: position,
      });
      continue;
    }
    // An orderly end (`Application shutdown complete` at info level) changes the attempt's state; it is no error to list.
    const orderly = signal !== undefined && !signal.cause && !signal.death && !signal.gpu;
    if (isError || (signal && !orderly)) {
      // A line that names a cause stays its own block; a traceback after it does not take it in as a header.
      const h = headers.get(key);
      const last = h?.more?.at(-1)?.position ?? h?.position;
      if (!signal?.cause && h !== undefined && h.blockIndex !== null && last === position - 1 && texts[h.position]!.trimEnd().endsWith(':') && sameRecordLine(entries[h.position]!, entry)) {
        (h.more ??= []).push({ position, seq: entry.seq, blockIndex: blocks.length });
      } else if (!signal?.cause) headers.set(key, { position, seq: entry.seq, at: entry.ts, blockIndex: blocks.length });
      if (text.endsWith(':') && NEXT_LINE_HEADERS.some((r) => r.test(text))) panicAt.set(key, blocks.length);
      blocks.push(block('error', attemptIndex, pid, [entry.seq], entry.ts, text, undefined, signal ? signalKind(signal) : undefined));
    } else if (PROCESS_BANNER.test(text)) headers.set(key, { position, seq: entry.seq, at: entry.ts, blockIndex: null });
  }
  for (const [key, tb] of [...open]) close(key, tb);

  for (const attempt of split.attempts) {
    const failures = attempt.events.filter((e) => e.event.failure);
    const action = failures.find((f) => SYSTEMD_ACTIONS.has(f.event.kind));
    const first = action ?? failures[0];
    if (!first) continue;
    const entry = entries[first.position]!;
    const seqs = failures.map((f) => entries[f.position]!.seq);
    blocks.push(block('exit', attempt.index, null, action ? seqs.filter((q) => q >= entry.seq) : seqs, entry.ts, entry.message, undefined, action ? 'cause' : undefined));
  }
  return blocks.filter((b): b is ErrorBlock => b !== null).sort((a, b) => a.seqs[0]! - b.seqs[0]!);
}
