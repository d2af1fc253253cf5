import type { Level } from '@/lib/journal/types';
import type { Phase } from '../types';

export const ENGINE_IDS = ['vllm', 'sglang', 'tgi', 'llamacpp', 'ollama', 'triton', 'unknown'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

export const ENGINE_LABEL: Record<EngineId, string> = {
  vllm: 'vLLM',
  sglang: 'SGLang',
  tgi: 'TGI',
  llamacpp: 'llama.cpp',
  ollama: 'Ollama',
  triton: 'Triton',
  unknown: 'unknown engine',
};

/** A startup milestone: every phase but the spawn and the two ends. */
export type MilestonePhase = Exclude<Phase, 'spawned' | 'failed' | 'stopped'>;

/** One line shape. `needle` is a case-sensitive substring tested before the regex, so most lines cost one `includes`. */
export interface LineRule {
  needle: string;
  pattern: RegExp;
}

export interface PhaseRule extends LineRule {
  phase: MilestonePhase;
  /** A `ready` proven by the server answering (a request line), not by its start-up: that start-up may be above the window. */
  serving?: true;
  /**
   * The line is also printed for work the server does once up (an RL trainer's weight-sync communicator on a serving vLLM): after
   * the attempt's ready it marks no milestone.
   */
  startOnly?: true;
  /**
   * A literal of an earlier milestone's line after which this line is printed for other work too (vLLM's custom all-reduce
   * registers graph addresses after the capture that profiles CUDA-graph memory as well as after the real one): once a mark of
   * the attempt came from such a line, this rule marks nothing.
   */
  notAfterMark?: string;
}

export interface StartupRule extends LineRule {
  /** The first line a process prints (its banner, its arguments): it proves the start, so the attempt's spawn time is its time. */
  spawn?: true;
  /** The server starting a child (Ollama's runner per model load), not itself: after the server served, still the same run. */
  child?: true;
  /**
   * A line every process of the engine prints as it starts, its own children too (vLLM's platform line, from the API server,
   * its engine cores and workers): never a repeat within a run; only once the server's orderly stop was seen (a `stopped`
   * end of its own profile, after which it spawns nothing), or its end after it served (every child was up by then), is it
   * a new process, the first line of the next run.
   */
  afterStop?: true;
  /**
   * A line one process can print again while it runs (ggml's backend lines, each time common's argument parser runs): a
   * repeat is no new run while the run goes on; once the run's end was seen (its death, its stop), it is the next run's first
   * line, as a restarted container's first line is.
   */
  afterEnd?: true;
}

export interface EndRule extends LineRule {
  /** `failed`: the process died (abort, segfault, panic, a shard killed by a signal); `stopped`: an orderly shutdown. */
  outcome: 'failed' | 'stopped';
  /** Only behind the engine's own prefix: the same text on a bare line is any process's (a traceback's header). */
  prefixed?: true;
  /**
   * Only while the process is starting: before any milestone and before it reported a child's death or answered with an error.
   * A CLI's last word as it gives up (cobra's `Error: …`); later the same words are its client's or its child's, relayed.
   */
  startOnly?: true;
  /**
   * With `startOnly`: the line holds as the process's own end even though it also reads as a child's death (a Go panic, which
   * Ollama's runner prints too); the start-up judge then decides, as no runner can have died before any milestone.
   */
  overChild?: true;
  /**
   * A `stopped` end the process's own signal handler logs: it was told to stop. What it then reports dead while tearing down
   * (the engine client it is closing, its children it signals) is that stop's work, not a death of its own.
   */
  requested?: true;
  /**
   * The process ends before it started any other (argparse rejecting the command line, before the server's code runs): like
   * its orderly stop, nothing it spawned is still starting after it, so the engine's every-process start line is a new run.
   */
  beforeChildren?: true;
  /**
   * Printed by a supervisor that starts the process again at once and logs no line of its own for that start (the Ollama
   * desktop app's server loop): whatever follows is the next run's.
   */
  respawned?: true;
  /**
   * The process (or the tool reporting its death) prints it once per run: the same line again, with no line of a new start
   * between, is another run ending the same way. With `startOnly`, cobra's `Error: …` as `ollama serve` exits: a supervisor that
   * keeps only each run's stderr (the Ollama macOS app's server.log) shows one per run. Without, a client relaying each load's
   * failure (the Docker CLI's `unable to load runner: … terminated unexpectedly`), one answer per request, each a new child.
   */
  lastWord?: true;
  /**
   * The pattern's first group is the supervisor's running count of the deaths it saw (the Ollama desktop app's `server crash N`):
   * one supervisor counts 1, 2, 3 …, so after the run's end a count that follows no count seen is another supervisor's report,
   * of another server process (two tray apps side by side).
   */
  loopCount?: true;
  /**
   * Only once the attempt printed a line of this rule before it: a step the process takes once and gives up after (llama.cpp
   * retries a failed compute-buffer reserve once without pipeline parallelism, and throws when that fails too). Before it, the
   * same text is a failure the process recovers from.
   */
  after?: LineRule | readonly LineRule[];
  /**
   * Printed above the output of the process it ends: a host's error report that quotes the dead process's captured stderr
   * under it (Jan's `LLAMA_CPP_PROCESS_ERROR: …`, then `Details:`). The start lines below it are that run's, not a next one's.
   */
  above?: true;
  /**
   * A `failed` end that, once the attempt printed a line of this rule before it (a supervisor's own stop of the child), is
   * the child's answer to that stop: it reads as a requested stop, as systemd reads a plain exit after its `Stopping …`.
   */
  stopAsked?: LineRule;
  /**
   * A `failed` end that, once the attempt printed a line of this rule before it (the engine's own report of the failure that
   * ends it), is that failure's teardown: the process still ends failed, but the line names no cause of its own.
   */
  teardownAfter?: LineRule;
}

/** What an engine prints before its text, read off one message. */
export interface EnginePrefix {
  /** The message without the engine's own stamp, level and target: what the rules look at. */
  text: string;
  /** A process role that exists once per attempt (`TP0`, `rank=1`), or null. */
  role: string | null;
  level: Level | null;
  /** The engine's own time stamp as printed (`2024-07-19T08:45:39.529413Z`, `2025-03-01 10:00:00`), or null. */
  stamp: string | null;
  /** The process id the prefix prints (Triton's glog: `getpid()`): names the server where no journal does. */
  pid?: number;
  /** Relayed from a child process the server outlives (llama-server's router prints each model instance's lines after its `[port] ` tag): its death is not the server's. */
  child?: true;
  /**
   * Logged by a host that runs the engine as a library in its own process (cortex.cpp's llama engine): a load the engine reports
   * failed is returned to the host, which lives on; the engine's crash (an abort, a segfault) is still the host's death.
   */
  hosted?: true;
  /**
   * A record a supervisor re-emits from its child's structured log (TGI's launcher relays each JSON record a shard prints on stdout
   * through `log_lines`, at the record's own level). The child's stderr, where Python reports an uncaught exception, never comes out
   * under such a record (the launcher dumps it only after the child exited, under `Shard complete standard error output:`): a
   * traceback on the lines right below is the record's own message, the exception the child caught and logged.
   */
  relay?: true;
}

/**
 * How one inference server's log tells its story: data first, as lnav's formats are.
 * The shared interpreter (`../interpret.ts`) walks each attempt's lines once with the attempt's profile.
 */
export interface EngineProfile {
  id: Exclude<EngineId, 'unknown'>;
  /** Lines that only this engine prints; an attempt's engine is the one whose lines it shows first. */
  detect: readonly LineRule[];
  /**
   * Crash-report lines that name the PID of the process that died (group 1), in this engine's logs its server's own: the main
   * PID of an attempt no journal, prefix or supervisor names (a bare paste).
   */
  crashPid?: readonly RegExp[];
  /** Engines whose lines this one's logs carry too (Ollama's runner prints llama.cpp's): where both show, this one it is. */
  embeds?: readonly EngineId[];
  /** Process names (journald's identifier, a compose service) only this engine runs under: lines of `ollama[881]` are Ollama's, whatever they print. */
  identifiers?: readonly string[];
  /** The titles the engine gives its processes, as the kernel's comm shows them where the NVIDIA driver names one (`name=VLLM::Worker`). */
  titles?: RegExp;
  /** Reads the engine's own line prefix, or null when the message carries none. Called only on messages without a vLLM prefix. */
  prefix?: (message: string) => EnginePrefix | null;
  /** Roles that exist once per attempt: a second PID in one of them means a new attempt (vLLM's `Worker_TP0`, `APIServer`). */
  uniqueRole?: RegExp;
  /** Roles of the process that serves the API and outlives the others: the attempt's main PID. */
  mainRole?: RegExp;
  /** Names in a `(Name pid=N)` tag that only this engine's processes carry: such a tag alone tells the engine (Ray tags every actor so, vLLM's or not). */
  roles?: RegExp;
  phases: readonly PhaseRule[];
  /**
   * A dry run the engine does before the real load (llama.cpp's `--fit` builds a context to measure memory): milestones
   * printed after its begin line are taken back when its end line follows, as the real load proves them again.
   * `beginIncluded`: the begin line is the run's own first line, its milestones taken back too. `real`: a line that only the
   * real load prints; seen first, the run was the real load and nothing is taken back. `trial`: the process catches what fails
   * inside the run (its end line reports it) and starts for real after it: a failure printed between the begin line and the end
   * line, that line included, ends nothing and names no cause. `proof`: a line that only the dry run prints; when the lines stop
   * inside the run after it (an excerpt cut before the end line), its milestones are taken back as the end line would have.
   */
  rehearsal?: { begin: LineRule; end: LineRule; beginIncluded?: boolean; real?: LineRule; proof?: LineRule; trial?: true };
  /**
   * Optional steps the process drops when they fail and starts on without (KoboldCpp loads a speculative-decoding draft model
   * after the main one and, when that load fails, says it will do without speculation): a failure printed between the step's
   * `begin` line and its `end` line, the line that says the step was dropped, that line included, ends nothing and names no
   * cause. Without that end line the failure stands.
   */
  dropped?: readonly { begin: LineRule; end: LineRule }[];
  /**
   * A load the server sizes by trial (Ollama ≥ 0.12 asks its runner to allocate a layout, `load request="{Operation:alloc …}"`,
   * and asks again with a smaller one when the allocation failed): the child's allocation failures (`failures`) printed after a
   * measuring request (`step`), or before the first request when a measuring one follows, are that trial's answer and no cause;
   * the server's own verdict (its give-up, the commit's failure) names a load that failed. `request`: every request line (the
   * final commit's included, so failures after the commit count) and the server's word that it tries again; `step`: those that measure.
   */
  probe?: { request: readonly LineRule[]; step: readonly LineRule[]; failures: readonly LineRule[] };
  /**
   * A failure of one named thing that the server tries again on its own or on request (Triton loads a model again when asked, in
   * explicit model control): a later line of the attempt saying the same thing succeeded (`success`, group 1 the same name as
   * `failure`'s group 1) overcame it, so it names no cause of the attempt.
   */
  retried?: { failure: RegExp; success: RegExp };
  /** Lines a process prints once per start (a banner, its arguments): seen again in the same attempt, a new run began. */
  startup: readonly StartupRule[];
  /** Lines after which the process is gone, whatever systemd says or does not say. */
  ends: readonly EndRule[];
  /**
   * How a child process the server starts per model load dies (Ollama's runner), in its lines or in the server's report:
   * the server outlives it, so these are among `causes`, never `ends`; printed after `ready`, the model it served is gone (running).
   */
  childDeaths?: readonly LineRule[];
  /**
   * gdb's header on a core file (`Core was generated by `<command>'.`) whose command is a child process the server starts and
   * outlives (Triton's Python backend stub): gdb's next line, `Program terminated with signal …`, is that child's death, a cause.
   */
  childCores?: RegExp;
  /**
   * The engine library's reports of a failure it returns to its caller (a model load that failed): the engine's own server
   * exits after them, a host that runs the engine in its own process (`EnginePrefix.hosted`) gets the error back and lives on.
   */
  returnedFailures?: readonly LineRule[];
  /**
   * Reports that say only how a child ended (`exit status 2`, `signal: aborted`), not why: named like systemd's exit line,
   * after any cause the child printed or the server quoted from it.
   */
  bareEnds?: readonly LineRule[];
  /**
   * The server is no Python process: a Python traceback in its output is a child's (Triton's Python backend stub runs each
   * Python model and logs what it raised through the server's log), which the server outlives; it ends nothing by itself.
   */
  nativeServer?: true;
  /**
   * Logging sources (`engine.py:400`, as the engine's own line prefix names the module) that log at ERROR only on their process's
   * way out: such a line ends the attempt as failed, whatever its text (the exception's own message, no type name to read).
   */
  fatalSources?: RegExp;
  /**
   * Logging sources of the request handlers (`serving_chat.py:222`, as the engine's own line prefix names the module): they log at
   * ERROR only what one request raised, caught where they answer that request with an error, and the server serves on. A block
   * all of whose lines such a source logged names no cause (request-source.ts), unless its exception is one the engine dies of
   * (`dies`: the engine's own failure relayed to the request) or a frame of it runs through the engine (`engineFrames`).
   */
  requestSources?: { sources: RegExp; dies: RegExp; engineFrames: RegExp };
  /**
   * Lines that end the process only when the engine logged them at ERROR or CRITICAL (the text of the exception its start-up
   * handler logs on its way out); the same words at WARNING are a failure it caught and survived.
   */
  errorEnds?: readonly LineRule[];
  /**
   * What a process of one role (`roles`) prints without a log level only on its way out: Python's multiprocessing prints the
   * exception that left the process's target, frame by frame, to the process's stderr as the process ends (vLLM's engine core
   * re-raises what it logged, so a paste that lost the banner and the exception line still shows the frames). `thread`: the header
   * Python's threading prints above the same report of a thread that died, after which the process lives on; its frames are no end.
   */
  dyingReport?: { roles: RegExp; lines: readonly LineRule[]; thread: LineRule };
  /** Lines that only point at a failure printed elsewhere: never the root cause while a real one is present. */
  wrappers: readonly RegExp[];
  /** Errors the engine logs and then says it goes on after (`Error ignored in …`): never a root cause, whatever follows. */
  survived?: readonly RegExp[];
  /** Lines that name a root cause by themselves (an error message, not a traceback's last line). */
  causes: readonly LineRule[];
  /** Causes that no later milestone survives: a model that failed to load stays unloaded while the others load (Triton loads models side by side). */
  lasting?: readonly LineRule[];
  /**
   * The engine's own words that its serving loop has ended while its process lives on (Ollama 0.1.x's in-process llama server
   * leaves its main loop): no request is answered after, so printed after the last milestone the attempt cannot serve (failed).
   */
  halts?: readonly LineRule[];
  /**
   * The engine's own line that it caught what a call it ran for a client raised, logged right after that error's report (vLLM's
   * engine core: `Invocation of collective_rpc method failed`): an end line whose next line in the same process is one of these
   * was caught there, and the process goes on.
   */
  caughtBy?: readonly LineRule[];
  /**
   * Errors the server answers one request with and serves on after: its worker caught what it raised, and a later line relays the
   * message (`relay`, group 1) to the caller. An exception line whose message a later relay repeats was caught there, unless its
   * class is one the worker dies of (`dies`): a running attempt's fatal to come is never such an answered error.
   */
  answers?: { relay: RegExp; dies: RegExp };
  /**
   * Output the server prints only once it has created itself (`after`: Triton's model, backend and option tables) and the lines
   * of its orderly stop (`stops`): such a stop after that output, with no ready milestone between, is the server tearing down a
   * start that failed (Triton stops itself when a model did not load), not a stop it was asked for.
   */
  teardown?: { after: LineRule; stops: readonly LineRule[] };
  /** Real lines from public logs with what the profile must read from each. */
  samples: readonly EngineSample[];
}

/**
 * A real line and its expected reading. Every field left out is an assertion too: the line must not
 * prove a phase, end the process, be a wrapper, name a cause or be a startup line.
 */
export interface EngineSample {
  /** The message as printed (after journald's `host ident[pid]:` or docker's prefix, with the engine's own prefix). */
  line: string;
  /** Where it was seen: `owner/repo#number`. */
  source: string;
  /** The line alone tells the engine. */
  detect?: true;
  phase?: MilestonePhase;
  end?: EndRule['outcome'];
  wrapper?: true;
  cause?: true;
  startup?: true;
  /** The role the prefix reads, when it has one. */
  role?: string;
}
