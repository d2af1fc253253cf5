// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analyse } from '@/lib/analysis';
import { parseLog } from '@/lib/journal';
import { OutcomeBadge } from './outcome-badge';

afterEach(cleanup);

function badge(lines: string[]): HTMLElement {
  const [attempt] = analyse(parseLog(lines.join('\n'), { year: 2025 }).entries).attempts;
  render(<OutcomeBadge attempt={attempt!} />);
  return screen.getByText(/^(?:starting|running|ready|failed|stopped)$/);
}

describe('OutcomeBadge', () => {
  it('says "running", not "starting", for a server that came up and served but whose runner died under it', () => {
    // ollama/ollama#9674: the runner started, answered requests, then ran out of memory and crashed; `ollama serve` lives on.
    const el = badge([
      'time=2025-03-17T08:15:58.642+01:00 level=INFO source=server.go:624 msg="llama runner started in 13.02 seconds"',
      '[GIN] 2025/03/17 - 08:15:58 | 200 | 13.3177393s |       127.0.0.1 | POST     "/api/generate"',
      'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 17481.62 MiB on device 0: cudaMalloc failed: out of memory',
      'Exception 0xc0000005 0x0 0x58 0x7ff789a4ebd4',
    ]);
    expect(el.textContent).toBe('running');
    expect(el.dataset.outcome).toBe('running');
    expect(el.title).toContain('reached ready');
  });

  it('says "starting" for an attempt that has not reached ready', () => {
    const el = badge(['[2026-03-03 03:53:30] Load weight begin. avail mem=60.12 GB']);
    expect(el.textContent).toBe('starting');
    expect(el.title).toBe('');
  });
});
