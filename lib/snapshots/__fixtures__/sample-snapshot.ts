import type { JournalEntry } from '@/lib/journal/types';
import type { NewSnapshot } from '../types';

export function sampleEntry(seq: number, message: string): JournalEntry {
  return {
    seq,
    cursor: `s=0123456789abcdef0123456789abcdef;i=${(seq + 1).toString(16)};b=fedcba9876543210fedcba9876543210;m=${seq.toString(16)};t=60a24181e4000;x=1`,
    ts: 1_771_630_672_000_000 + seq * 1_000,
    pid: 222636,
    invocationId: '6a1f0c2b9d8e4f7a8b3c2d1e0f9a8b7c',
    unit: 'vllm-kimi-k25.service',
    priority: 6,
    identifier: 'python3.12',
    hostname: 'llm-two',
    messageId: null,
    bootId: 'fedcba9876543210fedcba9876543210',
    fields: null,
    message,
    vllm: null,
    parsed: true,
  };
}

export function sampleSnapshot(lines: string[]): NewSnapshot {
  const entries = lines.map((line, i) => sampleEntry(i, line));
  return {
    source: 'host',
    host: 'llm-two',
    unit: 'vllm-kimi-k25.service',
    window: { since: entries[0]?.ts ?? null, until: entries.at(-1)?.ts ?? null },
    entries,
    analysis: { attempts: [], entryAttempt: entries.map(() => 0), currentAttempt: null, eta: null },
    status: null,
    gpuSamples: [],
    truncated: false,
    format: 'json',
    unparsed: 0,
    redactions: 0,
  };
}
