export const SECRET_KINDS = [
  'hf_token',
  'openai_key',
  'aws_access_key',
  'github_token',
  'jwt',
  'private_key',
  'url_password',
  'bearer',
  'basic_auth',
  'api_key',
  'token',
  'password',
  'secret',
] as const;
export type SecretKind = (typeof SECRET_KINDS)[number];

/** A pattern whose `secret` group is replaced by `[redacted:kind]`; the rest of the match is kept. */
export interface SecretPattern {
  kind: SecretKind;
  re: RegExp;
}

// Order matters: specific token shapes first, so `HF_TOKEN=hf_…` counts once, as an hf_token.
export const SECRET_PATTERNS: readonly SecretPattern[] = [
  { kind: 'private_key', re: /(?<secret>-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$))/g },
  { kind: 'hf_token', re: /(?<![A-Za-z0-9])(?<secret>hf_[A-Za-z0-9]{20,})/g },
  { kind: 'openai_key', re: /(?<![A-Za-z0-9-])(?<secret>sk-(?:proj-|ant-|svcacct-)?[A-Za-z0-9_-]{20,})/g },
  { kind: 'aws_access_key', re: /(?<![A-Z0-9])(?<secret>(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16})(?![A-Z0-9])/g },
  { kind: 'github_token', re: /(?<![A-Za-z0-9])(?<secret>(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}))/g },
  { kind: 'jwt', re: /(?<![A-Za-z0-9_-])(?<secret>eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})/g },
  { kind: 'url_password', re: /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@'"]+:(?<secret>[^\s/'"]+)@/gi },
  // A bearer token has a digit or punctuation in it; "Bearer authentication" in prose does not.
  { kind: 'bearer', re: /\bBearer\s+(?<secret>(?=[^\s'",;]*[0-9._~+/-])[A-Za-z0-9._~+/-]{8,}=*)/gi },
  { kind: 'basic_auth', re: /\bAuthorization\s*[:=]\s*Basic\s+(?<secret>[A-Za-z0-9+/]{6,}={0,2})/gi },
  // `vllm serve … --api-key KEY`, as systemd logs the command line of a failed ExecStart.
  { kind: 'api_key', re: /(?<![\w-])--api-key\s+(?<q>['"]?)(?<secret>[^\s'",;&}\])]+)\k<q>/gi },
  { kind: 'token', re: /(?<![\w-])--(?:hf-)?token\s+(?<q>['"]?)(?<secret>[^\s'",;&}\])]+)\k<q>/gi },
  { kind: 'password', re: /(?<![\w-])--password\s+(?<q>['"]?)(?<secret>[^\s'",;&}\])]+)\k<q>/gi },
  {
    kind: 'api_key',
    re: /(?<![\w-])(?:[\w-]*[_-])?(?:api[_-]?key|apikey|access[_-]?key|secret[_-]?(?:access[_-]?)?key|private[_-]?key)['"]?\s*[:=]\s*(?<q>['"]?)(?<secret>[^\s'",;&}\])]+)\k<q>/gi,
  },
  { kind: 'password', re: /(?<![\w-])(?:[\w-]*[_-])?(?:password|passwd|passphrase)['"]?\s*[:=]\s*(?<q>['"]?)(?<secret>[^\s'",;&}\])]+)\k<q>/gi },
  // Tokenizer special tokens (`bos_token='<s>'`) are configuration, not credentials.
  {
    kind: 'token',
    re: /(?<![\w-])(?!(?:bos|eos|pad|unk|sep|cls|mask|additional_special|special)_token)(?:[\w-]*[_-])?(?:token)['"]?\s*[:=]\s*(?<q>['"]?)(?<secret>[^\s'",;&}\])]+)\k<q>/gi,
  },
  { kind: 'secret', re: /(?<![\w-])(?:[\w-]*[_-])?(?:secret|credentials?)['"]?\s*[:=]\s*(?<q>['"]?)(?<secret>[^\s'",;&}\])]+)\k<q>/gi },
];

/** Values after `password=` etc. that carry nothing to hide. */
export const EMPTY_VALUES = /^(?:none|null|nil|false|true|undefined|\*+|x+|<[^>]*>|\$\{?[A-Z_][A-Z0-9_]*\}?|\[redacted:[a-z_]+\]|\.\.\.)$/i;

/** argparse placeholders like `API_KEY` in usage text. */
export const PLACEHOLDER = /^[A-Z][A-Z_]*$/;

/** Cheap test that lets most log lines skip every pattern above. */
export const MAYBE_SECRET = /hf_|sk-|AKIA|ASIA|AGPA|AIDA|AROA|gh[pousr]_|github_pat_|eyJ|:\/\/[^\s/]*@|bearer|basic|key|pass|token|auth|secret|credential|PRIVATE KEY/i;
