import { describe, expect, it } from 'vitest';
import { needleAutomaton } from './needle-automaton';
import { needleGate } from './rule-hit';
import { ENGINES } from './index';
import { COMMON_CAUSES, COMMON_ENDS, GPU_FAULT } from './common';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (needles: readonly string[]): RegExp => new RegExp(needles.map(escape).join('|'));

let seed = 7;
const rand = (n: number): number => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
// A small alphabet makes needles overlap, nest and share prefixes and suffixes; the rest are code units no needle holds.
const ALPHABET = ['a', 'b', 'c', 'ab', ' ', '.', '|', '(', '\\', 'é', '（', '\ud83d', '\ude80', '\n'];
const word = (max: number): string => Array.from({ length: 1 + rand(max) }, () => ALPHABET[rand(ALPHABET.length)]).join('');

describe('needleAutomaton', () => {
  it('finds what a regex of the same needles finds, on random needles and texts', () => {
    for (let round = 0; round < 400; round++) {
      const needles = Array.from({ length: 1 + rand(12) }, () => word(5));
      const regex = alternation(needles);
      const automaton = needleAutomaton(needles);
      for (let k = 0; k < 40; k++) {
        const text = rand(4) === 0 ? '' : word(30) + (rand(3) === 0 ? 'xyz' : '');
        expect(automaton.test(text), JSON.stringify({ needles, text })).toBe(regex.test(text));
      }
    }
  });

  it('finds a needle that ends where a longer one failed, and one inside another', () => {
    const gate = needleAutomaton(['died unexpectedly', 'expect', 'Engine core', 'core dumped']);
    expect(gate.test('worker died unexpected')).toBe(true); // `expect` inside the failed longer needle
    expect(gate.test('Engine cor dumped')).toBe(false);
    expect(gate.test('Aborted (core dumped)')).toBe(true);
    expect(gate.test('Engine co')).toBe(false);
  });

  it('holds for no needle, one needle and an empty needle as a regex does', () => {
    expect(needleAutomaton([]).test('anything')).toBe(false);
    expect(needleAutomaton(['x']).test('a x b')).toBe(true);
    expect(needleAutomaton(['x', '']).test('')).toBe(true);
    expect(alternation(['x', '']).test('')).toBe(true);
  });

  it('lets every engine rule set through exactly where a regex of its needles does, on the rules’ own example lines', () => {
    const sets = [...ENGINES.map((p) => [...p.ends, ...(p.causes ?? []), ...p.phases]), [...COMMON_ENDS, ...COMMON_CAUSES, GPU_FAULT]];
    const texts = sets.flat().map((r) => r.needle).flatMap((n) => [n, `x ${n} y`, n.slice(1), n.slice(0, -1)]);
    for (const rules of sets) {
      const regex = alternation([...new Set(rules.map((r) => r.needle))]);
      const gate = needleGate(rules);
      for (const text of texts) expect(gate.test(text), text).toBe(regex.test(text));
    }
  });
});
