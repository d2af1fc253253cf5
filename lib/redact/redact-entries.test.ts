import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/lib/journal/types';
import { redactEntries } from './redact-entries';

const HF = 'hf_' + 'QwErTyUiOpAsDfGhJkLzXcVbNm123456';

function entry(seq: number, message: string, extra: Partial<JournalEntry> = {}): JournalEntry {
  return {
    seq, cursor: `s=abc;i=${seq}`, ts: 1_771_630_672_000_000 + seq, pid: 222636, invocationId: null, unit: 'vllm-kimi-k25.service',
    priority: 6, identifier: 'vllm', hostname: 'llm-two', messageId: null, bootId: null, fields: null, message, vllm: null, parsed: true,
    ...extra,
  };
}

describe('redactEntries', () => {
  it('counts secrets over messages and fields, once per secret, and keeps clean entries identical', () => {
    const clean = entry(0, '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...');
    const leaky = entry(1, `(APIServer pid=222600) INFO 02-20 23:37:40 [utils.py:1] HF_TOKEN=${HF} password=hunter2`, {
      vllm: { role: 'APIServer', pid: 222600, level: 'info', stamp: '02-20 23:37:40', source: 'utils.py:1', text: `HF_TOKEN=${HF} password=hunter2` },
    });
    const field = entry(2, 'Started vllm-kimi-k25.service.', { fields: { EXEC: 'curl -H "Authorization: Bearer abc-123456789"', N_RESTARTS: '3' } });
    const input = [clean, leaky, field];
    const snapshot = JSON.stringify(input);
    const { entries, redactions, byKind } = redactEntries(input);

    expect(redactions).toBe(3);
    expect(byKind).toEqual({ hf_token: 1, password: 1, bearer: 1 });
    expect(entries[0]).toBe(clean);
    expect(entries[1]?.message).toBe('(APIServer pid=222600) INFO 02-20 23:37:40 [utils.py:1] HF_TOKEN=[redacted:hf_token] password=[redacted:password]');
    expect(entries[1]?.vllm?.text).toBe('HF_TOKEN=[redacted:hf_token] password=[redacted:password]');
    expect(entries[2]?.fields).toEqual({ EXEC: 'curl -H "Authorization: Bearer [redacted:bearer]"', N_RESTARTS: '3' });
    expect(JSON.stringify(entries)).not.toContain(HF);
    expect(JSON.stringify(input)).toBe(snapshot);
  });

  it('an empty slice has nothing to redact', () => {
    expect(redactEntries([])).toEqual({ entries: [], redactions: 0, byKind: {} });
  });
});
