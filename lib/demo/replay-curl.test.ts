import { describe, expect, it } from 'vitest';
import { healthProbeArgs } from '@/lib/commands/curl';
import { parseProbe } from '@/lib/probe';
import { DEFAULT_DEMO_CLOCK as CLOCK, DEMO_EPOCH_MS } from './clock';
import { replayCommand } from './replay-command';
import { DEMO_SCENARIOS } from './scenarios';

const TWO = DEMO_SCENARIOS['llm-two']!;
const at = (offsetS: number) => DEMO_EPOCH_MS + (300 * 20 + offsetS) * 1000;
const probe = (host: string, port: number, nowMs: number) => {
  const out = replayCommand(DEMO_SCENARIOS[host]!, healthProbeArgs(port), nowMs, CLOCK);
  return parseProbe(out, port, 'startup', nowMs);
};

describe('replayCurl: the demo API as the health probe finds it', () => {
  it('llm-two answers with its model once the attempt is ready', () => {
    const r = probe('llm-two', 8000, at(250));
    expect(r.ok).toBe(true);
    expect(r.models).toEqual(['kimi-k2.5']);
  });

  it('llm-two refuses while loading, exactly as curl says it', () => {
    const out = replayCommand(TWO, healthProbeArgs(8000), at(120), CLOCK);
    expect(out.code).toBe(7);
    expect(parseProbe(out, 8000, 'startup', at(120)).error).toBe("curl: (7) Failed to connect to 127.0.0.1 port 8000 after 0 ms: Couldn't connect to server");
  });

  it('another port, or a host that never gets ready, is refused', () => {
    expect(probe('llm-two', 8001, at(250)).ok).toBe(false);
    expect(probe('llm-three', 8000, at(250)).ok).toBe(false);
    expect(probe('llm-one', 8000, at(33)).models).toEqual(['/models/Llama-3.3-70B-Instruct']);
  });

  it('an option the probe never passes is a usage error', () => {
    expect(replayCommand(TWO, ['curl', '-X', 'POST', 'http://127.0.0.1:8000/health'], at(250), CLOCK).code).not.toBe(0);
  });
});
