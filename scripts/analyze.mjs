// npm run analyze: cli/analyze.ts as one plain-JS bundle, built by esbuild when missing or older than any of its
// sources, then run in this process, so a run pays for node's start-up only, not for a TypeScript loader's.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = 'cli/analyze.ts';
// Inputs that change the output without being imported.
const CONFIG_FILES = ['package-lock.json', 'tsconfig.json', 'scripts/analyze.mjs'];
// One bundle per checkout: node_modules shared by several checkouts (a linked one) must not run another checkout's code.
const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
export const DEFAULT_BUNDLE = path.join(root, 'node_modules/.cache/restart-radar/cli', checkout, 'analyze.cjs');

const inputsFile = (bundle) => `${bundle}.inputs.json`;

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** True when `bundle` exists and no source it was built from (listed beside it, relative to `base`) is newer. */
export function bundleIsCurrent(bundle, base = root) {
  if (!existsSync(bundle) || !existsSync(inputsFile(bundle))) return false;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile(bundle), 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(inputs) || inputs.length === 0) return false;
  const built = mtime(bundle);
  return inputs.every((p) => mtime(path.resolve(base, p)) <= built);
}

export async function buildBundle(bundle) {
  const { build } = await import('esbuild');
  const started = Date.now() / 1000;
  mkdirSync(path.dirname(bundle), { recursive: true });
  const tmp = `${bundle}.${process.pid}.tmp`;
  const result = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'error',
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...CONFIG_FILES].filter((p) => !p.startsWith('node_modules/'));
  writeFileSync(`${inputsFile(bundle)}.${process.pid}.tmp`, JSON.stringify(inputs));
  // Dated to the build's start: a source saved while esbuild ran still counts as newer.
  utimesSync(tmp, started, started);
  // Renames are atomic: two runs building at once each leave a whole bundle.
  renameSync(tmp, bundle);
  renameSync(`${inputsFile(bundle)}.${process.pid}.tmp`, inputsFile(bundle));
}

async function main() {
  const bundle = process.env.RADAR_CLI_BUNDLE || DEFAULT_BUNDLE;
  if (!bundleIsCurrent(bundle)) await buildBundle(bundle);
  process.argv = [process.argv[0], bundle, ...process.argv.slice(2)];
  createRequire(import.meta.url)(bundle);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
