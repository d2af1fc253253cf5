import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import type { FixtureCase } from './fixture-case';

// How a log reaches the analyser changes its bytes, never its story: the same attempts, outcomes, causes and phases.
const SHAPES: ReadonlyArray<readonly [string, (text: string) => string]> = [
  ['CRLF line ends (a log saved on Windows)', (t) => t.replace(/\n/g, '\r\n')],
  ['trailing spaces (a terminal copy)', (t) => t.replace(/\n/g, '  \n')],
  ['blank lines around the paste', (t) => `\n\n${t}\n\n`],
  // A forum's typographer (text not fenced as code): every straight quote curly, opening after a space or a bracket.
  [
    'typographic quotes (a forum post not fenced as code)',
    (t) => t.replace(/(^|[\s([{=])'/gm, '$1\u2018').replace(/'/g, '\u2019').replace(/(^|[\s([{=])"/gm, '$1\u201c').replace(/"/g, '\u201d'),
  ],
  // A rendered page's copy: HTML collapses runs of spaces, so the renderer wrote all but the last of a run as `&nbsp;`.
  ['no-break spaces (copied from a rendered page)', (t) => t.replace(/ {2,}/g, (run) => '\u00a0'.repeat(run.length - 1) + ' ').replace(/^ /gm, '\u00a0')],
  // A JSON line (docker's json-file driver) holds the colour codes escaped, as JSON must. A server's own JSON record
  // (TGI's tracing JSON, llama.cpp's old JSON log: `{"timestamp":…`) is written by a JSON formatter, which never colours.
  [
    'ANSI colours on level words (a TTY)',
    (t) =>
      t
        .split('\n')
        .map((line) => line.startsWith('{"timestamp":') ? line : line.replace(/\b(INFO|WARN|WARNING|ERROR|DEBUG)\b/g, line.startsWith('{') ? '\\u001b[32m$1\\u001b[0m' : '\x1b[32m$1\x1b[0m'))
        .join('\n'),
  ],
];

const story = (text: string, year: number) =>
  analyse(parseLog(text, { year }).entries).attempts.map((a) => ({
    engine: a.engine,
    outcome: a.outcome,
    fatal: a.fatal?.headline ?? null,
    mainPid: a.mainPid,
    phases: a.phases.map((p) => p.name),
  }));

const corpus = path.join(__dirname, '__fixtures__', 'engines');
for (const engine of readdirSync(corpus)) {
  const cases = JSON.parse(readFileSync(path.join(corpus, engine, 'cases.json'), 'utf8')) as FixtureCase[];
  describe(`${engine} corpus, pasted in other shapes`, () => {
    it.each(cases.map((c) => [c.file, c] as const))('%s', (_file, c) => {
      const text = readFileSync(path.join(corpus, engine, c.file), 'utf8');
      const year = c.year ?? 2025;
      const want = story(text, year);
      for (const [shape, reshape] of SHAPES) expect(story(reshape(text), year), shape).toEqual(want);
    });
  });
}
