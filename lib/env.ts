import 'server-only';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : null));

const envSchema = z.object({
  FLEET_FILE: z.string().min(1).default('fleet.yaml'),
  RADAR_DATA_DIR: z.string().min(1).default('.data'),
  /** Snapshots in PostgreSQL instead of SQLite, shared by every replica behind a load balancer. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .transform((v) => v ?? null),
  RADAR_DEMO_SPEED: z.coerce.number().positive().default(1),
  // Above a typical fleet: a cap below the host count makes the first fleet poll queue hosts behind each other's handshakes until they time out.
  RADAR_SSH_MAX_CONNECTIONS: positiveInt(64),
  RADAR_CONNECT_TIMEOUT_MS: positiveInt(5_000),
  RADAR_COMMAND_TIMEOUT_MS: positiveInt(10_000),
  /** ssh_config file for host aliases; default ~/.ssh/config. */
  RADAR_SSH_CONFIG: optionalText,
  RADAR_TOKEN: optionalText,
  RADAR_BASIC_AUTH: optionalText,
  SSH_AUTH_SOCK: optionalText,
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | null = null;

/** The validated environment, read once; throws with the offending variable named. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(withoutEmpty(process.env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Bad environment variable ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
  }
  cached = parsed.data;
  return cached;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  return envSchema.parse(withoutEmpty(source));
}

// `PORT=` in a shell means "unset", not zero.
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
