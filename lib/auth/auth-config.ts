import 'server-only';

export interface AuthConfig {
  token: string | null;
  basic: { user: string; password: string } | null;
}

export const NO_AUTH: AuthConfig = { token: null, basic: null };

/** RADAR_TOKEN and RADAR_BASIC_AUTH=user:password; scripts/start.mjs refuses a public bind without one. */
export function readAuthConfig(env: { RADAR_TOKEN?: string | null; RADAR_BASIC_AUTH?: string | null }): AuthConfig {
  const token = env.RADAR_TOKEN ? env.RADAR_TOKEN : null;
  const raw = env.RADAR_BASIC_AUTH ?? '';
  const i = raw.indexOf(':');
  const basic = i > 0 && i < raw.length - 1 ? { user: raw.slice(0, i), password: raw.slice(i + 1) } : null;
  return { token, basic };
}

export function authEnabled(cfg: AuthConfig): boolean {
  return cfg.token !== null || cfg.basic !== null;
}
