import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { isCsvExportPaste, uncsvPaste } from './uncsv-paste';

// CloudWatch's CSV download of a SageMaker endpoint's log (aws-samples/amazon-sagemaker-generativeai#111): epoch ms, a
// comma, the message CSV-quoted where it holds a quote, rsyslog's `#033` / `#015` escapes inside.
const EXPORT = [
  '1756144012376,"#033[1;36m(EngineCore_0 pid=75)#033[0;0m ERROR 08-25 10:46:52 [core.py:700]   File ""/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py"", line 492, in __init__#015"',
  '1756144012376,#033[1;36m(EngineCore_0 pid=75)#033[0;0m ERROR 08-25 10:46:52 [core.py:700]     self.model_executor = executor_class(vllm_config)#015',
  '',
].join('\n');

describe('uncsvPaste', () => {
  it('turns each row into an ISO stamp and the message, unquoted, so the engine prefix is read again', () => {
    expect(uncsvPaste(EXPORT)).toBe(
      [
        '2025-08-25T17:46:52.376Z #033[1;36m(EngineCore_0 pid=75)#033[0;0m ERROR 08-25 10:46:52 [core.py:700]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 492, in __init__#015',
        '2025-08-25T17:46:52.376Z #033[1;36m(EngineCore_0 pid=75)#033[0;0m ERROR 08-25 10:46:52 [core.py:700]     self.model_executor = executor_class(vllm_config)#015',
        '',
      ].join('\n'),
    );
    const parsed = parseLog(EXPORT, { year: 2025 });
    expect(parsed.entries.map((e) => [e.vllm?.role, e.vllm?.level, e.vllm?.source, e.ts])).toEqual([
      ['EngineCore_0', 'error', 'core.py:700', 1756144012376000],
      ['EngineCore_0', 'error', 'core.py:700', 1756144012376000],
    ]);
    expect(parsed.entries[0]!.vllm?.text).toBe('  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 492, in __init__');
  });

  it('drops a header row and leaves alone text whose lines do not all carry the column', () => {
    expect(uncsvPaste('timestamp,message\n1756144012376,a\n1756144012377,b\n')).toBe('2025-08-25T17:46:52.376Z a\n2025-08-25T17:46:52.377Z b\n');
    // A terminal copy's trailing blanks and a CRLF file's `\r` after the closing quote do not keep the quotes on.
    expect(uncsvPaste('1756144012376,"say ""hi"""  \r\n1756144012377,b\r\n')).toBe('2025-08-25T17:46:52.376Z say "hi"\n2025-08-25T17:46:52.377Z b\n');
    const mixed = '1756144012376,a\nINFO 08-25 10:46:52 [x.py:1] b\n';
    expect(isCsvExportPaste(mixed)).toBe(false);
    expect(uncsvPaste(mixed)).toBe(mixed);
    // One row is not enough to call a paste an export; a 10-digit number is not epoch milliseconds.
    expect(isCsvExportPaste('1756144012376,a\n')).toBe(false);
    expect(isCsvExportPaste('1756144012,a\n1756144013,b\n')).toBe(false);
  });
});
