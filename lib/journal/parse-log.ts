import { dedentPaste } from './dedent-paste';
import { detectFormat } from './detect-format';
import { parseJournalJson } from './parse-json';
import { parseText, type ParseTextOptions } from './parse-text';
import { unboldPaste } from './unbold-paste';
import { unbreakPaste } from './unbreak-paste';
import { uncommentPaste } from './uncomment-paste';
import { uncsvPaste } from './uncsv-paste';
import { unframePaste } from './unframe-paste';
import { unjoinPaste } from './unjoin-paste';
import { unlabelPaste } from './unlabel-paste';
import { unlinkPaste } from './unlink-paste';
import { unnumberPaste } from './unnumber-paste';
import { unprettyJsonPaste } from './unpretty-json-paste';
import { unquotePaste } from './unquote-paste';
import { unservicePaste } from './unservice-paste';
import { unsmartPaste } from './unsmart-paste';
import { untickPaste } from './untick-paste';
import { untsvPaste } from './untsv-paste';
import { unwrapPaste } from './unwrap-paste';
import type { ParsedLog } from './types';

/** Any journal output we know: detects the format (unless given) and parses it. */
export function parseLog(pasted: string, opts: ParseTextOptions = {}): ParsedLog {
  const text = unprettyJsonPaste(unwrapPaste(dedentPaste(unservicePaste(unlabelPaste(unnumberPaste(unframePaste(untsvPaste(uncsvPaste(untickPaste(uncommentPaste(unquotePaste(unsmartPaste(unboldPaste(unlinkPaste(unbreakPaste(pasted))))))))))))))));
  const format = opts.format ?? detectFormat(text);
  // Joined tracing records come only from a viewer's copy, never from journalctl's JSON: that path skips the scan.
  return format === 'json' ? parseJournalJson(text) : parseText(unjoinPaste(text), { ...opts, format });
}
