import type { JournalEntry } from '@/lib/journal/types';
import { CLEAN_EXIT_SIGNALS, SYSTEMD_MESSAGE_IDS, SYSTEMD_TEXT_PATTERNS, type SystemdEventKind } from './systemd-messages';

export interface SystemdEvent {
  kind: SystemdEventKind;
  exitStatus: string | null;
  failure: boolean;
  restartCounter: number | null;
}

const UNIT_NAME = /\.(service|scope|target|socket|timer)\b/;

function fromSystemd(entry: JournalEntry): boolean {
  if (entry.identifier === 'systemd' || entry.pid === 1) return true;
  // `journalctl -o cat` keeps no identifier: accept only lines that name a unit.
  return entry.identifier === null && entry.pid === null && entry.vllm === null && UNIT_NAME.test(entry.message);
}

function kindOf(entry: JournalEntry): { kind: SystemdEventKind; match: RegExpMatchArray | null } | null {
  const byId = entry.messageId ? SYSTEMD_MESSAGE_IDS[entry.messageId.toLowerCase()] : undefined;
  if (!byId && !fromSystemd(entry)) return null;
  for (const row of SYSTEMD_TEXT_PATTERNS) {
    if (byId && row.kind !== byId) continue;
    const match = entry.message.match(row.pattern);
    if (match) return { kind: row.kind, match };
  }
  return byId ? { kind: byId, match: null } : null;
}

function exitFailed(code: string, status: string): boolean {
  const [num, name] = status.split('/');
  if (code === 'exited') return num !== '0';
  if (code === 'killed') return !CLEAN_EXIT_SIGNALS.some((s) => s === (name ?? num));
  return true;
}

/** A systemd lifecycle line about a unit, from its MESSAGE_ID or its English text; null for other lines. */
export function classifySystemdEvent(entry: JournalEntry): SystemdEvent | null {
  const found = kindOf(entry);
  if (!found) return null;
  const { kind, match } = found;
  const fields = entry.fields ?? {};
  if (kind === 'process_exit') {
    const code = fields.EXIT_CODE ?? match?.[1] ?? 'exited';
    const status = match?.[2] ?? fields.EXIT_STATUS ?? '';
    return { kind, exitStatus: `code=${code}, status=${status}`, failure: exitFailed(code, status), restartCounter: null };
  }
  if (kind === 'failure_result') {
    const result = fields.UNIT_RESULT ?? match?.[1] ?? 'unknown';
    return { kind, exitStatus: `result=${result}`, failure: true, restartCounter: null };
  }
  if (kind === 'restart_scheduled') {
    const n = Number(fields.N_RESTARTS ?? match?.[1]);
    return { kind, exitStatus: null, failure: false, restartCounter: Number.isFinite(n) ? n : null };
  }
  return { kind, exitStatus: null, failure: kind === 'failed', restartCounter: null };
}
