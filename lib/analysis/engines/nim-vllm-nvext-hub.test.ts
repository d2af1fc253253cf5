import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Real lines: NVIDIA/nim-deploy#27 (NIM for LLMs on KServe, the paste indented one space) and #109 (NIM's profile download job).
const INJECTOR =
  ' {"level": "INFO", "time": "07-29 09:21:27.100", "file_path": "/usr/local/lib/python3.10/dist-packages/vllm_nvext/hub/ngc_injector.py", "line_number": "166", "message": "Preparing model workspace. This step might download additional files to run the model.", "exc_info": "None", "stack_info": "None"}';
const MODULE_TRACEBACK = [
  ' Traceback (most recent call last):',
  '   File "/usr/lib/python3.10/runpy.py", line 196, in _run_module_as_main',
  '     return _run_code(code, main_globals, None,',
  '   File "/usr/local/lib/python3.10/dist-packages/vllm_nvext/entrypoints/openai/api_server.py", line 492, in <module>',
  '     engine_args, extracted_name = inject_ngc_hub(engine_args)',
];
const FETCH_ERRORS = '[11-26 10:19:17.953 ERROR  nim_sdk::hub::repo  rust/nim-sdk/src/hub/repo.rs:128] One or more errors fetching files:';
const PROFILE = 'INFO 2024-11-26 10:19:04.812 pre_download.py:87] Fetching contents for profile tensorrt_llm-h100_nvl-fp8-tp2-pp1-throughput';

const read = (lines: string[]) => readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("NVIDIA NIM's vLLM package (vllm_nvext) and its model hub", () => {
  it("a path in vllm_nvext is NIM's vLLM process", () => {
    expect(read([INJECTOR, ...MODULE_TRACEBACK])).toEqual([['vllm', 'failed', null]]);
  });

  it("the hub client's fetch errors end the process, the line the cause", () => {
    expect(read([PROFILE, FETCH_ERRORS])).toEqual([['vllm', 'failed', FETCH_ERRORS]]);
  });

  it('the words inside another message prove nothing', () => {
    expect(read([PROFILE, 'INFO 2024-11-26 10:19:05.001 pre_download.py:95] retrying: One or more errors fetching files:'])[0]?.[1]).toBe('running');
  });
});
