import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { ollamaPrefix } from './ollama-prefix';

// ollama/ollama#9863 (0.6.6 in Docker): the log pasted with one space before every record.
const LISTENING = ' time=2025-04-20T18:32:11.437Z level=INFO source=routes.go:1299 msg="Listening on [::]:11434 (version 0.6.6)"';
// The hard-wrapped tail of its `server config` record, which starts at the line's first column.
const CONFIG_TAIL = '//* vscode-file://*] OLLAMA_SCHED_SPREAD:false ROCR_VISIBLE_DEVICES: http_proxy: https_proxy: no_proxy:]"';

describe('Ollama records pasted behind an indent', () => {
  it("slog's line behind a space is still slog's", () => {
    expect(ollamaPrefix(LISTENING)).toMatchObject({ text: 'Listening on [::]:11434 (version 0.6.6)', level: 'info' });
  });

  it("Go's log line behind a space is still Go's", () => {
    const line = ' 2025/04/20 18:32:11 routes.go:1232: INFO server config env="map[CUDA_VISIBLE_DEVICES: GPU_DEVICE_ORDINAL:';
    expect(ollamaPrefix(line)).toMatchObject({ text: 'server config env="map[CUDA_VISIBLE_DEVICES: GPU_DEVICE_ORDINAL:', level: 'info' });
  });

  it('a server that says it listens, so indented among lines that are not, is ready', () => {
    const [a] = analyse(parseLog([CONFIG_TAIL, LISTENING].join('\n'), { year: 2025 }).entries).attempts;
    expect([a!.engine, a!.outcome]).toEqual(['ollama', 'ready']);
  });

  it('an indented line of anything else is left to the other prefixes', () => {
    // ollama/ollama#10739: a hand-wrapped continuation of an offload record.
    expect(ollamaPrefix(' library=cuda layers.requested=-1 layers.model=49')?.text).not.toBe('library=cuda layers.requested=-1 layers.model=49');
  });
});
