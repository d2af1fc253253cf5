// npm run analyze -- FILE|- [--json] [--year N] [--format F]: attempts, phases and root cause of a saved journal.
import { readFileSync, statSync } from 'node:fs';
import { parseLog, LOG_FORMATS, type LogFormat } from '@/lib/journal';
import { analyse, formatSummary, toSummaryJson } from '@/lib/analysis';

const USAGE = `usage: npm run analyze -- FILE|- [--json] [--year N] [--format ${LOG_FORMATS.join('|')}]`;

class InputError extends Error {}

interface Args {
  file: string;
  json: boolean;
  year?: number;
  format?: LogFormat;
}

function parseArgs(argv: string[]): Args {
  let file: string | undefined;
  let json = false;
  let year: number | undefined;
  let format: LogFormat | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--year') {
      year = Number(argv[++i]);
      if (!Number.isInteger(year) || year < 1970 || year > 9999) throw new InputError(`--year needs a year, got ${argv[i] ?? 'nothing'}`);
    } else if (arg === '--format') {
      const f = argv[++i] as LogFormat;
      if (!LOG_FORMATS.includes(f)) throw new InputError(`--format must be one of ${LOG_FORMATS.join(', ')}`);
      format = f;
    } else if (arg === '-h' || arg === '--help') throw new InputError(USAGE);
    else if (arg.startsWith('--')) throw new InputError(`unknown option ${arg}; ${USAGE}`);
    else if (file === undefined) file = arg;
    else throw new InputError(`one input only; ${USAGE}`);
  }
  if (file === undefined) throw new InputError(USAGE);
  return { file, json, year, format };
}

function readInput(file: string): Buffer {
  try {
    if (file === '-') return readFileSync(0);
    if (statSync(file).isDirectory()) throw new InputError(`${file} is a directory`);
    return readFileSync(file);
  } catch (err) {
    if (err instanceof InputError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(code === 'ENOENT' ? `${file}: no such file` : `${file}: cannot read (${code ?? String(err)})`);
  }
}

function looksBinary(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 65_536);
  if (head.includes(0)) return true;
  let control = 0;
  for (const b of head) if (b < 9 || (b > 13 && b < 32)) control++;
  return control > head.length / 10;
}

function main(argv: string[]): number {
  const args = parseArgs(argv);
  const bytes = readInput(args.file);
  const text = bytes.toString('utf8');
  if (text.trim() === '') throw new InputError(`${args.file === '-' ? 'stdin' : args.file}: empty input`);
  const parsed = parseLog(text, { year: args.year, format: args.format });
  if (looksBinary(bytes) && !parsed.entries.some((e) => e.parsed && (e.ts !== null || e.pid !== null || e.vllm !== null))) throw new InputError(`${args.file === '-' ? 'stdin' : args.file}: binary data, no log lines`);
  const analysis = analyse(parsed.entries);
  const input = { format: parsed.format, entries: parsed.entries.length, unparsed: parsed.unparsed };
  process.stdout.write(args.json ? `${JSON.stringify(toSummaryJson(input, analysis), null, 2)}\n` : formatSummary(input, analysis));
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`analyze: ${err instanceof InputError ? err.message : String(err)}\n`);
  process.exitCode = 2;
}
