import type { JournalEntry } from '@/lib/journal/types';
import { ENGINES, type EngineProfile } from './engines';
import { detectEngine } from './engines/read-line';
import type { LineViews } from './line-view';

const VLLM = ENGINES.find((e) => e.id === 'vllm') ?? null;

/** The engine of one attempt: from the first of its lines that only one engine prints; vLLM's own prefix counts. */
export function attemptEngine(entries: readonly JournalEntry[], views: LineViews, positions: readonly number[]): EngineProfile | null {
  for (const position of positions) {
    const vllm = entries[position]!.vllm;
    if (vllm && (vllm.source !== null || vllm.role !== null)) return VLLM;
    const found = detectEngine(ENGINES, views.text[position]!);
    if (found) return found;
  }
  return null;
}
