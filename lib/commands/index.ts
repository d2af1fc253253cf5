export { journalctlArgs, journalctlFleetArgs, journalTimeArg, JOURNAL_OUTPUT_FIELDS, type JournalctlQuery, type JournalctlFleetQuery } from './journalctl';
export { systemctlShowArgs, SHOW_PROPERTIES } from './systemctl';
export { nvidiaSmiGpuArgs, nvidiaSmiAppsArgs } from './nvidia-smi';
export { dateArgs } from './date';
export { shellQuote } from './shell-quote';
export { toJournalExport, type ExportEntry } from './journal-export';
export { isUnitName, isCursor, isEpochMicros, isLineLimit, isSafeAbsolutePath, isJournalHostname, normaliseUnit } from './validate';
export { InvalidArgumentError } from './invalid-argument';
