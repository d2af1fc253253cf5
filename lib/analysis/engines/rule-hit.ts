import type { LineRule } from './types';

/** Whether a rule matches a line: its plain needle first (cheap, and false for most lines), then its pattern. */
export function ruleHits(rule: LineRule, text: string): boolean {
  return text.includes(rule.needle) && rule.pattern.test(text);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One regex of every needle: most lines are ruled out by one scan instead of one `includes` per rule. Needles that share a
 * first character are one branch (`E(?:ngineDeadError|ngine loop)`): at each place in a line the scan tries one branch per
 * first character, not one per needle.
 */
export function needleGate(rules: readonly LineRule[]): RegExp {
  const byFirst = new Map<string, string[]>();
  for (const needle of new Set(rules.map((r) => r.needle))) {
    const first = needle.slice(0, 1);
    const rests = byFirst.get(first);
    if (rests === undefined) byFirst.set(first, [needle.slice(1)]);
    else rests.push(needle.slice(1));
  }
  return new RegExp([...byFirst].map(([first, rests]) => (rests.length === 1 ? escape(first + rests[0]) : `${escape(first)}(?:${rests.map(escape).join('|')})`)).join('|'));
}
