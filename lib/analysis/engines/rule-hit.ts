import type { LineRule } from './types';

/** Whether a rule matches a line: its plain needle first (cheap, and false for most lines), then its pattern. */
export function ruleHits(rule: LineRule, text: string): boolean {
  return text.includes(rule.needle) && rule.pattern.test(text);
}
