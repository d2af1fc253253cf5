import { VLLM } from './vllm';
import { SGLANG } from './sglang';
import { TGI } from './tgi';
import { LLAMACPP } from './llamacpp';
import { OLLAMA } from './ollama';
import { TRITON } from './triton';
import type { EngineProfile } from './types';

export * from './types';
export { C10_ERROR_ORIGIN, COMMON_CAUSES, COMMON_ENDS, GPU_FAULT, HANDLED_C10_ERRORS } from './common';
export { readLine, detectEngine, type LineReading } from './read-line';

/** Every engine we know, in the order detection tries them. A new engine adds its file here and nothing else. */
export const ENGINES: readonly EngineProfile[] = [VLLM, SGLANG, TGI, OLLAMA, LLAMACPP, TRITON];
