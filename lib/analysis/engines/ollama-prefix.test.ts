import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ollamaPrefix } from './ollama-prefix';

const serverConfig = readFileSync(new URL('../__fixtures__/engines/ollama/ollama-6382-windows-server-start.log', import.meta.url), 'utf8').split('\n')[0]!;

// Real lines; sources in __fixtures__/engines/ollama/SOURCES.md and the profile's samples.
const rows: Array<[string, { text: string; level: string | null } | null]> = [
  ['time=2025-04-14T20:20:48.993+08:00 level=ERROR source=server.go:449 msg="llama runner terminated" error="exit status 0xc0000409"', { text: 'llama runner terminated error="exit status 0xc0000409"', level: 'error' }],
  ['time=2024-08-16T07:56:25.539+10:00 level=INFO source=routes.go:1172 msg="Listening on 127.0.0.1:11434 (version 0.3.6)"', { text: 'Listening on 127.0.0.1:11434 (version 0.3.6)', level: 'info' }],
  ['time=2025-12-03T21:10:10.830-08:00 level=INFO source=ggml.go:104 msg=system CPU.0.LLAMAFILE=1 compiler=cgo(gcc)', { text: 'system CPU.0.LLAMAFILE=1 compiler=cgo(gcc)', level: 'info' }],
  ['2025-03-06 23:36:39 time=2025-03-07T05:36:39.884Z level=ERROR source=server.go:421 msg="llama runner terminated" error="exit status 2"', { text: 'llama runner terminated error="exit status 2"', level: 'error' }],
  ['2023/12/24 23:48:35 llama.go:459: error starting llama runner: llama runner process has terminated', { text: 'error starting llama runner: llama runner process has terminated', level: null }],
  [serverConfig, { text: serverConfig.slice('2024/08/16 07:56:25 routes.go:1125: INFO '.length), level: 'info' }],
  ['DEBUG [initialize] new slot | n_ctx_slot=2048 slot_id=0 tid="139960244588544" timestamp=1735446900', { text: 'new slot | n_ctx_slot=2048 slot_id=0 tid="139960244588544" timestamp=1735446900', level: 'debug' }],
  // journalctl's pager cut the line, and the msg's closing quote with it (ollama/ollama#2930): the value runs to the cut.
  ['time=2024-03-09T10:41:22.855+08:00 level=INFO source=routes.go:1021 msg="Listening on 127.0.0.1:11434 (version 0>', { text: 'Listening on 127.0.0.1:11434 (version 0>', level: 'info' }],
  // Pasted without slog's time field (ollama/ollama#16957).
  ['level=WARN source=runner.go:713 msg="user overrode visible devices" CUDA_VISIBLE_DEVICES=0', { text: 'user overrode visible devices CUDA_VISIBLE_DEVICES=0', level: 'warning' }],
  // The fields before msg elided by hand in a pasted journal (an operator's note quoting `journalctl -u ollama`): still slog's.
  ['time=... msg="Listening on 127.0.0.1:11434 (version 0.17.7)"', { text: 'Listening on 127.0.0.1:11434 (version 0.17.7)', level: null }],
  // logrus (Docker, Traefik) writes a lower-case level: not Ollama's slog.
  ['time="2025-08-14T20:52:20Z" level=info msg="Stopping server gracefully"', null],
  ['ggml.c:1542: GGML_ASSERT(type >= 0 && type < GGML_TYPE_COUNT) failed', null],
];

describe('ollamaPrefix', () => {
  it.each(rows)('%s', (line, want) => {
    const got = ollamaPrefix(line);
    expect(got && { text: got.text, level: got.level }).toEqual(want);
  });
});
