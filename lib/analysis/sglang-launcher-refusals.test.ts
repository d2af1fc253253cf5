import { describe, expect, it } from 'vitest';
import { readStories } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) => readStories(lines, 2026);

// Real lines (code corpus: devopsrustem/slurmv4 3/9.sh, a user's notes on SGLang 0.5.8.post1).
const USAGE_TAIL = '                        [--forward-hooks FORWARD_HOOKS]';
const REFUSED = 'launch_server.py: error: unrecognized arguments: --ss';
const PROMPT = '((sglang-0.5.8.post1) ) [dcbsr_dev@tpgds-aihub0006 ~]$ ';

describe("argparse's refusal of sglang.launch_server's command line", () => {
  it('is a failed start of SGLang, its error line the cause', () => {
    expect(read([USAGE_TAIL, REFUSED, PROMPT])).toEqual([{ engine: 'sglang', outcome: 'failed', fatal: REFUSED }]);
  });

  it("under the `sglang serve` CLI the prog is the console script's name, `sglang`", () => {
    // sglang/cli/serve.py hands its argv to prepare_server_args, whose parser takes the default prog (sys.argv[0]'s basename).
    expect(read([USAGE_TAIL, 'sglang: error: unrecognized arguments: --ss', PROMPT])).toEqual([
      { engine: 'sglang', outcome: 'failed', fatal: 'sglang: error: unrecognized arguments: --ss' },
    ]);
  });

  it('the usage line alone, the paste cut before the error, is a process on its way out', () => {
    expect(read(['usage: launch_server.py [-h] --model-path MODEL_PATH [--tokenizer-path TOKENIZER_PATH] [--tokenizer-mode {auto,slow}]'])).toEqual([
      { engine: 'sglang', outcome: 'failed', fatal: null },
    ]);
  });
});

const ROUTER = '/app/sglang/sglang-latest/lib64/python3.12/site-packages/sglang_router';
const CONFIG_ERROR = "Configuration error: Invalid value for field 'worker_url': http://10.99.91.39:30000,8998 - Invalid URL format: invalid port number";

describe("sgl-model-gateway's Python launcher giving up", () => {
  it('a traceback through sglang_router is the router start of SGLang failing', () => {
    expect(
      read([
        `Error starting router: ${CONFIG_ERROR}`,
        'Traceback (most recent call last):',
        `  File "${ROUTER}/launch_router.py", line 48, in launch_router`,
        '    router.start()',
        `  File "${ROUTER}/router.py", line 319, in start`,
        '    self._router.start()',
        `ValueError: ${CONFIG_ERROR}`,
      ]),
    ).toEqual([{ engine: 'sglang', outcome: 'failed', fatal: `ValueError: ${CONFIG_ERROR}` }]);
  });
});
