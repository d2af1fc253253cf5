export { parseGpuQuery, parseComputeApps, parseNvidiaSmi, classifySmiFailure, parseSmiNumber, GpuParseError, type NvidiaSmiRun } from './parse-nvidia-smi';
export { parsePsTree, processTreeOf, type PsTable, type PsRun } from './parse-ps';
export { gpuReport, type GpuRuns } from './gpu-report';
export { ancestorsOf, MAX_ANCESTRY_DEPTH } from './ancestors-of';
export { attributeVram, type AttemptPids, type AttributeVramOptions } from './attribute-vram';
export { gaugeSegments, DEFAULT_EXPECTED_PCT, OVER_TOLERANCE_PCT } from './gauge-segments';
export type * from './types';
export { GPU_ERROR_CODES, OWNERS, GAUGE_STATES, PS_ERROR_CODES } from './types';
