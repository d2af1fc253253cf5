import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const analysed = (text: string) => analyse(parseLog(text, { format: 'vllm', year: 2025 }).entries);

// `vllm serve --api-server-count N` names its API server processes `ApiServer_0` … (vllm/v1/utils.py), vllm-project/vllm#27711.
describe('vLLM API server processes of --api-server-count', () => {
  it('an `(ApiServer_N pid=M)` tag alone tells vLLM', () => {
    const a = analysed('(ApiServer_3 pid=748307) INFO:     127.0.0.1:45516 - "POST /v1/completions HTTP/1.1" 200 OK\n');
    expect(a.attempts.map((x) => x.engine)).toEqual(['vllm']);
  });

  it('one API server index with a second PID is a new attempt', () => {
    const a = analysed(
      [
        '(ApiServer_1 pid=405) INFO:     127.0.0.1:1 - "POST /v1/completions HTTP/1.1" 200 OK',
        '(ApiServer_1 pid=905) INFO:     127.0.0.1:2 - "POST /v1/completions HTTP/1.1" 200 OK',
      ].join('\n'),
    );
    expect(a.attempts.length).toBe(2);
  });

  it("the parent's `Process ApiServer_0 (PID: N) died with exit code 1` ends the attempt, cut before its traceback too", () => {
    const a = analysed('ERROR 05-11 11:39:27 [utils.py:291] Exception occurred while running API servers: Process ApiServer_0 (PID: 359) died with exit code 1\n');
    expect(a.attempts.map((x) => [x.outcome, x.fatal?.headline])).toEqual([['failed', 'Exception occurred while running API servers: Process ApiServer_0 (PID: 359) died with exit code 1']]);
  });
});

describe('the main PID with several API servers', () => {
  const lines = [
    'INFO 11-01 10:00:00 [utils.py:1] Started 2 API server processes',
    '(ApiServer_0 pid=200) INFO:     Started server process [200]',
    '(ApiServer_1 pid=201) INFO:     Started server process [201]',
    '(ApiServer_0 pid=200) INFO:     127.0.0.1:1 - "POST /v1/completions HTTP/1.1" 200 OK',
  ];
  it("is the `vllm serve` parent journald names, not the first API server's uvicorn PID", () => {
    const a = analyse(parseLog(lines.map((l) => `Nov 01 10:00:00 gpu1 vllm[100]: ${l}`).join('\n'), { year: 2025 }).entries);
    expect(a.attempts.map((x) => x.mainPid)).toEqual([100]);
  });
  it('is unknown in bare output, where no line names the parent', () => {
    expect(analysed(lines.join('\n')).attempts.map((x) => x.mainPid)).toEqual([null]);
  });
});
