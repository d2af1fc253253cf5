export { parseShow, isUnitMissing } from './parse-show';
export { parseSystemdTimestamp } from './parse-timestamp';
export type { UnitStatus } from './types';
