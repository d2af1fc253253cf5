import type { JournalEntry } from '@/lib/journal/types';
import type { Phase, PhaseMark } from './types';
import type { EngineProfile, PhaseRule } from './engines';
import { needleGate, ruleHits } from './engines/rule-hit';
import type { LineViews } from './line-view';
import type { AttemptSegment } from './split-attempts';

function mark(name: Phase, entry: JournalEntry, line: string): PhaseMark {
  return { name, at: entry.ts, seq: entry.seq, line, sincePreviousUs: null };
}

/** Fills `sincePreviousUs` of marks already in order. */
export function withDurations(marks: PhaseMark[]): PhaseMark[] {
  let previous: number | null = null;
  for (const m of marks) {
    // A mark whose line came later than the next one's (a ready a request after the end proves) gives no duration.
    m.sincePreviousUs = previous !== null && m.at !== null && m.at >= previous ? m.at - previous : null;
    if (m.at !== null) previous = m.at;
  }
  return marks;
}

// The gate of the phases still pending: a phase found drops its needles, so a serving attempt's access lines stop
// passing it once `serving` is marked. Pending sets are few: each is a table less the phases found so far.
const gates = new Map<string, RegExp>();
const GATE_MEMO_LIMIT = 1024;
function gateOf(pending: readonly PhaseRule[]): RegExp {
  const key = pending.map((r) => r.needle).join('\0');
  let gate = gates.get(key);
  if (gate === undefined) {
    gate = needleGate(pending);
    if (gates.size < GATE_MEMO_LIMIT) gates.set(key, gate);
  }
  return gate;
}

/**
 * Milestones in order of appearance (vLLM prints the KV cache size before or after graph capture depending on the version).
 * `spawned` only where the start is seen: systemd's Started line or the server's first line; an attempt that began before the window has none.
 */
export function detectPhases(
  entries: readonly JournalEntry[],
  views: LineViews,
  attempt: Pick<AttemptSegment, 'positions' | 'startedPosition' | 'spawnPosition'>,
  rules: readonly PhaseRule[],
  rehearsal: EngineProfile['rehearsal'] = undefined,
): PhaseMark[] {
  const marks: PhaseMark[] = [];
  const markPositions: number[] = [];
  let pending = rules.slice();
  let gate = gateOf(pending);
  // How many marks there were when the dry run began: its end takes back the ones after. Watched only until it ends.
  let rehearsing: number | null = null;
  let watch = rehearsal !== undefined;
  // A line only the dry run prints was seen inside it: the run is the dry one even if its end line is not in the lines.
  let proven = false;
  for (const position of attempt.positions) {
    if (pending.length === 0 && !(watch && rehearsing !== null)) break;
    // Phases read the line as Ray printed it: its dedup count stands for other processes' lines, so a rule that must see the
    // whole line (a progress bar ending in tqdm's counters) takes no milestone from that summary; the rules of ends read it off.
    const repeat = views.rayRepeat[position];
    const text = repeat === undefined ? views.text[position]! : views.text[position]! + repeat;
    // The line that announces the dry run is the real start-up's (it may prove a phase itself); the run begins after it.
    let begins = false;
    if (watch && rehearsal) {
      if (rehearsing === null && ruleHits(rehearsal.begin, text)) {
        if (rehearsal.beginIncluded) rehearsing = marks.length;
        else begins = true;
      }
      if (rehearsing !== null && rehearsal.proof && ruleHits(rehearsal.proof, text)) proven = true;
      if (rehearsing !== null && rehearsal.real && ruleHits(rehearsal.real, text)) watch = false;
      else if (rehearsing !== null && ruleHits(rehearsal.end, text)) {
        marks.splice(rehearsing);
        markPositions.splice(rehearsing);
        pending = rules.filter((r) => !marks.some((m) => m.name === r.phase));
        gate = gateOf(pending);
        watch = false;
        continue;
      }
    }
    if (gate.test(text)) {
      for (const m of pending) {
        if (!text.includes(m.needle) || !m.pattern.test(text)) continue;
        if (m.startOnly && marks.some((k) => k.name === 'ready')) continue;
        if (m.notAfterMark !== undefined && marks.some((k) => k.line.includes(m.notAfterMark!))) continue;
        marks.push(mark(m.phase, entries[position]!, entries[position]!.message));
        markPositions.push(position);
        pending = pending.filter((p) => p.phase !== m.phase);
        gate = gateOf(pending);
        break;
      }
    }
    if (begins) rehearsing = marks.length;
  }
  if (watch && proven && rehearsing !== null) {
    marks.splice(rehearsing);
    markPositions.splice(rehearsing);
  }
  const firstMarkPosition = markPositions[0] ?? -1;
  const started = attempt.startedPosition ?? attempt.spawnPosition;
  if (started !== null) {
    // A server's own first line is not always its first: ggml prints its CUDA init before llama.cpp's build banner.
    // A milestone of this start before that line moves the spawn to it; systemd's Started line is never moved.
    const early = attempt.startedPosition === null && firstMarkPosition >= 0 && entries[firstMarkPosition]!.seq < entries[started]!.seq;
    const at = entries[early ? firstMarkPosition : started]!;
    marks.unshift(mark('spawned', at, at.message));
  }
  return withDurations(marks);
}
