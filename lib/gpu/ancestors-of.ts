/** Container runtimes and login shells stack a few levels; a real chain from a GPU process to PID 1 is far shorter. */
export const MAX_ANCESTRY_DEPTH = 32;

/**
 * `pid`, its parent, its grandparent, … from a parent map, stopping before PID 1 and 0 (systemd and the kernel
 * adopt every orphan, so they own nothing), at an unknown PID, at a PID seen already (a cycle in a torn table)
 * and after `maxDepth` steps up.
 */
export function ancestorsOf(pid: number, parents: Readonly<Record<number, number>>, maxDepth = MAX_ANCESTRY_DEPTH): number[] {
  const chain = [pid];
  const seen = new Set(chain);
  let at = pid;
  for (let depth = 0; depth < maxDepth; depth++) {
    const up = parents[at];
    if (up === undefined || up <= 1 || seen.has(up)) break;
    chain.push(up);
    seen.add(up);
    at = up;
  }
  return chain;
}
