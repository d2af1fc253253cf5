import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactText } from './redact-text';

const HF = 'hf_' + 'aBcDeFgHiJkLmNoPqRsTuVwXyZ012345';
const SK = 'sk-' + 'proj-AbC123dEf456GhI789jKl012MnO345';
const AWS = 'AKIA' + 'IOSFODNN7EXAMPLE';
const GH = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

describe('redactText', () => {
  it.each([
    [`HF_TOKEN=${HF} vllm serve`, 'HF_TOKEN=[redacted:hf_token] vllm serve', { hf_token: 1 }],
    [`Using token ${HF} for download`, 'Using token [redacted:hf_token] for download', { hf_token: 1 }],
    [`OPENAI_API_KEY="${SK}"`, 'OPENAI_API_KEY="[redacted:openai_key]"', { openai_key: 1 }],
    [`aws_access_key_id = ${AWS}`, 'aws_access_key_id = [redacted:aws_access_key]', { aws_access_key: 1 }],
    ['aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'aws_secret_access_key=[redacted:api_key]', { api_key: 1 }],
    [`git clone https://${GH}@github.com/o/r`, 'git clone https://[redacted:github_token]@github.com/o/r', { github_token: 1 }],
    ['curl -H "Authorization: Bearer abc.def-123_456"', 'curl -H "Authorization: Bearer [redacted:bearer]"', { bearer: 1 }],
    ['Authorization: Basic dXNlcjpwYXNzd29yZA==', 'Authorization: Basic [redacted:basic_auth]', { basic_auth: 1 }],
    [`jwt ${JWT} expired`, 'jwt [redacted:jwt] expired', { jwt: 1 }],
    ['pulling from https://deploy:s3cr3t-P@ss@registry.local/v2', 'pulling from https://deploy:[redacted:url_password]@registry.local/v2', { url_password: 1 }],
    ['redis://:hunter2@10.0.0.5:6379/0', 'redis://:hunter2@10.0.0.5:6379/0', {}],
    ['postgres://radar:hunter2@db:5432/x', 'postgres://radar:[redacted:url_password]@db:5432/x', { url_password: 1 }],
    ['login password=hunter2 ok', 'login password=[redacted:password] ok', { password: 1 }],
    ["{'api_key': 'abc123xyz', 'model': '/m'}", "{'api_key': '[redacted:api_key]', 'model': '/m'}", { api_key: 1 }],
    ['vllm serve /m --api-key token-temp --port 8080', 'vllm serve /m --api-key [redacted:api_key] --port 8080', { api_key: 1 }],
    ['vllm serve /m --hf-token abcdef123 --port 8080', 'vllm serve /m --hf-token [redacted:token] --port 8080', { token: 1 }],
    ['GET /v1/models?token=abc123&x=1', 'GET /v1/models?token=[redacted:token]&x=1', { token: 1 }],
    ['client_secret: "s0mething"', 'client_secret: "[redacted:secret]"', { secret: 1 }],
    ['-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjE -----END OPENSSH PRIVATE KEY-----', '[redacted:private_key]', { private_key: 1 }],
    [`two: ${HF} and ${SK}`, 'two: [redacted:hf_token] and [redacted:openai_key]', { hf_token: 1, openai_key: 1 }],
  ])('%s', (input, want, kinds) => {
    const r = redactText(input);
    expect(r.text).toBe(want);
    expect(r.byKind).toEqual(kinds);
    expect(r.count).toBe(Object.values(kinds).reduce((a, b) => a + b, 0));
  });

  it.each([
    'api_key=None',
    'password=',
    "token: ''",
    'HF_TOKEN=$HF_TOKEN',
    'password=******',
    "bos_token='<s>', eos_token='</s>', pad_token='<pad>'",
    'max_num_batched_tokens=8192',
    'GPU KV cache size: 1,234,560 tokens',
    'Maximum concurrency for 8192 tokens per request: 12.5x',
    'the bearer of bad news: Bearer authentication failed',
    'sk-learn is not installed',
    'sky is blue, sk-8 too short',
    'tokenizer=/models/kimi tokenizer_mode=auto',
    'auth: disabled',
    'distributed_init_method=tcp://127.0.0.1:54953 backend=nccl',
    '--api-key API_KEY',
  ])('leaves %j alone', (line) => {
    expect(redactText(line)).toEqual({ text: line, count: 0, byKind: {} });
  });

  it('changes no line of real vLLM startup and crash logs', () => {
    const lines = readFileSync(path.join(__dirname, '__fixtures__/vllm-clean-lines.txt'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines.length).toBeGreaterThan(15);
    for (const line of lines) expect(redactText(line).text).toBe(line);
  });

  it('is idempotent: redacting redacted text finds nothing more', () => {
    const once = redactText(`HF_TOKEN=${HF} password=hunter2 https://u:p4ss@h/`);
    expect(once.count).toBe(3);
    expect(redactText(once.text)).toMatchObject({ text: once.text, count: 0 });
  });
});
