import 'server-only';
import { RadarError } from '@/lib/api/errors';
import type { PrometheusAuth } from '@/lib/inventory/types';

/** The Authorization header from the environment variables the fleet file names; the secrets never sit in the file. */
export function authHeader(auth: PrometheusAuth | null, env: Record<string, string | undefined> = process.env, block = 'prometheus'): string | null {
  if (!auth) return null;
  const read = (name: string) => {
    const value = env[name];
    if (!value) throw new RadarError('bad_fleet_file', `${block}: environment variable ${name} is not set`);
    return value;
  };
  if (auth.kind === 'bearer') return `Bearer ${read(auth.tokenEnv)}`;
  return `Basic ${Buffer.from(`${read(auth.usernameEnv)}:${read(auth.passwordEnv)}`).toString('base64')}`;
}
