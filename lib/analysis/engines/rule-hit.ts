import type { LineRule } from './types';

/** Whether a rule matches a line: its plain needle first (cheap, and false for most lines), then its pattern. */
export function ruleHits(rule: LineRule, text: string): boolean {
  return text.includes(rule.needle) && rule.pattern.test(text);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regex of every needle: most lines are ruled out by one scan instead of one `includes` per rule. */
export function needleGate(rules: readonly LineRule[]): RegExp {
  return new RegExp([...new Set(rules.map((r) => r.needle))].map(escape).join('|'));
}
