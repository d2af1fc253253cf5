import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_CAUSES, COMMON_ENDS, ENGINES, GPU_FAULT } from './index';
import { needleGate } from './rule-hit';
import type { LineRule } from './types';

const rule = (needle: string): LineRule => ({ needle, pattern: /(?:)/ });
const anyNeedle = (needles: readonly string[], text: string): boolean => needles.some((n) => text.includes(n));

// The gate is one regex of every needle, escaped: it must let through exactly the lines that hold some needle, whatever
// characters the needles hold.
describe('needleGate', () => {
  it('matches a text exactly when it holds one of the needles (random needles over a small alphabet)', () => {
    const char = fc.constantFrom('a', 'b', 'E', ' ', '.', '(', '|', '[', '\\', '$', '\u00e9', '\ud83d', '\ude00');
    const word = fc.array(char, { minLength: 0, maxLength: 5 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), fc.array(word, { minLength: 0, maxLength: 6 }), (needles, parts) => {
        const text = parts.join('');
        expect(needleGate(needles.map(rule)).test(text)).toBe(anyNeedle(needles, text));
      }),
      { numRuns: 3000, seed: 33 },
    );
  });

  it("matches exactly where a plain `includes` of the real rules' needles does, on every needle and the hot lines", () => {
    const rules = [...COMMON_ENDS, ...COMMON_CAUSES, GPU_FAULT, ...ENGINES.flatMap((p) => [...p.ends, ...(p.causes ?? []), ...(p.startup ?? []), ...(p.phases ?? [])])];
    const needles = [...new Set(rules.map((r) => r.needle))];
    const gate = needleGate(rules);
    const texts = [
      ...needles,
      ...needles.map((n) => `x ${n.slice(0, -1)} y`),
      ...needles.map((n) => `(APIServer pid=1) ERROR 02-20 08:00:00 [core.py:1] ${n}!`),
      'INFO:     127.0.0.1:46952 - "POST /v1/chat/completions HTTP/1.1" 200 OK',
      'Engine 000: Avg prompt throughput: 3.1 tokens/s, GPU KV cache usage: 0.0%',
    ];
    for (const text of texts) expect([text, gate.test(text)]).toEqual([text, anyNeedle(needles, text)]);
  });
});
