import 'server-only';
import type { ExecResult } from '@/lib/transports/types';
import { RadarError } from './errors';

const JOURNAL_DENIED_RE = /No journal files were opened due to insufficient permissions/i;
const NOT_FOUND_RE = /command not found|No such file or directory/i;

export function firstLine(text: string, max = 300): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** Throws the typed error a failed journalctl run means; returns when the output is usable. */
export function assertJournalOk(out: ExecResult): void {
  // journalctl prints the permission notice and still exits 0 on the system journal.
  if (JOURNAL_DENIED_RE.test(out.stderr)) {
    throw new RadarError('journal_denied', 'journalctl could not open the journal: the SSH user needs to be in the systemd-journal (or adm) group');
  }
  if (out.code !== 0) throw commandFailed('journalctl', out);
}

export function commandFailed(name: string, out: ExecResult): RadarError {
  if (out.code === 127 || (out.code !== 0 && NOT_FOUND_RE.test(out.stderr) && out.stdout === '')) {
    return new RadarError('command_failed', `${name} is not available on the host: ${firstLine(out.stderr) || `exit ${out.code}`}`);
  }
  const how = out.code === null ? 'was killed' : `exited with ${out.code}`;
  const detail = firstLine(out.stderr);
  return new RadarError('command_failed', `${name} ${how}${detail ? `: ${detail}` : ''}`);
}
