import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Real line: TrelisResearch/one-click-llms#2 (a RunPod container of vllm/vllm-openai whose python3 could not import vllm; the
// container log's RFC 3339 stamp before it).
const LINE = "2024-01-23T03:26:45.560602035-05:00 /usr/bin/python3: Error while finding module specification for 'vllm.entrypoints.openai.api_server' (ModuleNotFoundError: No module named 'vllm')";

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

describe("`python -m` whose module runpy cannot find", () => {
  it('the interpreter exits on it: failed, the line its cause', () => {
    const got = read([LINE]);
    expect(got.map((a) => a.outcome)).toEqual(['failed']);
    expect(got[0]?.fatal).toContain("No module named 'vllm'");
  });

  it('runpy\'s other form, when no spec was found at all, ends the same way', () => {
    expect(read(['/opt/conda/bin/python: No module named vllm']).map((a) => a.outcome)).toEqual(['failed']);
  });

  it('the same words from a traceback frame or a warning end nothing', () => {
    const got = read([
      'INFO 01-23 03:26:45 api_server.py:727] args: Namespace(host=None, port=8000)',
      "WARNING 01-23 03:26:46 ray_utils.py:46] Failed to import Ray with ModuleNotFoundError(\"No module named 'ray'\"). For distributed inference, please install Ray with `pip install ray`.",
    ]);
    expect(got.map((a) => a.outcome)).toEqual(['running']);
  });
});
