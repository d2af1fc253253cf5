import type { JournalEntry } from '@/lib/journal/types';
import { ENGINES, type EngineProfile } from './engines';
import { detectEngine } from './engines/read-line';
import type { LineViews } from './line-view';

const VLLM = ENGINES.find((e) => e.id === 'vllm') ?? null;

const EMBEDDERS = new Map(ENGINES.flatMap((e) => (e.embeds ?? []).map((id) => [id, e] as const)));

/** The engine of one attempt: from the first of its lines that only one engine prints; vLLM's own prefix and process names count. */
export function attemptEngine(entries: readonly JournalEntry[], views: LineViews, positions: readonly number[]): EngineProfile | null {
  const first = firstEngine(entries, views, positions);
  const embedder = first ? EMBEDDERS.get(first.engine.id) : undefined;
  if (!first || !embedder) return first?.engine ?? null;
  // An engine whose logs carry this one's lines (Ollama's runner prints llama.cpp's) wins where its own lines show.
  for (let i = first.at + 1; i < positions.length; i++) if (detectEngine([embedder], views.text[positions[i]!]!)) return embedder;
  return first.engine;
}

function firstEngine(entries: readonly JournalEntry[], views: LineViews, positions: readonly number[]): { engine: EngineProfile; at: number } | null {
  for (let i = 0; i < positions.length; i++) {
    const found = engineOfLine(entries, views, positions[i]!);
    if (found) return { engine: found, at: i };
  }
  return null;
}

function engineOfLine(entries: readonly JournalEntry[], views: LineViews, position: number): EngineProfile | null {
  const vllm = entries[position]!.vllm;
  // vLLM's level, stamp and source tell it; a role tag alone only when it names one of vLLM's processes.
  if (vllm && (vllm.source !== null || (vllm.role !== null && VLLM?.roles?.test(vllm.role)))) return VLLM;
  const text = views.text[position]!;
  const found = detectEngine(ENGINES, text);
  if (found) return found;
  // The prefix an engine prints (TGI's target, SGLang's stamp) can be what tells it.
  const message = entries[position]!.message;
  return message !== text ? detectEngine(ENGINES, message) : null;
}
