import { EMPTY_VALUES, MAYBE_SECRET, PLACEHOLDER, SECRET_PATTERNS, type SecretKind } from './secret-patterns';

export interface RedactedText {
  text: string;
  count: number;
  byKind: Partial<Record<SecretKind, number>>;
}

/** Replaces each secret in `text` with `[redacted:kind]`, keeping the key or scheme around it readable. */
export function redactText(text: string): RedactedText {
  const byKind: Partial<Record<SecretKind, number>> = {};
  if (!MAYBE_SECRET.test(text)) return { text, count: 0, byKind };
  let count = 0;
  let out = text;
  for (const { kind, re } of SECRET_PATTERNS) {
    out = out.replace(re, (...args: unknown[]) => {
      const match = args[0] as string;
      const groups = args[args.length - 1] as Record<string, string | undefined>;
      const secret = groups.secret ?? '';
      const keyed = 'q' in groups;
      // Overlaps an earlier, more specific redaction (`HF_TOKEN=[redacted:hf_token]`).
      if (match.includes('[redacted:')) return match;
      if (!secret || (keyed && (EMPTY_VALUES.test(secret) || PLACEHOLDER.test(secret)))) return match;
      count++;
      byKind[kind] = (byKind[kind] ?? 0) + 1;
      // Every pattern ends with its secret (plus at most a closing quote or `@`), so the last occurrence is it.
      const at = match.lastIndexOf(secret);
      return match.slice(0, at) + `[redacted:${kind}]` + match.slice(at + secret.length);
    });
  }
  return { text: out, count, byKind };
}
