import { describe, expect, it } from 'vitest';
import { redactEntries, redactText } from './redact-secrets';
import { sampleEntry } from './__fixtures__/sample-snapshot';

const CASES: Array<[string, string]> = [
  ['Using token hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789 from env', 'Using token [REDACTED:hf_token] from env'],
  ['Authorization: Bearer eyJhbGciOiJI.eyJzdWIiOiIx.SflKxwRJSMeKKF2QT4', 'Authorization: Bearer [REDACTED:jwt]'],
  ['curl -H "Authorization: Bearer 0123456789abcdef" http://x', 'curl -H "Authorization: Bearer [REDACTED:bearer]" http://x'],
  ['--api-key sk-proj-AAAAAAAAAAAAAAAAAAAAAAAAAAAA given', '--api-key [REDACTED:openai_key] given'],
  ['api_key=abcd1234efgh rest', 'api_key=[REDACTED:secret] rest'],
  ['connecting to postgres://radar:s3cr3t-pw@db:5432/x', 'connecting to postgres://radar:[REDACTED:url_password]@db:5432/x'],
  ['HF_TOKEN: "plainvalue99"', 'HF_TOKEN: "[REDACTED:secret]"'],
];

describe('redactText', () => {
  it.each(CASES)('redacts %j', (input, expected) => {
    const out = redactText(input);
    expect(out.text).toBe(expected);
    expect(out.count).toBe(1);
  });

  it('leaves ordinary vLLM lines untouched', () => {
    for (const line of [
      '(Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi-k2.5-nvfp4...',
      'Loading safetensors checkpoint shards:  45% Completed | 29/64 [02:10<02:37,  4.51s/it]',
      'RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)',
      'GPU KV cache size: 1,234,560 tokens',
      'Loading weights took 512.33 seconds; max_num_batched_tokens=8192',
    ]) {
      expect(redactText(line)).toEqual({ text: line, count: 0 });
    }
  });
});

describe('redactEntries', () => {
  it('redacts message, vLLM text and fields, and counts each secret once', () => {
    const entry = sampleEntry(0, '(APIServer pid=1) INFO args: hf_token=hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123');
    entry.vllm = { role: 'APIServer', pid: 1, level: 'info', stamp: null, source: null, text: 'args: hf_token=hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123' };
    entry.fields = { EXIT_STATUS: '1' };
    const { entries, redactions } = redactEntries([entry]);
    expect(redactions).toBe(1);
    expect(entries[0]?.message).toBe('(APIServer pid=1) INFO args: hf_token=[REDACTED:hf_token]');
    expect(entries[0]?.vllm?.text).toBe('args: hf_token=[REDACTED:hf_token]');
    expect(entries[0]?.fields).toEqual({ EXIT_STATUS: '1' });
    expect(entry.message).toContain('hf_aBcDe');
  });
});
