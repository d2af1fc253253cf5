import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Builds once when .next is missing or older than the sources (the same rule as npm start). */
export async function ensureBuild(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  const { buildIsCurrent } = (await import(path.join(root, 'scripts/start.mjs'))) as { buildIsCurrent: (dir: string) => boolean };
  if (buildIsCurrent(root)) return;
  console.log('no current build: running next build');
  execFileSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

export function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i === -1 ? undefined : Number(process.argv[i + 1]);
  return v !== undefined && Number.isFinite(v) && v > 0 ? v : fallback;
}
