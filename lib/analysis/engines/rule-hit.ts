import { needleAutomaton, type NeedleTest } from './needle-automaton';
import type { LineRule } from './types';

/** Whether a rule matches a line: its plain needle first (cheap, and false for most lines), then its pattern. */
export function ruleHits(rule: LineRule, text: string): boolean {
  return text.includes(rule.needle) && rule.pattern.test(text);
}

/** One automaton of every needle: most lines are ruled out by one scan instead of one `includes` per rule. */
export function needleGate(rules: readonly { needle: string }[]): NeedleTest {
  return needleAutomaton([...new Set(rules.map((r) => r.needle))]);
}
