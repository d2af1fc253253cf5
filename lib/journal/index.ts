export { parseJournalJson, parseJournalJsonLine, SharedStrings, type JournalJsonRecord } from './parse-json';
export { parseText, type ParseTextOptions } from './parse-text';
export { parseVllmLine } from './vllm-prefix';
export { detectFormat } from './detect-format';
export { SHELL_IDENTIFIER } from './bare-line';
export { parseLog } from './parse-log';
export { cleanTerminalText, decodeFieldValue } from './clean-message';
export { unitFromSystemdMessage } from './systemd-unit';
export * from './types';
