import type { AttemptProcess } from '@/lib/analysis/types';

export interface PidGroup {
  /** Role with its rank digits folded: `Worker_TP`, `EngineCore_DP`, `APIServer`; null when the PID printed no role. */
  role: string | null;
  pids: number[];
  /** `582701–582708` for a contiguous run, else the PIDs comma-separated. */
  text: string;
}

const foldRank = (role: string) => role.replace(/(?<=[A-Za-z_])\d+(?=$|_)/g, '').replace(/ rank=\d+/, '');

function rangeText(pids: number[]): string {
  const sorted = [...pids].sort((a, b) => a - b);
  const contiguous = sorted.length > 2 && sorted.every((p, i) => i === 0 || p === sorted[i - 1]! + 1);
  return contiguous ? `${sorted[0]}–${sorted.at(-1)}` : sorted.join(', ');
}

/** An attempt's PIDs other than the main one, grouped by role so 8 ranks read as one entry. */
export function summarisePids(processes: readonly AttemptProcess[], mainPid: number | null): PidGroup[] {
  const groups = new Map<string, number[]>();
  for (const p of processes) {
    if (p.pid === mainPid) continue;
    const role = p.roles[0] ? foldRank(p.roles[0]) : '';
    groups.set(role, [...(groups.get(role) ?? []), p.pid]);
  }
  return [...groups.entries()].map(([role, pids]) => ({ role: role || null, pids, text: rangeText(pids) }));
}
