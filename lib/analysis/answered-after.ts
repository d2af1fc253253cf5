import type { JournalEntry } from '@/lib/journal/types';
import type { ErrorBlock } from './types';
import type { LineViews } from './line-view';
import { indexOfSeq } from './seq-index';

// Uvicorn's access log line (uvicorn/protocols/http/*: `INFO:     <client> - "<METHOD> <path> HTTP/1.1" <status> <phrase>`):
// printed by the server process when it sends a response, so only by a process that is alive and serving HTTP.
const UVICORN_ACCESS = /^INFO: +\S+ - "(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \S+ HTTP\/(?:1\.[01]|2)" \d{3}\b/;

/**
 * The traceback was followed, on the next line its process printed (blank lines aside), by uvicorn's access line of an answer:
 * the process caught the exception (a FastAPI app's route that loads a model in-process, as llama-cpp-python's callers do, catches
 * a failed load and answers 4xx/5xx) and went on serving. An uncaught exception's report is the last thing a dying process
 * prints; one that answers a request right after it is alive.
 */
export function answeredAfter(entries: readonly JournalEntry[], views: LineViews, positions: readonly number[], block: ErrorBlock): boolean {
  if (block.kind !== 'traceback') return false;
  const last = block.seqs[block.seqs.length - 1]!;
  // The block's last line, and the first line after it.
  const at = indexOfSeq(entries, positions, last);
  const pid = entries[positions[at]!]!.pid;
  for (let i = at + 1; i < positions.length; i++) {
    const entry = entries[positions[i]!]!;
    if (entry.pid !== pid) continue;
    const text = views.text[positions[i]!]!;
    if (text.trim() === '') continue;
    return UVICORN_ACCESS.test(text);
  }
  return false;
}
