import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactText } from '@/lib/redact';

const hfToken = fc.stringMatching(/^[A-Za-z0-9]{34}$/).map((s) => `hf_${s}`);
const safeText = fc.string({ maxLength: 60 }).map((s) => s.replace(/[A-Za-z0-9_]+$/, ''));

describe('fuzz: redactText', () => {
  it('never throws on arbitrary text and never grows a line that holds no secret', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 400 }), fc.string({ unit: 'grapheme', maxLength: 200 })), (text) => {
        const r = redactText(text);
        if (r.count === 0) expect(r.text).toBe(text);
        else expect(r.text).toMatch(/\[redacted:[a-z_]+\]/);
      }),
      { numRuns: 500 },
    );
  });

  it('a Hugging Face token anywhere in a line never survives', () => {
    fc.assert(
      fc.property(safeText, hfToken, fc.string({ maxLength: 60 }).map((s) => ' ' + s), (before, token, after) => {
        const r = redactText(before + token + after);
        expect(r.text).not.toContain(token);
        expect(r.count).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
