/** A start-up argument as the server printed it: Python or Rust values read into JSON-like data. */
export type StartupValue = string | number | boolean | null | StartupValue[] | { [key: string]: StartupValue };

export type StartupArgs = Record<string, StartupValue>;

/** What one attempt said about itself while starting: its version, its arguments, library versions its errors named. */
export interface StartupFacts {
  /** The server's own version (vLLM `0.16.0rc2.dev313`, SGLang/TGI as printed, llama.cpp `b6945 (cc98f8d34)`). */
  version: string | null;
  args: StartupArgs;
  /** Versions of libraries named in the attempt's own lines (`flashinfer`: `0.6.4`). */
  libraries: Record<string, string>;
  /** The port it said it listens on, from its args or its "listening on" line. */
  port: number | null;
}

export interface StartupChange {
  /** `version`, an argument name, or `library flashinfer`. */
  key: string;
  /** As printed; null when that attempt did not print it (for vLLM: the default). */
  before: string | null;
  after: string | null;
}

export class StartupSyntaxError extends Error {
  override name = 'StartupSyntaxError';
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(`${message} at ${at}`);
  }
}
