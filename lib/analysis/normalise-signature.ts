const FOLDS: ReadonlyArray<[RegExp, string]> = [
  [/\b[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\b/gi, '<uuid>'],
  [/\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?/g, '<time>'],
  [/\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g, '<time>'],
  [/\b0x[0-9a-f]+\b/gi, '<hex>'],
  [/\b[0-9a-f]{12,}\b/gi, '<hex>'],
  [/(?:[A-Za-z]:)?(?:\/[\w.@+~-]+){2,}\/?/g, '<path>'],
  [/\bpid=\d+/g, 'pid=<n>'],
  [/\d+(?:[.,]\d+)*/g, '<n>'],
  [/\s+/g, ' '],
];

/** An error's identity across attempts: numbers, PIDs, hex, paths, UUIDs and times folded. */
export function normaliseSignature(text: string): string {
  let out = text;
  for (const [pattern, replacement] of FOLDS) out = out.replace(pattern, replacement);
  return out.trim();
}
