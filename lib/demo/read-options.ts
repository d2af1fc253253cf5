export interface CommandOutput {
  stdout: string;
  stderr: string;
  code: number;
}

export interface OptionSpec {
  flags: string[];
  values: string[];
}

export interface ParsedOptions {
  flags: Set<string>;
  values: Map<string, string[]>;
  positional: string[];
}

/** getopt-style reading of `--name=value`, `--name value`, `-x value` and flags; unknown options are a usage error (exit 1). */
export function readOptions(program: string, args: readonly string[], spec: OptionSpec): ParsedOptions | { error: CommandOutput } {
  const flags = new Set<string>();
  const values = new Map<string, string[]>();
  const positional: string[] = [];
  const add = (name: string, value: string) => values.set(name, [...(values.get(name) ?? []), value]);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (spec.flags.includes(name) && eq < 0) {
      flags.add(name);
    } else if (spec.values.includes(name)) {
      if (eq > 0) add(name, arg.slice(eq + 1));
      else if (i + 1 < args.length) add(name, args[++i]!);
      else return { error: { stdout: '', stderr: `${program}: option '${name}' requires an argument\n`, code: 1 } };
    } else {
      return { error: { stdout: '', stderr: `${program}: unrecognized option '${arg}'\n`, code: 1 } };
    }
  }
  return { flags, values, positional };
}
