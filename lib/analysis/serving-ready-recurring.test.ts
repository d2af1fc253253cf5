import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const analysed = (lines: string[]) => analyse(parseLog(lines.join('\n'), { format: 'vllm', year: 2025 }).entries);

const DEATH = [
  '(EngineCore_DP0 pid=200) ERROR 05-01 14:39:06 [core.py:710] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB',
  '(APIServer pid=1) ERROR 05-01 14:39:06 [async_llm.py:699] AsyncLLM output_handler failed.',
  '(APIServer pid=1) ERROR 05-01 14:39:06 [async_llm.py:699] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
  '(APIServer pid=1) INFO:     10.0.0.1:5000 - "POST /v1/chat/completions HTTP/1.1" 500 Internal Server Error',
];

describe('a ready that only requests prove is no start-up: what the window shows before it was not survived', () => {
  it("the engine core's cause before the 500s of a dead engine is the root cause, not noise", () => {
    const [attempt] = analysed(DEATH).attempts;
    expect([attempt?.outcome, attempt?.fatal?.headline, attempt?.errors.some((e) => e.recurring)]).toEqual([
      'failed',
      'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB',
      false,
    ]);
  });

  it('an error before the start-up ready line stays start-up noise of a healthy start', () => {
    const { attempts } = analysed([
      '(APIServer pid=1) ERROR 05-01 14:30:00 [registry.py:424] vllm.third_party.pynvml.NVMLError_InvalidArgument: Invalid Argument',
      '(APIServer pid=1) INFO:     Application startup complete.',
      '(APIServer pid=1) INFO:     10.0.0.1:5000 - "POST /v1/chat/completions HTTP/1.1" 200 OK',
    ]);
    expect(attempts.map((a) => [a.outcome, a.errors.map((e) => e.recurring)])).toEqual([['ready', [true]]]);
  });
});

describe('a ready that only a request line after the end proves', () => {
  it('comes before the end on the rail: the server was serving when it died (vllm-project/vllm#42362)', () => {
    const [attempt] = analysed(DEATH).attempts;
    expect(attempt?.phases.map((p) => p.name)).toEqual(['ready', 'failed']);
  });

  it('a ready its start-up proves keeps its place', () => {
    const lines = ['(APIServer pid=1) INFO 05-01 14:00:00 [launcher.py:37] Available routes are:', ...DEATH];
    const [attempt] = analysed(lines).attempts;
    expect(attempt?.phases.map((p) => [p.name, p.seq])).toEqual([
      ['ready', 0],
      ['failed', 2],
    ]);
  });
});

describe('a cause printed before the end, which only request lines after the end follow', () => {
  it('was not survived: the requests answered after it do not make it start-up noise (vllm-project/vllm#10024)', () => {
    const lines = [
      "ERROR 11-05 12:03:00 client.py:250] RuntimeError('Engine loop has died')",
      'ERROR 11-05 12:03:00 client.py:250] Traceback (most recent call last):',
      'ERROR 11-05 12:03:00 client.py:250]   File "/x/vllm/engine/multiprocessing/client.py", line 314, in _check_success',
      'ERROR 11-05 12:03:00 client.py:250]     raise response',
      'ERROR 11-05 12:03:00 client.py:250] RuntimeError: Engine loop has died',
      'INFO:     10.12.17.5:58280 - "POST /v1/chat/completions HTTP/1.1" 200 OK',
      'CRITICAL 11-05 12:03:03 launcher.py:99] MQLLMEngine is already dead, terminating server process',
    ];
    const [attempt] = analysed(lines).attempts;
    expect([attempt?.outcome, attempt?.fatal?.headline]).toEqual(['failed', 'RuntimeError: Engine loop has died']);
    // Reached before the end, when is not known: the 200's own time is after it.
    expect(attempt?.phases.map((p) => [p.name, p.at === null])).toEqual([
      ['ready', true],
      ['failed', false],
    ]);
  });
});
