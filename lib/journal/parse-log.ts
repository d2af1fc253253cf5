import { detectFormat } from './detect-format';
import { parseJournalJson } from './parse-json';
import { parseText, type ParseTextOptions } from './parse-text';
import type { ParsedLog } from './types';

/** Any journal output we know: detects the format (unless given) and parses it. */
export function parseLog(text: string, opts: ParseTextOptions = {}): ParsedLog {
  const format = opts.format ?? detectFormat(text);
  return format === 'json' ? parseJournalJson(text) : parseText(text, { ...opts, format });
}
