import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJournalJson, parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { ENGINES } from './engines';

// Every real end-of-process line the profiles hold, and the shared ones.
const END_LINES = [
  ...ENGINES.flatMap((p) => p.samples.filter((x) => x.end).map((x) => x.line)),
  'Segmentation fault (core dumped)',
  'Aborted (core dumped)',
  "terminate called after throwing an instance of 'c10::Error'",
];

const UNIT = 'vllm-prop.service';
const T0 = 1_771_630_560_000_000;

interface GenAttempt {
  inv: string;
  withIds: boolean;
  main: number;
  workers: number[];
  lines: Array<{ kind: 'main' | 'worker' | 'error' | 'traceback' | 'progress' | 'end'; worker: number; text: string }>;
  fails: boolean;
}

const hex32 = fc.stringMatching(/^[0-9a-f]{32}$/);
const lineGen = fc.record({
  kind: fc.constantFrom('main', 'worker', 'error', 'traceback', 'progress'),
  worker: fc.nat(7),
  text: fc.string({ maxLength: 40 }),
});

const attemptsGen = (withIds: boolean) =>
  fc
    .array(fc.record({ inv: hex32, lines: fc.array(lineGen, { minLength: 1, maxLength: 25 }), fails: fc.boolean(), workers: fc.integer({ min: 1, max: 8 }) }), { minLength: 1, maxLength: 4 })
    .map((list): GenAttempt[] =>
      list.map((a, i) => ({
        ...a,
        inv: a.inv.slice(0, 30) + i.toString(16).padStart(2, '0'),
        withIds,
        main: 10_000 * (i + 1),
        workers: Array.from({ length: a.workers }, (_, r) => 10_000 * (i + 1) + 100 + r),
      })),
    );

/** Journal JSON for generated attempts, each started and ended by systemd; returns lines and the attempt of each. */
function toJournal(attempts: GenAttempt[]): { text: string; owner: number[] } {
  const out: string[] = [];
  const owner: number[] = [];
  let ts = T0;
  const push = (index: number, record: Record<string, string>) => {
    ts += 1_000;
    out.push(JSON.stringify({ __CURSOR: `s=x;i=${out.length}`, __REALTIME_TIMESTAMP: String(ts), _HOSTNAME: 'h', ...record }));
    owner.push(index);
  };
  attempts.forEach((a, index) => {
    const sys = (MESSAGE: string, MESSAGE_ID: string, extra: Record<string, string> = {}) =>
      push(index, { _PID: '1', SYSLOG_IDENTIFIER: 'systemd', UNIT, ...(a.withIds ? { INVOCATION_ID: a.inv } : {}), MESSAGE, MESSAGE_ID, ...extra });
    const proc = (MESSAGE: string) =>
      push(index, { _PID: String(a.main), SYSLOG_IDENTIFIER: 'vllm', ...(a.withIds ? { _SYSTEMD_UNIT: UNIT, _SYSTEMD_INVOCATION_ID: a.inv } : {}), MESSAGE });
    sys(`Started ${UNIT}.`, '39f53479d3a045ac8e11786248231fbf');
    proc(`(APIServer pid=${a.main}) INFO 02-20 23:36:00 [api_server.py:1] vLLM API server version 0.15.1`);
    for (const l of a.lines) {
      const w = a.workers[l.worker % a.workers.length]!;
      const tag = `(Worker_TP${l.worker} pid=${w})`;
      if (l.kind === 'main') proc(`(APIServer pid=${a.main}) INFO 02-20 23:36:00 [x.py:1] ${l.text}`);
      else if (l.kind === 'worker') proc(`${tag} INFO 02-20 23:36:00 [x.py:1] ${l.text}`);
      else if (l.kind === 'error') proc(`${tag} ERROR 02-20 23:36:00 [x.py:2] ${l.text}`);
      else if (l.kind === 'end') proc(l.text);
      else if (l.kind === 'progress') proc(`Loading safetensors checkpoint shards:  45% Completed | 29/64 [04:10<05:03, 8.66s/it]`);
      else
        for (const t of ['Traceback (most recent call last):', '  File "/a.py", line 3, in f', '    g()', `ValueError: ${l.text}`])
          proc(`${tag} ERROR 02-20 23:36:00 [multiproc_executor.py:9] ${t}`);
    }
    if (index < attempts.length - 1 || a.fails) {
      sys(`${UNIT}: Main process exited, code=exited, status=${a.fails ? 1 : 0}/${a.fails ? 'FAILURE' : 'SUCCESS'}`, '98e322203f7a4ed290d09fe03c09fe15');
      if (a.fails) sys(`${UNIT}: Failed with result 'exit-code'.`, 'd9b373ed55a64feb8242e02dbe79a49c');
    }
  });
  return { text: out.join('\n') + '\n', owner };
}

function checkInvariants(entries: ReturnType<typeof parseJournalJson>['entries']) {
  const analysis = analyse(entries);
  expect(analysis.entryAttempt).toHaveLength(entries.length);
  for (const i of analysis.entryAttempt) expect(i >= -1 && i < analysis.attempts.length).toBe(true);
  const counted = analysis.attempts.reduce((n, a) => n + a.entryCount, 0);
  expect(counted + analysis.entryAttempt.filter((i) => i === -1).length).toBe(entries.length);
  const seen = new Set<number>();
  for (const a of analysis.attempts)
    for (const p of a.pids) {
      expect(seen.has(p.pid)).toBe(false);
      seen.add(p.pid);
    }
  return analysis;
}

describe('analyse on generated journals', () => {
  it('with invocation IDs: every entry lands in the attempt that wrote it, no PID is shared, none is lost', () => {
    fc.assert(
      fc.property(attemptsGen(true), (attempts) => {
        const { text, owner } = toJournal(attempts);
        const { entries } = parseJournalJson(text);
        expect(entries).toHaveLength(owner.length);
        const analysis = checkInvariants(entries);
        expect(analysis.entryAttempt).toEqual(owner);
        expect(analysis.attempts.map((a) => a.mainPid)).toEqual(attempts.map((a) => a.main));
        attempts.forEach((a, i) => {
          const outcome = analysis.attempts[i]!.outcome;
          if (a.fails) expect(outcome).toBe('failed');
        });
      }),
      { numRuns: 150 },
    );
  });

  it('without invocation IDs: systemd boundaries and PIDs give the same split', () => {
    fc.assert(
      fc.property(attemptsGen(false), (attempts) => {
        const { text, owner } = toJournal(attempts);
        const analysis = checkInvariants(parseJournalJson(text).entries);
        expect(analysis.entryAttempt).toEqual(owner);
      }),
      { numRuns: 150 },
    );
  });

  it('shuffled lines of several attempts with IDs still land by ID', () => {
    fc.assert(
      fc.property(attemptsGen(true), fc.infiniteStream(fc.nat()), (attempts, rand) => {
        const { text, owner } = toJournal(attempts);
        const lines = text.trimEnd().split('\n').map((l, i) => ({ l, o: owner[i]! }));
        const it = rand[Symbol.iterator]();
        for (let i = lines.length - 1; i > 0; i--) {
          const j = it.next().value % (i + 1);
          [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        }
        const analysis = checkInvariants(parseJournalJson(lines.map((x) => x.l).join('\n')).entries);
        const byId = new Map(analysis.attempts.map((a) => [a.invocationId, a.index]));
        const ids = attempts.map((a) => a.inv);
        analysis.entryAttempt.forEach((index, i) => expect(index).toBe(byId.get(ids[lines[i]!.o]!)));
      }),
      { numRuns: 100 },
    );
  });

  it('no attempt is ready or running after a line that ends its process; every such attempt failed or stopped', () => {
    fc.assert(
      fc.property(attemptsGen(false), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...END_LINES)), { minLength: 1, maxLength: 3 }), fc.boolean(), (attempts, ends, withIds) => {
        for (const [which, where, line] of ends) {
          const a = attempts[which % attempts.length]!;
          a.withIds = withIds;
          a.lines.splice(where % (a.lines.length + 1), 0, { kind: 'end', worker: 0, text: line });
        }
        const { text, owner } = toJournal(attempts);
        const entries = parseJournalJson(text).entries;
        const analysis = checkInvariants(entries);
        const hasEnd = new Set(entries.flatMap((e, i) => (END_LINES.includes(e.message) ? [owner[i]!] : [])));
        for (const index of hasEnd) {
          const attempt = analysis.attempts[analysis.entryAttempt[entries.findIndex((e, i) => owner[i] === index && END_LINES.includes(e.message))]!]!;
          expect(['failed', 'stopped']).toContain(attempt.outcome);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('any text at all: no exception escapes and every entry is accounted for', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('Traceback (most recent call last):', '  File "x", line 1', 'RuntimeError: x', '(Worker_TP0 pid=5) ERROR 02-20 23:36:00 [x.py:1] boom', 'Started u.service.')), { maxLength: 60 }), (lines) => {
        const parsed = parseLog(lines.join('\n'), { year: 2026 });
        checkInvariants(parsed.entries);
      }),
      { numRuns: 200 },
    );
  });
});
