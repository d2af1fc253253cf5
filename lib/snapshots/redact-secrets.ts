import 'server-only';
import type { JournalEntry } from '@/lib/journal/types';
import { SECRET_PATTERNS } from './secret-patterns';

export function redactText(text: string): { text: string; count: number } {
  let count = 0;
  let out = text;
  for (const { kind, re, keep } of SECRET_PATTERNS) {
    out = out.replace(re, (...m: string[]) => {
      count++;
      return `${keep ? (m[keep] ?? '') : ''}[REDACTED:${kind}]`;
    });
  }
  return { text: out, count };
}

/** Redacts message, vLLM text and structured fields of every entry; returns new entries and the number of secrets replaced. */
export function redactEntries(entries: readonly JournalEntry[]): { entries: JournalEntry[]; redactions: number } {
  let redactions = 0;
  const redact = (s: string) => {
    const r = redactText(s);
    redactions += r.count;
    return r.text;
  };
  const out = entries.map((e) => {
    const message = redact(e.message);
    const vllm = e.vllm ? { ...e.vllm, text: redactText(e.vllm.text).text } : null;
    const fields = e.fields ? Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, redact(v)])) : null;
    return { ...e, message, vllm, fields };
  });
  return { entries: out, redactions };
}
