import type { JournalEntry } from '@/lib/journal/types';

/** The message without the vLLM prefix: what markers and error rules look at. */
export function entryText(entry: JournalEntry): string {
  return entry.vllm ? entry.vllm.text : entry.message;
}
