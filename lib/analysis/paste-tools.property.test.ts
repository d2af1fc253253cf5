import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanTerminalText, detectFormat, parseLog, type JournalEntry } from '@/lib/journal';
import { composePrefixEnd, looksLikeCompose, SHELL_IDENTIFIER, shellCommand } from '@/lib/journal/bare-line';
import { dedentPaste } from '@/lib/journal/dedent-paste';
import { uncsvPaste } from '@/lib/journal/uncsv-paste';
import { unframePaste } from '@/lib/journal/unframe-paste';
import { unlabelPaste } from '@/lib/journal/unlabel-paste';
import { unnumberPaste } from '@/lib/journal/unnumber-paste';
import { unquotePaste } from '@/lib/journal/unquote-paste';
import { unprettyJsonPaste } from '@/lib/journal/unpretty-json-paste';
import { untickPaste } from '@/lib/journal/untick-paste';
import { unboldPaste } from '@/lib/journal/unbold-paste';
import { uncommentPaste } from '@/lib/journal/uncomment-paste';
import { unservicePaste } from '@/lib/journal/unservice-paste';
import { untsvPaste } from '@/lib/journal/untsv-paste';
import { sternTargets } from '@/lib/journal/stern-prefix';
import { RFC3339_PREFIX } from '@/lib/journal/line-shapes';
import { analyse } from './analyse';
import { classifySystemdEvent } from './classify-systemd-event';
import type { EngineId } from './engines';
import { logReaderEngine } from './engines/prompt-engine';
import type { FixtureCase } from './fixture-case';
import type { Attempt } from './types';

// The same excerpt as each tool prints it: what users paste is the engine's output behind a container runtime's, a
// journal's, a CI runner's or a Markdown quote's prefix. The story stays: attempts, engine, outcome, root-cause line.

/** The name a journal shows for the engine's process (SYSLOG_IDENTIFIER: the executable's name). */
const IDENTIFIER: Record<EngineId, string> = {
  vllm: 'vllm',
  sglang: 'python3',
  tgi: 'text-generation-launcher',
  llamacpp: 'llama-server',
  ollama: 'ollama',
  triton: 'tritonserver',
  unknown: 'start.sh',
};

/** What the original excerpt already carries, so that a shape of the same kind is not put on twice. */
interface Carried {
  journal: boolean;
  compose: boolean;
  stamp: boolean;
  kubectl: boolean;
  /** systemd's own lines about the unit: a journal whose prefixes were cut (`-o cat`), never a container's output. */
  systemd: boolean;
  /** An interactive shell's prompt running the server (`user@host:~$ vllm serve …`), not a script's `+ ` trace. */
  terminal: boolean;
  /** Rows copied out of a log console (Google Cloud Logging's `INFO 2024-…Z text`): the outermost layer, which no tool's prefix wraps. */
  viewer: boolean;
}

/** One line of the excerpt with the time and the attempt the analysis of the excerpt gave it. */
interface Line {
  text: string;
  ts: number;
  attempt: Attempt | null;
  pid: number;
  /** systemd's own line about the unit: the journal names it `systemd[1]`. */
  systemd: boolean;
}

type Shape = readonly [name: string, skip: (c: Carried) => boolean, apply: (lines: readonly Line[]) => string];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const iso = (ts: number, digits: number) => {
  const d = new Date(Math.floor(ts / 1000));
  const frac = String(ts % 1_000_000).padStart(6, '0').padEnd(9, '0').slice(0, digits);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${frac}`;
};
// Go's RFC3339Nano (kubelet) drops trailing zeros of the fraction; docker's fixed form keeps nine digits.
const rfc3339Nano = (ts: number) => `${iso(ts, 9).replace(/\.?0+$/, '')}Z`;
const clock = (ts: number) => {
  const d = new Date(Math.floor(ts / 1000));
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
const ident = (line: Line) => (line.systemd ? 'systemd[1]' : `${IDENTIFIER[line.attempt?.engine ?? 'unknown']}[${line.pid}]`);
const each = (lines: readonly Line[], prefix: (line: Line) => string) => lines.map((l) => prefix(l) + l.text).join('\n') + '\n';
// Journal and CI shapes wrap one tool's output of the engine: an excerpt already behind a container runtime's prefix keeps its own.
// A container runtime's shapes wrap the engine's output, which holds no journal's lines.
const bare = (c: Carried) => c.journal || c.systemd;
const wrapped = (c: Carried) => c.journal || c.compose || c.stamp || c.kubectl;
// A journal holds what the unit's processes print, never a terminal's prompts (an interactive container's log does: its TTY echoes them).
const journalled = (c: Carried) => wrapped(c) || c.terminal;

const SHAPES: readonly Shape[] = [
  // `docker compose logs`: the service name padded to the longest one's width, then `| `.
  ['docker compose logs', (c) => bare(c) || c.compose || c.kubectl, (lines) => each(lines, () => 'server-1  | ')],
  ['docker logs -t', (c) => bare(c) || c.stamp || c.compose || c.kubectl, (lines) => each(lines, (l) => `${iso(l.ts, 9)}Z `)],
  ['kubectl logs --timestamps', (c) => bare(c) || c.stamp || c.compose || c.kubectl, (lines) => each(lines, (l) => `${rfc3339Nano(l.ts)} `)],
  ['kubectl logs --prefix', (c) => bare(c) || c.kubectl || c.compose, (lines) => each(lines, () => '[pod/server-7d9f5c-x2k4q/server] ')],
  [
    'journalctl -u (short)',
    journalled,
    (lines) => each(lines, (l) => `${MONTHS[new Date(Math.floor(l.ts / 1000)).getUTCMonth()]} ${pad(new Date(Math.floor(l.ts / 1000)).getUTCDate())} ${clock(l.ts)} gpu-node-3 ${ident(l)}: `),
  ],
  ['journalctl -o short-iso', journalled, (lines) => each(lines, (l) => `${iso(l.ts, 0).slice(0, 19)}+00:00 gpu-node-3 ${ident(l)}: `)],
  ['GitHub Actions log', wrapped, (lines) => each(lines, (l) => `${iso(l.ts, 7)}Z `)],
  ['quoted in Markdown', () => false, (lines) => lines.map((l) => (l.text === '' ? '>' : `> ${l.text}`)).join('\n') + '\n'],
];

/** `shape excerpt-file` pairs whose shape loses what the story is told from, with why. */
const LOSES: ReadonlyMap<string, string> = new Map(
  ['docker logs -t', 'kubectl logs --timestamps', 'GitHub Actions log'].flatMap((shape) =>
    ['ramalama-970-serving-then-catatonit-failed-to-exec-pid1.log', 'ramalama-2214-vllm-runtime-catatonit-serve-then-run-health-timeout-then-default-run-chat-prompt.log'].map((file): [string, string] => [
    `${shape} ${file}`,
    "catatonit prints its own level word (`ERROR (catatonit:2): …`); behind an RFC 3339 stamp that reads as a tracing record's level and is taken off: the same failure and cause, the headline without `ERROR `",
  ]),
  ),
);

/**
 * Excerpts whose story changes in some shape and that nobody has read yet: open findings, not accepted losses. `it.fails`
 * until fixed, so a fix shows up as a failure to move the file out of this list. The 16 found when this test was written are
 * read and fixed (the readers, the start-up outcome rule, or this transform where it printed what no tool prints).
 */
const OPEN: ReadonlySet<string> = new Set<string>([
  // None open. vllm-ascend#1047 (a known gap: torch_npu's `[ERROR] … ERR00100 PTA call acl api failed.` is taken for the cut
  // traceback's header, so no cause is named) read otherwise behind a tool's prefix only because its paste's blank lines became
  // the container's empty lines between that line and the traceback; an empty line no longer parts a header from its traceback.
]);

const story = (text: string, year: number) =>
  analyse(parseLog(text, { year }).entries).attempts.map((a) => ({ engine: a.engine, outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

function carried(text: string, year: number): Carried {
  // A `grep -n` paste of a journal carries the journal behind grep's line numbers.
  const format = detectFormat(unnumberPaste(text));
  const entries = parseLog(text, { year }).entries;
  const lines = text.split('\n').filter((l) => l.trim() !== '').slice(0, 50).map((l) => cleanTerminalText(l));
  const share = (test: (l: string) => boolean) => lines.filter(test).length * 2 >= lines.length;
  return {
    // A journal pasted without its date and host columns still carries each line's `ident[pid]: ` tag.
    journal: (format !== 'vllm' && format !== 'cat') || share((l) => /^[\w.@-]+\[\d+\]: /.test(l)),
    // A viewer's `  | ` gutter or a Markdown table's `| ` is a compose prefix without a name.
    compose: looksLikeCompose(lines) || share((l) => /^\s*\| /.test(l)),
    stamp: share((l) => RFC3339_PREFIX.test(l) || RFC3339_PREFIX.test(l.slice(Math.max(0, composePrefixEnd(l)))) || /^\[\d{4}-\d\d-\d\dT/.test(l)),
    kubectl: share((l) => l.startsWith('[pod/') || /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] [\w.-]+ >> /.test(l)),
    systemd: entries.some((e) => classifySystemdEvent(e) !== null),
    terminal: entries.some((e) => e.identifier === SHELL_IDENTIFIER && !e.message.startsWith('+')),
    // A log viewer's rows, or its expanded view of JSON records (one record over many lines): no tool prefixes those lines.
    // So are stern's (its `+ pod › container` marks name the prefixes), a hosting console's `[service]: ` rows (Akash's) and
    // Grafana's downloaded log file (`epochMs TAB ISO TAB line`).
    // Cloud Logging's console also shows a row with its entry expanded below it (`  {`, then the entry's `"insertId"` and payload).
    viewer: share((l) => CLOUD_LOGGING_ROW.test(l) || MODAL_VIEW_ROW.test(l) || DESKTOP_VIEW_ROW.test(l) || DATED_VIEW_ROW.test(l) || STERN_ROW.test(l)) || unprettyJsonPaste(text) !== text ||
      lines.some((l, i) => CLOUD_LOGGING_ROW.test(l) && /^\s*\{$/.test(lines[i + 1] ?? '') && /^\s*"insertId": /.test(lines[i + 2] ?? '')) ||
      // Or its entry's fields listed one a line, the payload among them (`insertId: "…"`, `textPayload: "…"`).
      (lines.some((l) => /^\s*insertId: "/.test(l)) && lines.some((l) => /^\s*textPayload: "/.test(l))) ||
      sternTargets(lines).length > 0 ||
      unservicePaste(text) !== text ||
      untsvPaste(text) !== text ||
      // The user's prompt that prints a server's own log file (`% cat ~/.ollama/logs/server.log`): the terminal around the file.
      entries.some((e) => e.identifier === null && logReaderEngine(shellCommand(e.message) ?? '') !== null),
  };
}

const CLOUD_LOGGING_ROW = /^(?:DEFAULT|DEBUG|INFO|NOTICE|WARNING|ERROR|CRITICAL|ALERT|EMERGENCY) \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z(?: |$)/;

// Modal's dashboard log view copied row by row: `May 01  14:38:18.434 | ` before each container line.
const MODAL_VIEW_ROW = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d\d {2}\d\d:\d\d:\d\d\.\d{3} \| /;

// Docker Desktop's container log view copied row by row: `2026-04-19 17:01:17.288 | ` before each container line (loguru's own
// `… | INFO     | ` has a level and a second bar, and is a logger's line, not a viewer's row).
const DESKTOP_VIEW_ROW = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} \| (?!(?:TRACE|DEBUG|INFO|SUCCESS|WARNING|ERROR|CRITICAL) *\|)/;

// A dashboard's container log view copied row by row: `Mon, May 30 2022 7:56:26 pm | ` before each container line.
const DATED_VIEW_ROW = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2} \d{4} \d{1,2}:\d\d:\d\d [ap]m \| /;

// stern's `<pod> <container> ` before each line of many pods (here before vLLM's tag): a log tailer's rows, which are not
// relayed through another tool (and behind one, that tool's single container name would stand for every pod).
const STERN_ROW = /^[a-z0-9][-a-z0-9.]* [a-z0-9][-a-z0-9]* \(\w+ pid=\d+\) /;

const BASE_TS = (year: number) => Date.UTC(year, 4, 14, 9, 30, 0) * 1000;

/** Each line of the excerpt with a time that never goes back and, where the excerpt has one process per attempt, one PID per attempt. */
function linesOf(text: string, year: number): Line[] {
  const raw = text.replace(/\r?\n$/, '').split(/\r?\n/);
  const entries: JournalEntry[] = parseLog(text, { year }).entries;
  const { attempts, entryAttempt } = analyse(entries);
  const nonBlank = raw.filter((l) => l.trim() !== '').length;
  // Each non-blank bare line is one entry; where that does not hold (a systemctl status block), times and attempts are not mapped.
  const mapped = entries.length === nonBlank;
  let seq = 0;
  let ts = BASE_TS(year);
  return raw.map((line) => {
    const entry = mapped && line.trim() !== '' ? entries[seq++] : undefined;
    ts = Math.max(ts + 1000, entry?.ts ?? 0);
    // The analysis's own attempt of the line: attempts of processes side by side interleave, so a line's place between an
    // attempt's first and last line does not say whose it is.
    const at = entry === undefined ? -1 : (entryAttempt[seq - 1] ?? -1);
    const attempt = at === -1 ? (attempts.find((a) => seq - 1 <= a.lastSeq) ?? attempts[attempts.length - 1] ?? null) : attempts[at]!;
    return { text: line, ts, attempt, pid: 4100 + 37 * (attempt?.index ?? 0), systemd: entry !== undefined && classifySystemdEvent(entry) !== null };
  });
}

const corpus = path.join(__dirname, '__fixtures__', 'engines');
for (const engine of readdirSync(corpus)) {
  const cases = JSON.parse(readFileSync(path.join(corpus, engine, 'cases.json'), 'utf8')) as FixtureCase[];
  describe(`${engine} corpus, as each tool prints it`, () => {
    const run = (file: string, c: FixtureCase): void => {
      // The paste's own indent, quote, bold, comment marks, inline-code ticks, log pane's frame or log console's CSV column is no
      // part of what the tool printed; nor is the label `srun --label` puts before each task's line on the terminal that launched the job.
      const text = unlabelPaste(dedentPaste(unframePaste(uncsvPaste(untickPaste(uncommentPaste(unquotePaste(unboldPaste(readFileSync(path.join(corpus, engine, file), 'utf8')))))))));
      const year = c.year ?? 2025;
      const want = story(text, year);
      const has = carried(text, year);
      const lines = linesOf(text, year);
      const failures: string[] = [];
      for (const [shape, skip, apply] of SHAPES) {
        if (skip(has) || (has.viewer && shape !== 'quoted in Markdown') || LOSES.has(`${shape} ${file}`)) continue;
        const got = story(apply(lines), year);
        try {
          expect(got).toEqual(want);
        } catch {
          failures.push(`${shape}: ${JSON.stringify(got)}`);
        }
      }
      expect(failures, `want ${JSON.stringify(want)}`).toEqual([]);
    };
    for (const c of cases) (OPEN.has(c.file) ? it.fails : it)(c.file, () => run(c.file, c));
  });
}
