import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFixtureCase, type FixtureCase } from './fixture-case';

const ROOT = new URL('./__fixtures__/systemd/', import.meta.url);
const cases = (JSON.parse(readFileSync(new URL('cases.json', ROOT), 'utf8')) as FixtureCase[]).map((c): [string, FixtureCase] => [c.file, c]);

const check = (file: string, c: FixtureCase): void => checkFixtureCase(readFileSync(new URL(file, ROOT), 'utf8'), c);

describe("analyse on real systemd lines around any engine (expected written by reading them)", () => {
  it('has at least 12 excerpts', () => expect(cases.length).toBeGreaterThanOrEqual(12));
  it.each(cases.filter(([, c]) => !c.gap))('%s', check);
  const gaps = cases.filter(([, c]) => c.gap);
  if (gaps.length) it.fails.each(gaps)('known gap: %s', check);
});
