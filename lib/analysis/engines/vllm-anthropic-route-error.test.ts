import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { readLine } from './read-line';
import { VLLM } from './vllm';

// entrypoints/anthropic/api_router.py create_messages: `except Exception as e: logger.exception("Error in create_messages: %s", e)`
// and a 500 JSONResponse for that request. noonghunna/club-3090#45's lines, the header above them made up from that call.
const TAG = '(APIServer pid=53846) ERROR 05-04 03:28:46 [api_router.py:72] ';
const LINES = [
  'Error in create_messages: The provided JSON schema contains features not supported by xgrammar.',
  'Traceback (most recent call last):',
  '  File "/home/ozgur/vllm-turbo-overlay/vllm/entrypoints/anthropic/api_router.py", line 70, in create_messages',
  '    generator = await handler.create_messages(request, raw_request)',
  'ValueError: The provided JSON schema contains features not supported by xgrammar.',
];

describe('vLLM: an Anthropic /v1/messages request answered with its error', () => {
  it('reads the route\'s header and its frame as a request being served', () => {
    expect(readLine(VLLM, LINES[0]!)).toMatchObject({ phase: 'ready', end: null });
    expect(readLine(VLLM, LINES[2]!)).toMatchObject({ phase: 'ready', end: null });
    expect(readLine(VLLM, '  File "/x/vllm/entrypoints/openai/api_server.py", line 70, in create_messages').phase).toBeNull();
  });

  it("does not end the API server on the request's exception", () => {
    const text = LINES.map((l) => TAG + l).join('\n') + '\n';
    const [attempt] = analyse(parseLog(text, { year: 2026 }).entries).attempts;
    expect([attempt?.engine, attempt?.outcome, attempt?.fatal ?? null]).toEqual(['vllm', 'ready', null]);
  });
});
