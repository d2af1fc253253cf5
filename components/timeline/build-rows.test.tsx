import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse, collapseRepeats, viewLines } from '@/lib/analysis';
import { parseLog } from '@/lib/journal';
import { buildRows, rowOfSeq, type TimelineRow } from './build-rows';
import { DEFAULT_FILTERS, type TimelineFilters } from './view-params';

function load(path: string) {
  const parsed = parseLog(readFileSync(path, 'utf8'));
  const analysis = analyse(parsed.entries);
  return { entries: parsed.entries, analysis, repeats: collapseRepeats(parsed.entries, analysis.entryAttempt) };
}

const story = load('lib/analysis/__fixtures__/seed-story.jsonl');
const healthy = load('lib/analysis/__fixtures__/seed-story-with-ready.jsonl');
// QwenLM/Qwen3-VL #1477: the same lines from 8 ranks `(Worker_TP3_EP3 pid=N)`.
const ranks = load('lib/journal/__fixtures__/qwen3vl-1477-worker-tp-ep-loading.txt');

function rows(src: ReturnType<typeof load>, filters: Partial<TimelineFilters> = {}, expanded: string[] = []) {
  return buildRows(src.entries, src.analysis, { ...DEFAULT_FILTERS, ...filters }, { expandedBlocks: new Set(expanded), repeats: src.repeats });
}

/** Every entry a row stands for: its own, its folded repeats, and a folded traceback's lines. */
function covered(src: ReturnType<typeof load>, list: TimelineRow[]) {
  const seqs = new Set<number>();
  const bySeq = new Map(src.entries.map((e) => [e.seq, e]));
  for (const r of list) {
    if (r.kind === 'attempt') continue;
    seqs.add(src.entries[r.index]!.seq);
    if (r.kind === 'block') r.block.seqs.forEach((s) => seqs.add(s));
    if (r.kind === 'line' && r.repeatPids.length) {
      const group = src.repeats.find((g) => g.memberSeqs.includes(src.entries[r.index]!.seq))!;
      group.memberSeqs.filter((s) => bySeq.get(s)?.vllm?.pid != null).forEach((s) => seqs.add(s));
    }
  }
  return seqs;
}

describe('buildRows', () => {
  it('the seed story: one header per attempt, the old attempt first, then the current one', () => {
    const headers = rows(story).rows.filter((r) => r.kind === 'attempt');
    expect(headers.map((h) => h.attempt)).toEqual([0, 1]);
    expect(story.analysis.attempts[0]!.mainPid).toBe(221343);
    expect(story.analysis.attempts[1]!.mainPid).toBe(222636);
  });

  it('no entry is lost: folded or not, every line is behind some row', () => {
    for (const src of [story, healthy, ranks]) {
      const seqs = covered(src, rows(src).rows);
      expect(seqs.size).toBe(src.entries.length);
    }
  });

  it('a traceback is one folded row until expanded, then all its lines follow it', () => {
    const tb = story.analysis.attempts[0]!.errors.find((b) => b.kind === 'traceback' && b.seqs.length > 10)!;
    const folded = rows(story).rows;
    expect(folded.filter((r) => r.kind === 'block' && r.block.id === tb.id)).toHaveLength(1);
    const foldedLineSeqs = folded.filter((r) => r.kind === 'line').map((r) => story.entries[(r as { index: number }).index]!.seq);
    expect(tb.seqs.some((s) => foldedLineSeqs.includes(s))).toBe(false);

    const open = rows(story, {}, [tb.id]).rows;
    const at = open.findIndex((r) => r.kind === 'block' && r.block.id === tb.id);
    const after = open.slice(at + 1, at + 1 + tb.seqs.length);
    expect(after.map((r) => (r.kind === 'line' && r.nested ? story.entries[r.index]!.seq : -1))).toEqual(tb.seqs);
  });

  it('the old attempt\'s fatal flashinfer traceback is an error row of attempt 0', () => {
    const fatal = story.analysis.attempts[0]!.fatal!;
    expect(fatal.headline).toMatch(/flashinfer-cubin version \(0\.6\.3\) does not match flashinfer version \(0\.6\.4\)/);
    const row = rows(story).rows[rowOfSeq(rows(story).rows, story.entries, fatal.seqs[0]!)]!;
    expect(row.kind === 'block' || row.kind === 'line').toBe(true);
    expect(row.attempt).toBe(0);
  });

  it('a line printed by 8 ranks becomes one row that names the other 7 pids', () => {
    const r = rows(ranks).rows.filter((x) => x.kind === 'line' && x.repeatPids.length > 0);
    expect(r.length).toBeGreaterThan(0);
    const row = r[0] as Extract<TimelineRow, { kind: 'line' }>;
    const group = ranks.repeats.find((g) => g.leaderSeq === ranks.entries[row.index]!.seq)!;
    expect(row.repeatPids.length + 1).toBe(group.memberSeqs.length);
    expect(new Set([ranks.entries[row.index]!.vllm!.pid, ...row.repeatPids]).size).toBe(group.memberSeqs.length);
  });

  it('errors only keeps nothing but error rows (and headers)', () => {
    const list = rows(story, { errorsOnly: true }).rows;
    expect(list.length).toBeGreaterThan(2);
    for (const r of list) if (r.kind !== 'attempt') expect(r.kind === 'block' || (r.kind === 'line' && r.isError)).toBe(true);
  });

  it('an attempt filter and "current only" keep that attempt alone', () => {
    for (const f of [{ attempt: 0 }, { currentOnly: true }]) {
      const want = 'attempt' in f ? 0 : story.analysis.currentAttempt;
      const list = rows(story, f).rows;
      expect(list.length).toBeGreaterThan(1);
      expect(list.every((r) => r.attempt === want)).toBe(true);
    }
  });

  it('an invalid regex is reported and ignored instead of throwing', () => {
    const bad = rows(story, { q: '(unclosed[', regex: true });
    expect(bad.searchError).toBeTruthy();
    expect(bad.rows.length).toBe(rows(story).rows.length);
  });

  it('a regex search matches case-insensitively and keeps only matching lines', () => {
    const res = rows(story, { q: 'starting to load model', regex: true });
    const lines = res.rows.filter((r) => r.kind === 'line') as Extract<TimelineRow, { kind: 'line' }>[];
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const l of lines) expect(story.entries[l.index]!.message).toMatch(/Starting to load model/);
    const pids = new Set(lines.map((l) => l.attempt));
    expect(pids).toEqual(new Set([0, 1]));
  });

  it('recurring noise (seen in a start that reached ready) is flagged and can be hidden', () => {
    const all = rows(healthy);
    expect(all.noiseLines).toBeGreaterThan(0);
    expect(all.rows.some((r) => r.kind !== 'attempt' && r.noise)).toBe(true);
    const hidden = rows(healthy, { hideNoise: true });
    expect(hidden.rows.some((r) => r.kind !== 'attempt' && r.noise)).toBe(false);
    expect(hidden.matched).toBe(all.matched - all.noiseLines);
  });

  it("filters by the level the engine printed, not the stdout priority 6 every engine line gets (TGI's WARN)", () => {
    const line = (n: number, message: string) =>
      JSON.stringify({ __REALTIME_TIMESTAMP: String(1727276670420621 + n), PRIORITY: '6', SYSLOG_IDENTIFIER: 'text-generation-launcher', _PID: '100', MESSAGE: message });
    const parsed = parseLog(
      [
        line(0, '2024-09-25T15:04:30.420621Z  INFO text_generation_launcher: Args { model_id: "meta-llama/Llama-3.1-8B" }'),
        line(1, '2024-09-25T15:04:31.000000Z  WARN text_generation_router: router/src/main.rs:340: Invalid hostname, defaulting to 0.0.0.0'),
      ].join('\n'),
    );
    const analysis = analyse(parsed.entries);
    const src = { entries: parsed.entries, analysis, repeats: collapseRepeats(parsed.entries, analysis.entryAttempt) };
    const shown = (views?: ReturnType<typeof viewLines>) =>
      buildRows(src.entries, src.analysis, { ...DEFAULT_FILTERS, level: 'warning' }, { expandedBlocks: new Set(), repeats: src.repeats, views })
        .rows.filter((r) => r.kind === 'line')
        .map((r) => src.entries[r.index]!.seq);
    expect(shown(viewLines(parsed.entries))).toEqual([1]);
    expect(shown()).toEqual([]);
  });
});
