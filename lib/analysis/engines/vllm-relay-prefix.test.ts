import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { vllmRelayPrefix } from './vllm-relay-prefix';

// docker/model-runner#611: Docker Model Runner relays its vLLM child's stderr through logrus, one record per line (the
// thread's traceback is cut before its exception; the one below is made up to end it).
const RELAY = (msg: string) => `time="2026-01-29T14:55:54Z" level=info msg="${msg}" component=vllm`;

describe('vllmRelayPrefix: a supervisor logrus-relaying vLLM', () => {
  it('reads the quoted line, its indentation and escaped quotes kept', () => {
    expect(vllmRelayPrefix(RELAY('  File \\"/opt/vllm-env/bin/vllm\\", line 10, in <module>'))).toEqual({
      text: '  File "/opt/vllm-env/bin/vllm", line 10, in <module>',
      role: null,
      level: null,
      stamp: null,
    });
  });

  it("leaves another component's records, Ollama's slog lines and bare text alone", () => {
    expect(vllmRelayPrefix('time="2026-01-29T14:55:54Z" level=info msg="Loading model" component=llama.cpp')).toBeNull();
    expect(vllmRelayPrefix('time=2025-04-14T20:20:32.049+08:00 level=INFO source=server.go:619 msg="llama runner started in 4.01 seconds"')).toBeNull();
    expect(vllmRelayPrefix('Traceback (most recent call last):')).toBeNull();
  });

  it("reads the relayed traceback of the vllm CLI's own entry point as the process dying", () => {
    const text = [
      RELAY('Traceback (most recent call last):'),
      RELAY('  File \\"/opt/vllm-env/bin/vllm\\", line 10, in <module>'),
      RELAY('    sys.exit(main())'),
      RELAY('  File \\"/opt/vllm-env/lib/python3.12/site-packages/vllm/entrypoints/cli/main.py\\", line 66, in main'),
      RELAY("ValueError: unknown runner 'pooling'"),
      '',
    ].join('\n');
    const [attempt] = analyse(parseLog(text, { year: 2026 }).entries).attempts;
    expect([attempt?.engine, attempt?.outcome, attempt?.fatal?.headline]).toEqual(['vllm', 'failed', "ValueError: unknown runner 'pooling'"]);
  });
});
