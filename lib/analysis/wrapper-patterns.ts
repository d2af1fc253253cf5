// Lines that only point at a failure elsewhere, from vLLM 0.6–0.27 crash logs in public issue threads.
export const WRAPPER_PATTERNS: readonly RegExp[] = [
  /Engine core initialization failed/,
  /Engine process failed to start/,
  /WorkerProc initialization failed/,
  /Worker failed with error .*please check the stack trace above/i,
  /See (?:the )?(?:root cause|stack trace) above/i,
  /See stack trace for (?:the )?root cause/i,
  /in a background process/,
  /^(?:[\w.]+\.)?EngineDeadError\b/,
  /EngineCore encountered (?:an issue|a fatal error)/,
  /^(?:EngineCore|WorkerProc) failed to start\.?$/,
  /^SystemExit\b/,
  /^KeyboardInterrupt\b/,
];
