export * from './types';
export { parseProbe, type ProbeOutput } from './parse-probe';
