// npm start: build when the build is missing or older than the sources, then `next start`.
// Refuses a non-loopback address unless RADAR_TOKEN or RADAR_BASIC_AUTH is set.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'public'];
const SOURCE_FILES = ['proxy.ts', 'next.config.js', 'package.json', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs'];
const MIN_TOKEN_LENGTH = 16;

export function isLoopback(host) {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Returns the reason the environment's credentials are unusable, or null when they are fine. */
export function credentialProblem(env) {
  const token = env.RADAR_TOKEN ?? '';
  const basic = env.RADAR_BASIC_AUTH ?? '';
  if (!token && !basic) return 'none';
  if (token && token.length < MIN_TOKEN_LENGTH) return `RADAR_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`;
  if (basic) {
    const i = basic.indexOf(':');
    if (i < 1 || i === basic.length - 1) return 'RADAR_BASIC_AUTH must look like user:password';
  }
  return null;
}

function newestMtime(p) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(p)) {
    if (name === '__fixtures__' || name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(p, name)));
  }
  return newest;
}

export function buildIsCurrent(dir = root) {
  const buildId = path.join(dir, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  const sources = [...SOURCE_DIRS, ...SOURCE_FILES].map((p) => newestMtime(path.join(dir, p)));
  return Math.max(...sources) <= built;
}

function main() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const host = env.HOST || '127.0.0.1';
  const port = env.PORT || '3000';
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) {
    console.error(`PORT=${port} is not a port number.`);
    process.exit(1);
  }
  const problem = credentialProblem(env);
  if (!isLoopback(host) && problem) {
    console.error(
      problem === 'none'
        ? `Refusing to listen on ${host} without access control: set RADAR_TOKEN=<a random string of ${MIN_TOKEN_LENGTH}+ characters> or RADAR_BASIC_AUTH=user:password in the environment (or use HOST=127.0.0.1).`
        : `Refusing to listen on ${host}: ${problem}.`,
    );
    process.exit(1);
  }
  if (problem && problem !== 'none') {
    console.error(`${problem}.`);
    process.exit(1);
  }

  const fleetFile = env.FLEET_FILE || 'fleet.yaml';
  const needsBuild = !buildIsCurrent();
  if (process.argv.includes('--dry-run')) {
    console.log(JSON.stringify({ host, port, needsBuild, fleet: existsSync(path.resolve(fleetFile)) ? fleetFile : 'demo' }));
    return;
  }

  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  if (needsBuild) {
    console.log('No current build: running next build.');
    const r = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  if (!existsSync(path.resolve(fleetFile))) console.log(`No ${fleetFile}: serving the built-in demo fleet.`);

  const child = spawn(process.execPath, [nextBin, 'start', '-H', host, '-p', port], { cwd: root, env, stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
