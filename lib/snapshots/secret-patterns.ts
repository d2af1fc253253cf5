/** Secrets that show up in service logs, replaced before a snapshot is stored. Order matters: specific before generic. */
export const SECRET_PATTERNS: ReadonlyArray<{ kind: string; re: RegExp; keep?: number }> = [
  { kind: 'hf_token', re: /\bhf_[A-Za-z0-9]{20,}\b/g },
  { kind: 'openai_key', re: /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}\b/g },
  { kind: 'github_token', re: /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g },
  { kind: 'aws_key', re: /\bAKIA[0-9A-Z]{16}\b/g },
  { kind: 'jwt', re: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g },
  // keep: group 1 is the part before the secret that stays readable.
  { kind: 'bearer', re: /(\b[Bb]earer\s+)[A-Za-z0-9._~+/=-]{8,}/g, keep: 1 },
  { kind: 'url_password', re: /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+(?=@)/gi, keep: 1 },
  {
    kind: 'secret',
    re: /(\b(?:api[_-]?key|access[_-]?token|auth[_-]?token|hf[_-]?token|token|secret|password|passwd|pwd)["']?\s*[=:]\s*["']?)(?!\[REDACTED)[^\s"',;&]{4,}/gi,
    keep: 1,
  },
];
