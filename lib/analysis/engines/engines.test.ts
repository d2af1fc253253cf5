import { describe, expect, it } from 'vitest';
import { parseVllmLine } from '@/lib/journal/vllm-prefix';
import { ENGINES, detectEngine, readLine, type EngineProfile, type EngineSample } from './index';

function textOf(profile: EngineProfile, line: string): { text: string; role: string | null } {
  const vllm = parseVllmLine(line);
  if (vllm) return { text: vllm.text, role: vllm.role };
  const prefix = profile.prefix?.(line) ?? null;
  return prefix ? { text: prefix.text, role: prefix.role } : { text: line, role: null };
}

const rows = ENGINES.flatMap((profile) => profile.samples.map((sample): [string, EngineProfile, EngineSample] => [`${profile.id}: ${sample.line.slice(0, 90)}`, profile, sample]));

describe('engine profiles read their own real sample lines', () => {
  it.each(rows)('%s', (_, profile, sample) => {
    const { text, role } = textOf(profile, sample.line);
    const reading = readLine(profile, text, text !== sample.line);
    expect({
      detect: detectEngine(ENGINES, text)?.id === profile.id || detectEngine(ENGINES, sample.line)?.id === profile.id,
      phase: reading.phase,
      end: reading.end,
      wrapper: reading.wrapper,
      cause: reading.cause,
      startup: reading.startup,
    }).toEqual({
      detect: sample.detect === true,
      phase: sample.phase ?? null,
      end: sample.end ?? null,
      wrapper: sample.wrapper === true,
      cause: sample.cause === true,
      startup: sample.startup === true,
    });
    if (sample.role !== undefined) expect(role).toBe(sample.role);
  });

  it('each profile has at least one sample per rule kind it declares', () => {
    for (const p of ENGINES) {
      expect(p.samples.some((s) => s.detect), `${p.id} detect`).toBe(true);
      if (p.phases.length) expect(p.samples.some((s) => s.phase === 'ready'), `${p.id} ready`).toBe(true);
    }
  });
});
