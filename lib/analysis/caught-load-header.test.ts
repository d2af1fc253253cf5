import { describe, expect, it } from 'vitest';
import { CAUGHT_LOAD_HEADERS } from './engines/common';
import { readAttempts } from '@/lib/analysis/read-attempts';

// text-generation-webui's load_model_wrapper: `except: exc = traceback.format_exc(); logger.error('Failed to load the model.'); print(exc)`.
const header = '21:48:28-754130 ERROR    Failed to load the model.';
const traceback = [
  'Traceback (most recent call last):',
  '  File "/text-generation-webui/modules/ui_model_menu.py", line 245, in load_model_wrapper',
  '    shared.model, shared.tokenizer = load_model(selected_model, loader)',
  'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB.',
];
const start = '21:47:29-016258 INFO     Starting Text generation web UI';

const read = (lines: string[]) =>
  readAttempts(lines, 2025).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

describe("a host's caught model load (text-generation-webui's `Failed to load the model.`)", () => {
  it('matches both log formats of the web UI, not a bare mention', () => {
    const hit = (line: string) => CAUGHT_LOAD_HEADERS.some((r) => line.includes(r.needle) && r.pattern.test(line));
    expect(hit(header)).toBe(true);
    expect(hit('2023-07-25 22:03:11 ERROR:Failed to load the model.')).toBe(true);
    expect(hit('🥲 Failed to load the model')).toBe(false);
  });

  it('the traceback under it names the cause, and the web UI lives on', () => {
    expect(read([start, header, ...traceback])).toEqual([{ outcome: 'running', fatal: 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB.' }]);
  });

  it('the same traceback without the header is a start-up death, as before', () => {
    expect(read([start, ...traceback])[0]?.outcome).toBe('failed');
  });
});
