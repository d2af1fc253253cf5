import type { JournalEntry } from '@/lib/journal/types';
import { entryText } from '../entry-text';
import { LIBRARY_STARTUP } from './libraries';
import { LLAMACPP_STARTUP } from './llamacpp';
import type { StartupRule } from './rule';
import { SGLANG_STARTUP } from './sglang';
import { TGI_STARTUP } from './tgi';
import { StartupSyntaxError, type StartupFacts } from './types';
import { VLLM_STARTUP } from './vllm';

/** Every engine's start-up lines; a new engine adds its file here. */
export const STARTUP_RULES: readonly StartupRule[] = [...VLLM_STARTUP, ...SGLANG_STARTUP, ...TGI_STARTUP, ...LLAMACPP_STARTUP, ...LIBRARY_STARTUP];

function merge(into: StartupFacts, read: Partial<StartupFacts>) {
  // The first version an attempt prints is its own; later ones (an engine's config echo) only fill a gap.
  if (read.version && !into.version) into.version = read.version;
  if (read.args) Object.assign(into.args, read.args);
  if (read.libraries) Object.assign(into.libraries, read.libraries);
  if (read.port != null && into.port == null) into.port = read.port;
}

/**
 * The start-up facts of one attempt (its entries by position), or null when it printed none. An engine prints them
 * while it starts: reading stops at `readySeq`, the attempt's ready line, so hours of serving are not searched.
 */
export function attemptStartup(entries: readonly JournalEntry[], positions: readonly number[], readySeq: number | null = null): StartupFacts | null {
  const facts: StartupFacts = { version: null, args: {}, libraries: {}, port: null };
  let found = false;
  for (let p = 0; p < positions.length; p++) {
    const entry = entries[positions[p]!]!;
    if (readySeq !== null && entry.seq > readySeq) break;
    const text = entryText(entry);
    for (const rule of STARTUP_RULES) {
      if (!text.includes(rule.needle)) continue;
      try {
        const read = rule.read(text, (k) => {
          const at = positions[p + k];
          return at === undefined ? undefined : entryText(entries[at]!);
        });
        if (read) {
          merge(facts, read);
          found = true;
        }
      } catch (err) {
        // A garbled or cut-off argument line says nothing; the rest of the attempt still does.
        if (!(err instanceof StartupSyntaxError)) throw err;
      }
    }
  }
  return found ? facts : null;
}
