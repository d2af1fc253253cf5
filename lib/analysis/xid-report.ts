import type { JournalEntry } from '@/lib/journal/types';

// The NVIDIA driver's Xid report (nvErrorLog): `NVRM: Xid (PCI:0000:01:00): 45, pid=12542, name=VLLM::Worker, channel …`. The
// pid and name are those of the process whose channel or context the error hit (the kernel's comm, at most 15 characters);
// `pid='<unknown>', name=<unknown>` when the driver cannot attribute it (a fault of the GPU itself).
const XID = /\bNVRM: Xid \(PCI:([0-9a-fA-F:.]+)\): (\d+), (?:pid=(\d+), name=([^,]+),)?/;
// Xid 154 reports the GPU's recovery action; moved to a reset or a reboot, the GPU runs nothing until then.
const LOST_ACTION = / to 0x[0-9a-fA-F]+ \((?:GPU Reset|Node Reboot) Required\)/;

export interface XidReport {
  bus: string;
  code: number;
  pid: number | null;
  name: string | null;
}

export function xidReport(text: string): XidReport | null {
  if (!text.includes('NVRM: Xid (')) return null;
  const m = XID.exec(text);
  return m ? { bus: m[1]!.toLowerCase(), code: Number(m[2]), pid: m[3] !== undefined ? Number(m[3]) : null, name: m[4] ?? null } : null;
}

/**
 * A GPU lost until it is reset: Xid 79 (fallen off the bus) or Xid 154 whose recovery action is now a GPU reset or a node
 * reboot. Every CUDA context on it is gone, so a process using it can do no more work there.
 */
export function losesGpu(report: XidReport, text: string): boolean {
  return report.code === 79 || (report.code === 154 && LOST_ACTION.test(text));
}

/**
 * Whether the process an Xid names is the attempt's own: one of its PIDs (main or a role tag's), or, where the attempt shows
 * only the kernel's lines (a pasted excerpt of them), the one it names. A host's kernel also reports GPUs, and processes, that
 * are not the server's.
 */
export function isOwnXidProcess(pid: number, mainPid: number | null, pids: readonly number[], kernelOnly: () => boolean): boolean {
  if (pid === mainPid || pids.includes(pid)) return true;
  return pids.length === 0 && mainPid === null && kernelOnly();
}

/** A kernel line: journald's `kernel` identifier, or a pasted driver line without one. */
export function isKernelLine(entry: JournalEntry, text: string): boolean {
  return entry.identifier === 'kernel' || text.includes('NVRM: ');
}
