import { SHELL_IDENTIFIER, shellCommand } from '@/lib/journal/bare-line';
import type { JournalEntry } from '@/lib/journal/types';
import { coredumpReport } from './coredump-report';
import { ENGINES, type EngineProfile } from './engines';
import { logReaderEngine, promptEngine } from './engines/prompt-engine';
import { detectEngine } from './engines/read-line';
import { memoRoleTest } from './engines/rule-sets';
import { supervisedEngine } from './engines/supervisor-ends';
import type { LineViews } from './line-view';
import { xidReport } from './xid-report';

const VLLM = ENGINES.find((e) => e.id === 'vllm') ?? null;

// Several engines can embed one (Triton's vLLM backend and SGLang up to 0.4 both print vLLM's lines).
const EMBEDDERS = new Map<string, EngineProfile[]>();
for (const e of ENGINES) for (const id of e.embeds ?? []) EMBEDDERS.set(id, [...(EMBEDDERS.get(id) ?? []), e]);
const BY_IDENTIFIER = new Map(ENGINES.flatMap((e) => (e.identifiers ?? []).map((name) => [name, e] as const)));

// A role tag alone tells vLLM only when it names one of vLLM's processes.
const isVllmRole = memoRoleTest(VLLM?.roles ? [VLLM.roles] : []);

/** The engine of one attempt: from the first of its lines that only one engine prints; vLLM's own prefix and process names count. */
export function attemptEngine(entries: readonly JournalEntry[], views: LineViews, positions: readonly number[]): EngineProfile | null {
  const first = firstEngine(entries, views, positions);
  if (!first) return childOfSupervisor(views, positions);
  const embedders = EMBEDDERS.get(first.engine.id);
  if (!embedders) return first.engine;
  // An engine whose logs carry this one's lines (Ollama's runner prints llama.cpp's) wins where its own lines show, the first
  // line included: Triton prints its vLLM backend's messages behind its own glog prefix (`model.py:502] "[vllm] …`), so a
  // line both claim is the embedder's.
  for (let i = first.at; i < positions.length; i++) {
    const embedder = engineOfLine(entries, views, positions[i]!, embedders);
    if (embedder !== null) return embedder;
  }
  return first.engine;
}

/** Where no line is the engine's own: the program a supervisor's line names as the child it runs (`vLLM failed to start.`). */
function childOfSupervisor(views: LineViews, positions: readonly number[]): EngineProfile | null {
  for (const position of positions) {
    const id = supervisedEngine(views.text[position]!);
    if (id !== null) return ENGINES.find((e) => e.id === id) ?? null;
  }
  return null;
}

function firstEngine(entries: readonly JournalEntry[], views: LineViews, positions: readonly number[]): { engine: EngineProfile; at: number } | null {
  for (let i = 0; i < positions.length; i++) {
    const found = engineOfLine(entries, views, positions[i]!);
    if (found) return { engine: found, at: i };
  }
  return null;
}

function engineOfLine(entries: readonly JournalEntry[], views: LineViews, position: number, profiles: readonly EngineProfile[] = ENGINES): EngineProfile | null {
  const entry = entries[position]!;
  const vllm = entry.vllm;
  // vLLM's level, stamp and source tell it; a role tag alone only when it names one of vLLM's processes.
  if (vllm && (vllm.source !== null || (vllm.role !== null && isVllmRole(vllm.role)))) return profiles === ENGINES ? VLLM : null;
  // The same behind a host's tag: Ray relays an actor's output under the actor's own tag, so a vLLM process an RL trainer runs in
  // an actor shows as `(VLLMEngine pid=N) (APIServer pid=N) INFO: …`; the inner tag is the one vLLM's process printed.
  if (vllm && vllm.role !== null && innerTags(entry.message, vllm.text).some(isVllmRole)) return profiles === ENGINES ? VLLM : null;
  // Another engine's process name in the same tag (Ray's `(SGLangHttpServer pid=N)`, an RL framework's actor running SGLang).
  if (vllm && vllm.role !== null) {
    const byRole = profiles.find((e) => e !== VLLM && e.roles !== undefined && e.roles.test(vllm.role!));
    if (byRole !== undefined) return byRole;
  }
  // A pasted prompt that starts a server names it: the output below is that command's.
  if (entry.identifier === SHELL_IDENTIFIER) {
    const command = shellCommand(views.text[position]!);
    const id = command !== null ? promptEngine(command) : null;
    const prompted = id !== null ? profiles.find((e) => e.id === id) : undefined;
    if (prompted !== undefined) return prompted;
  }
  // A pasted prompt that prints a server's own log file (`% cat ~/.ollama/logs/server.log`): the lines below are that server's.
  if (entry.identifier === null && views.text[position]!.includes('server')) {
    const command = shellCommand(views.text[position]!);
    const id = command !== null ? logReaderEngine(command) : null;
    const reader = id !== null ? profiles.find((e) => e.id === id) : undefined;
    if (reader !== undefined) return reader;
  }
  // The process name says it before any line does: `ollama[881]: llm_load_print_meta: …` is Ollama's runner.
  const named = entry.identifier !== null ? BY_IDENTIFIER.get(entry.identifier) : undefined;
  if (named !== undefined && profiles.includes(named)) return named;
  // systemd-coredump's report names the crashed process (`Process 6466 (llama-server) of user 1000 dumped core.`).
  const core = coredumpReport(entry);
  const crashed = core !== null ? BY_IDENTIFIER.get(core.comm) : undefined;
  if (crashed !== undefined && profiles.includes(crashed)) return crashed;
  const text = views.text[position]!;
  // The NVIDIA driver's Xid line names the process it hit by the title the engine gave it (`name=VLLM::Worker`).
  const xidName = xidReport(text)?.name ?? null;
  const titled = xidName !== null ? profiles.find((e) => e.titles?.test(xidName)) : undefined;
  if (titled !== undefined) return titled;
  const found = detectEngine(profiles, text);
  if (found) return found;
  // The prefix an engine prints (TGI's target, SGLang's stamp, Ollama's slog fields) can be what tells it.
  const inMessage = entry.message !== text ? detectEngine(profiles, entry.message) : null;
  if (inMessage) return inMessage;
  // Behind a bare process tag (Ray's `(SGLangEngine pid=N, ip=A) `) the line is the engine's own, its prefix included.
  const behindTag = vllm && vllm.level === null && vllm.stamp === null && vllm.text !== text ? detectEngine(profiles, vllm.text) : null;
  if (behindTag) return behindTag;
  // A Python logger's dotted name (`vllm.v1.engine.core_client`) tells it where no prefix of the engine's is left.
  return entry.logger !== undefined && entry.logger.includes('.') ? detectEngine(profiles, entry.logger) : null;
}

// One role tag of a nested run (`(Role pid=N) `, a launcher's `(Role, pid=N) `): its role.
const TAG = /\(([^(),]+?),? pid=\d+[^()]*\) /g;

/** The roles of the tags after the outermost one in front of a tagged line's text, or none. */
function innerTags(message: string, text: string): string[] {
  const head = message.slice(0, message.length - text.length);
  if (!head.includes(') (')) return [];
  return [...head.matchAll(TAG)].slice(1).map((m) => m[1]!);
}
