import 'server-only';
import { RadarError } from '@/lib/api/errors';
import { hostEntrySchema, type HostEntry } from './schema';

const list = (v: string) => v.split(',').filter(Boolean);
const int = (v: string) => (/^\d{1,6}$/.test(v) ? Number(v) : v);
const bool = (v: string) => (v === 'true' ? true : v === 'false' ? false : v);
const text = (v: string) => v;

/** The fields a list line may set, and how its text becomes the fleet file's value; zod judges the value. */
const FIELDS: Record<string, (v: string) => unknown> = {
  address: text,
  port: int,
  user: text,
  identityFile: text,
  agent: bool,
  transport: text,
  scenario: text,
  units: list,
  journalDirectory: text,
  knownHostsFile: text,
  hostKeyFingerprints: list,
};

/**
 * One host a line: `name [field=value …]`, `#` comments and blank lines skipped; fields the line leaves
 * out come from the fleet file's defaults. Throws RadarError('bad_fleet_file') naming the line and field.
 */
export function parseHostList(text: string, label: string): Array<{ entry: HostEntry; line: number }> {
  const out: Array<{ entry: HostEntry; line: number }> = [];
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    const fail = (message: string) => new RadarError('bad_fleet_file', `${label} line ${line}: ${message}`);
    const tokens = raw.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) return;
    const [name, ...fields] = tokens as [string, ...string[]];
    const entry: Record<string, unknown> = { name };
    for (const token of fields) {
      const eq = token.indexOf('=');
      const key = eq > 0 ? token.slice(0, eq) : token;
      const read = FIELDS[key];
      if (!read || !Object.hasOwn(FIELDS, key)) throw fail(`${key}: unknown field (expected field=value, one of ${Object.keys(FIELDS).join(', ')})`);
      if (eq < 0) throw fail(`${key}: expected ${key}=value`);
      if (key in entry) throw fail(`${key}: given twice`);
      entry[key] = read(token.slice(eq + 1));
    }
    const parsed = hostEntrySchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.map(String).join('.');
      throw fail(`${field ? `${field}: ` : ''}${issue.code === 'invalid_type' ? `expected ${issue.expected === 'number' ? 'a number' : issue.expected}` : issue.code === 'invalid_value' ? `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` : issue.message}`);
    }
    out.push({ entry: parsed.data, line });
  });
  return out;
}
