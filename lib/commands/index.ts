export { journalctlArgs, journalctlFleetArgs, journalTimeArg, JOURNAL_OUTPUT_FIELDS, type JournalctlQuery, type JournalctlFleetQuery } from './journalctl';
export { systemctlShowArgs, SHOW_PROPERTIES } from './systemctl';
export { nvidiaSmiGpuArgs, nvidiaSmiAppsArgs } from './nvidia-smi';
export { dateArgs } from './date';
export { shellQuote } from './shell-quote';
export { toJournalExport, type ExportEntry } from './journal-export';
export { isUnitName, isCursor, isEpochMicros, isLineLimit, isSafeAbsolutePath, isPort, isJournalHostname, normaliseUnit } from './validate';
export { healthProbeArgs, PROBE_PATHS, PROBE_MARKER, type ProbePath } from './curl';
export { InvalidArgumentError } from './invalid-argument';
