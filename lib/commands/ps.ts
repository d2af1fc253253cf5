export const PS_COLUMNS = ['pid', 'ppid'] as const;

/** Every process and its parent, no header (`=` empties each title); it takes no arguments, so nothing from a request can reach it. */
export function psTreeArgs(): string[] {
  return ['ps', '-e', '-o', PS_COLUMNS.map((c) => `${c}=`).join(',')];
}
