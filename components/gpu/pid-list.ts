import type { ViaParent } from '@/lib/gpu/types';

/** `pid 41896 (child of pid 41877), 41897`: each PID a parent tied to its attempt says through whom. */
export function pidList(pids: readonly number[], via: readonly ViaParent[] | undefined): string {
  const through = new Map(via?.map((v) => [v.pid, v]));
  const one = (pid: number) => {
    const v = through.get(pid);
    return v ? `${pid} (${v.depth === 1 ? 'child' : 'descendant'} of pid ${v.ancestor})` : String(pid);
  };
  return `pid ${pids.map(one).join(', ')}`;
}
