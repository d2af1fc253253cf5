import { describe, expect, it } from 'vitest';
import { cleanTerminalText, decodeFieldValue } from './clean-message';

const bytes = (s: string) => Array.from(new TextEncoder().encode(s));

describe('cleanTerminalText', () => {
  it.each([
    ['plain text', 'plain text'],
    ['\x1b[32mINFO\x1b[0m 02-20 23:37:52 [x.py:1] ok', 'INFO 02-20 23:37:52 [x.py:1] ok'],
    ['\x1b[1;31mERROR\x1b[0m', 'ERROR'],
    ['\x1b]0;title\x07after', 'after'],
    ['Loading:  10%|#\rLoading:  50%|#####\rLoading: 100%|##########', 'Loading: 100%|##########'],
    ['Loading:  10%\rLoading: 100%\r', 'Loading: 100%'],
    ['done\r   \r', 'done'],
    ['a\rb\nc\rd', 'b\nd'],
    ['\x1b[2K\rCapturing CUDA graphs: 100%', 'Capturing CUDA graphs: 100%'],
    // rsyslog's escaping of the ESC byte (huggingface/text-generation-inference#2915) and a viewer that names it (#1712).
    ['#033[2m2025-01-17T15:08:27.088671Z#033[0m #033[32m INFO#033[0m #033[2mtext_generation_launcher#033[0m#033[2m:#033[0m Args {', '2025-01-17T15:08:27.088671Z  INFO text_generation_launcher: Args {'],
    ['ESC[2m2024-04-07T02:20:36.588030ZESC[0m ESC[31mERRORESC[0m ESC[2mtext_generation_router::inferESC[0mESC[2m:ESC[0m x', '2024-04-07T02:20:36.588030Z ERROR text_generation_router::infer: x'],
    // Caret notation of the ESC byte, as `cat -v` and vim show it (vllm-project/vllm#33756); a lone `^[` stays.
    ['^[[0;36m(APIServer pid=31)^[[0;0m INFO 02-03 19:00:05 [api_server.py:946] Starting vLLM API server 0 on http://0.0.0.0:8000', '(APIServer pid=31) INFO 02-03 19:00:05 [api_server.py:946] Starting vLLM API server 0 on http://0.0.0.0:8000'],
    ['x ^[ y', 'x ^[ y'],
    // The legacy Windows console draws the ESC byte as `←` (scrya-com/rotorquant#9); a lone arrow in text stays.
    ['←[0mllama_params_fit: fitting params to free memory took 0.38 seconds', 'llama_params_fit: fitting params to free memory took 0.38 seconds'],
    ['a ← b', 'a ← b'],
    // A VTE terminal's "Copy as HTML" (infiniflow/ragflow#11166); other markup stays.
    ['<font color="#2AA1B3"><b>(APIServer pid=128291)</b></font> INFO 11-11 12:22:01 [launcher.py:34] Available routes are:', '(APIServer pid=128291) INFO 11-11 12:22:01 [launcher.py:34] Available routes are:'],
    ['<b>bold</b> <i>x</i>', '<b>bold</b> <i>x</i>'],
    ['ESCAPE[1] and #033 stay', 'ESCAPE[1] and #033 stay'],
    // rsyslog's escaping of a carriage return (aws-samples/amazon-sagemaker-generativeai#111): a line end, or a bar's redraws.
    ['(EngineCore_0 pid=75) ERROR 08-25 10:46:52 [core.py:700]     super().__init__(vllm_config, executor_class, log_stats,#015', '(EngineCore_0 pid=75) ERROR 08-25 10:46:52 [core.py:700]     super().__init__(vllm_config, executor_class, log_stats,'],
    ['Loading:  10%#015Loading: 100%#015', 'Loading: 100%'],
    // `cat -v` writes a carriage return `^M` (vllm-project/vllm-gaudi#192): at a line end, and anywhere beside caret colour codes.
    ['^[[1;36m(Worker_TP6 pid=142964)^[[0;0m ERROR 09-17 20:31:15 [multiproc_executor.py:671]     self.warmup_graphs(^M', '(Worker_TP6 pid=142964) ERROR 09-17 20:31:15 [multiproc_executor.py:671]     self.warmup_graphs('],
    ['           ^^^^^^^^^^^^^^^^^^^^^^M', '           ^^^^^^^^^^^^^^^^^^^^^'],
    ['  File "/x.py", line 3, in f^M   ', '  File "/x.py", line 3, in f'],
    ['^[[32mLoading:  10%^MLoading: 100%^M', 'Loading: 100%'],
    ['x ^M y', 'x ^M y'],
    // The ESC byte lost in a paste (vllm-project/vllm#2734's Ray prefix; vLLM's own coloured level and stamp, logging_utils/formatter.py).
    [' [36m(RayWorkerVllm pid=4773) [0m [pod-name]:4773:4773 [1] NCCL INFO cudaDriverVersion 12010', '(RayWorkerVllm pid=4773) [pod-name]:4773:4773 [1] NCCL INFO cudaDriverVersion 12010'],
    ['[36m(RayWorkerWrapper pid=4773)[0m INFO 02-03 09:54:57 x', '(RayWorkerWrapper pid=4773) INFO 02-03 09:54:57 x'],
    ['(APIServer pid=1) [32mINFO[0m [90m12-04 10:00:00[0m [90m[api_server.py:1878][0m Starting vLLM API server 0 on http://0.0.0.0:8000', '(APIServer pid=1) INFO 12-04 10:00:00 [api_server.py:1878] Starting vLLM API server 0 on http://0.0.0.0:8000'],
    ['[1;36m(Worker_TP0 pid=9)[0;0m ERROR x', '(Worker_TP0 pid=9) ERROR x'],
    // Without a reset on the line, bracketed text that looks like a code is text.
    ['rate(x[5m]) over [1m', 'rate(x[5m]) over [1m'],
    // Only the first code kept, glued to tracing's dimmed stamp (a SageMaker/CloudWatch copy of TGI 0.9's first line); elsewhere it is text.
    ['[2m2024-08-11T10:36:18.314852Z  INFO text_generation_launcher: Args {', '2024-08-11T10:36:18.314852Z  INFO text_generation_launcher: Args {'],
    ['[2m 2024-08-11T10:36:18Z', '[2m 2024-08-11T10:36:18Z'],
    ['x [2m2024-08-11T10:36:18Z', 'x [2m2024-08-11T10:36:18Z'],
    // tmux copy mode's scroll position over the pane's top right corner (huggingface/text-generation-inference#961).
    ['ERROR shard-manager: text_generation_launcher: Shard complete standard error output:                    [82/746]', 'ERROR shard-manager: text_generation_launcher: Shard complete standard error output:'],
    ['\x1b[31mERROR\x1b[0m x:            [0/1000]  ', 'ERROR x:'],
    ['Loading shards [3/10]', 'Loading shards [3/10]'],
    ['step  [3/10]', 'step  [3/10]'],
  ])('%j → %j', (input, shown) => {
    expect(cleanTerminalText(input)).toBe(shown);
  });

  it('returns the same string when there is nothing to clean', () => {
    const s = 'nothing to see';
    expect(cleanTerminalText(s)).toBe(s);
  });
});

describe('decodeFieldValue', () => {
  it('decodes a valid UTF-8 byte array', () => {
    expect(decodeFieldValue(bytes('Grüße █ ok'))).toBe('Grüße █ ok');
  });

  it('replaces invalid bytes instead of throwing', () => {
    expect(decodeFieldValue([0x6f, 0x6b, 0xff, 0xfe, 0x21])).toBe('ok\uFFFD\uFFFD!');
  });

  it('takes the first value of a field set twice', () => {
    expect(decodeFieldValue(['first', 'second'])).toBe('first');
    expect(decodeFieldValue([bytes('a'), 'b'])).toBe('a');
  });

  it('is null for null and non-text values', () => {
    expect(decodeFieldValue(null)).toBeNull();
    expect(decodeFieldValue(42)).toBeNull();
    expect(decodeFieldValue({})).toBeNull();
    expect(decodeFieldValue([])).toBe('');
  });
});
