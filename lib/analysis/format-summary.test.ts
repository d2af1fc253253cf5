import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJournalJson } from '@/lib/journal';
import { analyse } from './analyse';
import { formatDuration, formatSummary } from './format-summary';
import { toSummaryJson } from './to-summary-json';

const parsed = parseJournalJson(readFileSync(new URL('./__fixtures__/seed-story-with-ready.jsonl', import.meta.url), 'utf8'));
const analysis = analyse(parsed.entries);
const input = { format: parsed.format, entries: parsed.entries.length, unparsed: parsed.unparsed };

describe('formatSummary', () => {
  const text = formatSummary(input, analysis);
  const blocks = text.split('\n\n');

  it('heads with format and counts, then one block per attempt', () => {
    expect(blocks[0]).toBe('format json · 285 entries · 0 unparsed\n3 attempts · current restart 1 · 23:37:45 · pid 222636');
    // Named as every page names them (attemptLabel), with the stable id beside.
    expect(blocks.slice(1).map((b) => b.split('\n')[0])).toEqual([
      'Attempt 22:10:00 · pid 219876  c9d8e7f6a5b44c3d2e1f0a9b8c7d6e5f  STOPPED',
      'Attempt 23:36:00 · pid 221343  a3f1c2d4e5b64f7a8b9c0d1e2f3a4b5c  FAILED  (code=exited, status=1/FAILURE)',
      'Attempt restart 1 · 23:37:45 · pid 222636  b7e2d3c4a5f64b1c9d8e7f6a5b4c3d2e  RUNNING  (current)',
    ]);
  });

  it('shows main PID, PIDs with roles, phases with times and durations, fatal and recurring errors', () => {
    const failed = blocks[2]!;
    expect(failed).toContain('main PID  221343 · 23:36:00.200 → 23:37:10.041 UTC 2026-02-20');
    expect(failed).toContain('221592 Worker_TP2');
    expect(failed).toMatch(/loading_weights 23:36:21\.300 {2}\+9\.8s/);
    expect(failed).toMatch(/failed {10}23:37:10\.041 {2}\+48\.7s/);
    expect(failed).toContain('fatal     RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)');
    expect(failed).toContain("recurring Failed to import SparseMatrix from vllm.model_executor.layers.fused_moe.sparse: No module named 'vllm._sparse_C'  ×8");
    expect(blocks[3]).toContain('loading   29/64 shards (45%) at 23:42:02.005, 5m 3s left');
    expect(blocks[3]).toMatch(/eta {7}ready ~23:48:59\.005 \(in 6m 57s\), from shard-progress/);
  });

  it('formats durations for seconds, minutes and hours', () => {
    expect([formatDuration(3_900_000), formatDuration(303e6), formatDuration(4_440e6)]).toEqual(['3.9s', '5m 3s', '1h 14m']);
  });
});

describe('toSummaryJson', () => {
  it('has the CLI fields: ISO times, numeric PIDs, fatal and recurring headlines', () => {
    const json = toSummaryJson(input, analysis);
    expect(json).toMatchObject({ format: 'json', entries: 285, unparsed: 0, currentAttempt: 2 });
    const failed = json.attempts[1]!;
    expect(failed).toMatchObject({ id: 'a3f1c2d4e5b64f7a8b9c0d1e2f3a4b5c', mainPid: 221343, outcome: 'failed', start: '2026-02-20T23:36:00.200Z', end: '2026-02-20T23:37:10.041Z' });
    expect(failed.pids).toEqual([221343, 221480, 221590, 221591, 221592, 221593, 221594, 221595, 221596, 221597]);
    expect(failed.phases.map((p) => [p.name, p.at])).toEqual([
      ['spawned', '2026-02-20T23:36:00.200Z'],
      ['init', '2026-02-20T23:36:11.502Z'],
      ['loading_weights', '2026-02-20T23:36:21.300Z'],
      ['failed', '2026-02-20T23:37:10.041Z'],
    ]);
    expect(failed.fatal).toMatch(/^RuntimeError: flashinfer-cubin version \(0\.6\.3\)/);
    expect(failed.recurring).toEqual(["Failed to import SparseMatrix from vllm.model_executor.layers.fused_moe.sparse: No module named 'vllm._sparse_C'"]);
    expect(json.attempts[2]!.end).toBeNull();
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe('formatSummary of a failed attempt that printed no cause', () => {
  it('says none was printed, and that no end line was seen, instead of leaving "failed" unexplained', () => {
    // The seed's grep: one rank's first start-up line twice, two PIDs; the first attempt is superseded.
    const lines = [
      ['221343', '23:36:21'],
      ['222636', '23:37:52'],
    ].map(([pid, t], i) => JSON.stringify({ __REALTIME_TIMESTAMP: String(1771630581000000 + i * 91_000_000), _PID: pid, SYSLOG_IDENTIFIER: 'vllm-kimi', MESSAGE: `(Worker_TP0 pid=${pid}) INFO 02-20 ${t} [gpu_model_runner.py:4128] Starting to load model /shared/kimi...` }));
    const p = parseJournalJson(lines.join('\n'));
    const blocks = formatSummary({ format: p.format, entries: p.entries.length, unparsed: p.unparsed }, analyse(p.entries)).split('\n\n');
    expect(blocks[1]).toContain('FAILED  (no exit line seen)');
    expect(blocks[1]).toContain('fatal     none printed in the window; a newer start followed before any exit line of this one');
    expect(blocks[2]).not.toContain('fatal');
  });
});
