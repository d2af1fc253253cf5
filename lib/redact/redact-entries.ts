import type { JournalEntry } from '@/lib/journal/types';
import type { SecretKind } from './secret-patterns';
import { redactText } from './redact-text';

export interface RedactedEntries {
  entries: JournalEntry[];
  /** Secrets replaced, over messages and structured fields. */
  redactions: number;
  byKind: Partial<Record<SecretKind, number>>;
}

/** Redacts every entry's message, vLLM text and structured fields; entries without secrets are returned as they were. */
export function redactEntries(entries: readonly JournalEntry[]): RedactedEntries {
  let redactions = 0;
  const byKind: Partial<Record<SecretKind, number>> = {};
  const add = (kinds: Partial<Record<SecretKind, number>>) => {
    for (const [k, n] of Object.entries(kinds) as [SecretKind, number][]) byKind[k] = (byKind[k] ?? 0) + n;
  };

  const out = entries.map((entry) => {
    const message = redactText(entry.message);
    let fields = entry.fields;
    let fieldCount = 0;
    if (fields) {
      for (const [key, value] of Object.entries(fields)) {
        const r = redactText(value);
        if (r.count === 0) continue;
        if (fields === entry.fields) fields = { ...fields };
        fields[key] = r.text;
        fieldCount += r.count;
        add(r.byKind);
      }
    }
    if (message.count === 0 && fieldCount === 0) return entry;
    redactions += message.count + fieldCount;
    add(message.byKind);
    // vllm.text is a tail of message: redact it on its own, count it once (with the message).
    const vllm = entry.vllm && message.count > 0 ? { ...entry.vllm, text: redactText(entry.vllm.text).text } : entry.vllm;
    return { ...entry, message: message.text, vllm, fields };
  });
  return { entries: out, redactions, byKind };
}
