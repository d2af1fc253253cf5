import type { JournalEntry } from './types';

/** A line that fit no shape: kept whole so nothing is dropped silently. */
export function unparsedEntry(seq: number, raw: string): JournalEntry {
  return {
    seq,
    cursor: null,
    ts: null,
    pid: null,
    invocationId: null,
    unit: null,
    priority: null,
    identifier: null,
    hostname: null,
    messageId: null,
    bootId: null,
    fields: null,
    message: raw,
    vllm: null,
    parsed: false,
  };
}
