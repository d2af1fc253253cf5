export interface UnitStatus {
  id: string;
  loadState: string | null;
  activeState: string | null;
  subState: string | null;
  result: string | null;
  mainPid: number | null;
  invocationId: string | null;
  nRestarts: number | null;
  /** Epoch microseconds. */
  execMainStartTimestamp: number | null;
  activeEnterTimestamp: number | null;
  stateChangeTimestamp: number | null;
}
