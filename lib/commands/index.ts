export { journalctlArgs, journalTimeArg, JOURNAL_OUTPUT_FIELDS, type JournalctlQuery } from './journalctl';
export { systemctlShowArgs, SHOW_PROPERTIES } from './systemctl';
export { nvidiaSmiGpuArgs, nvidiaSmiAppsArgs } from './nvidia-smi';
export { dateArgs } from './date';
export { shellQuote } from './shell-quote';
export { toJournalExport, type ExportEntry } from './journal-export';
export { isUnitName, isCursor, isEpochMicros, isLineLimit, isSafeAbsolutePath, normaliseUnit } from './validate';
export { InvalidArgumentError } from './invalid-argument';
