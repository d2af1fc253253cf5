import { describe, expect, it } from 'vitest';
import { ENGINES } from './engines';
import { findRootCause, isWrapper } from './find-root-cause';
import type { ErrorBlock } from './types';

function blockOf(kind: ErrorBlock['kind'], headline: string, firstSeq: number, recurring = false): ErrorBlock {
  return { id: `0:${firstSeq}`, attemptIndex: 0, pid: firstSeq, kind, headline, seqs: [firstSeq], at: null, signature: headline, recurring };
}

describe('findRootCause', () => {
  it('skips wrappers that only report a failure elsewhere, whatever their order', () => {
    const blocks = [
      blockOf('traceback', 'Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause.', 1),
      blockOf('traceback', 'RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)', 2),
      blockOf('traceback', 'RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}', 3),
      blockOf('exit', 'u.service: Main process exited, code=exited, status=1/FAILURE', 4),
    ];
    expect(findRootCause(blocks)?.seqs).toEqual([2]);
  });

  it("an error vLLM logs as ignored and goes on after is never the cause (parallel_state's same-node probe, vllm-project/vllm#16514)", () => {
    const vllm = ENGINES.find((e) => e.id === 'vllm')!;
    const ignored = blockOf('error', 'Error ignored in is_in_the_same_node: [/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:133] Timed out waiting 1800000ms for send operation to complete', 1);
    const later = blockOf('traceback', 'RuntimeError: NCCL error: unhandled system error', 9);
    expect(findRootCause([ignored], -1, 5, vllm)).toBeNull();
    expect(findRootCause([ignored, later], -1, 5, vllm)?.seqs).toEqual([9]);
  });

  it('the first failing process wins over a later one with another error', () => {
    const blocks = [blockOf('traceback', 'torch.OutOfMemoryError: CUDA out of memory.', 5), blockOf('traceback', 'RuntimeError: NCCL error', 9)];
    expect(findRootCause(blocks)?.headline).toBe('torch.OutOfMemoryError: CUDA out of memory.');
  });

  it("a Triton model's failed load is not survived by the milestones of the models that load after it (NVIDIA/TensorRT-LLM#1803)", () => {
    const triton = ENGINES.find((e) => e.id === 'triton')!;
    const failed = { ...blockOf('error', "failed to load 'tensorrt_llm' version 1: Internal: unexpected error when creating modelInstanceState: [json.exception.out_of_range.403] key 'use_context_fmha_for_generation' not found", 1), signal: 'cause' as const };
    const later = blockOf('error', "Invalid argument: ensemble 'ensemble' depends on 'tensorrt_llm' which has no loaded version.", 9);
    expect(findRootCause([failed, later], 5, 5, triton)?.seqs).toEqual([1]);
    expect(findRootCause([failed, later], 5, 5, null)?.seqs).toEqual([9]);
  });

  it('a traceback the startup went on after is not the cause when a later one exists', () => {
    const blocks = [blockOf('traceback', 'ImportError: cannot import name SparseMatrix', 3), blockOf('traceback', 'RuntimeError: flashinfer-cubin version mismatch', 40)];
    expect(findRootCause(blocks, 20)?.seqs).toEqual([40]);
    expect(findRootCause(blocks, -1)?.seqs).toEqual([3]);
  });

  it('a traceback cut before its exception line names what only when its last line raises an exception with its message', () => {
    const raised = blockOf('traceback', 'Traceback cut before its exception line, at __init__.py:286 in get_model: raise ValueError("sharded is not supported for AutoModel")', 3);
    const where = blockOf('traceback', 'Traceback cut before its exception line, at cuda_graph_runner.py:269 in __init__: raise Exception(', 3);
    const call = blockOf('traceback', 'Traceback cut before its exception line, at server.py:124 in serve_inner: model = get_model(model_id)', 3);
    const exit = blockOf('exit', 'u.service: Main process exited, code=exited, status=1/FAILURE', 9);
    expect(findRootCause([raised, exit])?.seqs).toEqual([3]);
    expect(findRootCause([where, exit])?.seqs).toEqual([9]);
    expect(findRootCause([call, exit])?.seqs).toEqual([9]);
    // A printed exception still outranks it; a running attempt (tier 1 only) names neither.
    const printed = blockOf('traceback', 'RuntimeError: CUDA error: out of memory', 5);
    expect(findRootCause([raised, printed])?.seqs).toEqual([5]);
    expect(findRootCause([raised], -1, 1)).toBeNull();
  });

  it('an error line with no text (a prefixed traceback`s blank line) is never the cause (vllm-project/vllm-ascend#4792)', () => {
    expect(findRootCause([blockOf('error', ' ', 1)])).toBeNull();
    expect(findRootCause([blockOf('error', '', 1), blockOf('exit', 'u.service: Main process exited, code=exited, status=1/FAILURE', 2)])?.kind).toBe('exit');
  });

  it('recurring noise and wrappers are never the cause; the exit line is the last resort', () => {
    expect(findRootCause([blockOf('traceback', 'ImportError: SparseMatrix', 1, true), blockOf('exit', 'exit', 2)])?.kind).toBe('exit');
    expect(findRootCause([blockOf('traceback', 'RuntimeError: Engine process failed to start. See stack trace for the root cause.', 1), blockOf('exit', 'exit', 2)])?.kind).toBe('exit');
    expect(findRootCause([blockOf('traceback', 'RuntimeError: Engine process failed to start. See stack trace for the root cause.', 1)])).toBeNull();
    expect(findRootCause([blockOf('error', 'RuntimeError: Engine process failed to start. See stack trace for the root cause.', 1), blockOf('error', 'ERROR something', 2)])?.seqs).toEqual([2]);
    expect(findRootCause([])).toBeNull();
  });

  it("a wrapper that quotes the error it wraps names it when the error above is cut off, and never outranks that error", () => {
    const quoting = "RuntimeError: Worker failed with error 'LoRA rank 32 is greater than max_lora_rank 16.', please check the stack trace above for the root cause";
    expect(findRootCause([blockOf('error', quoting, 1), blockOf('exit', 'exit', 2)])?.headline).toBe(quoting);
    expect(findRootCause([blockOf('traceback', 'ValueError: LoRA rank 32 is greater than max_lora_rank 16.', 1), blockOf('error', quoting, 2)])?.seqs).toEqual([1]);
    // The quoted error is str(e) and may quote names itself; a teardown abort printed after it does not outrank it (OpenPipe/ART#206).
    const quotes = "RuntimeError: Worker failed with error ''NoneType' object has no attribute 'num_prefill_tokens'', please check the stack trace above for the root cause";
    expect(findRootCause([blockOf('traceback', quotes, 1), blockOf('error', 'what():  Trying to free a pointer not allocated here', 2)])?.headline).toBe(quotes);
    expect(findRootCause([blockOf('error', "RuntimeError: Worker failed with error '', please check the stack trace above for the root cause", 1), blockOf('exit', 'exit', 2)])?.kind).toBe('exit');
  });

  it.each([
    ['RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}', true],
    ['RuntimeError: Engine process failed to start. See stack trace for the root cause.', true],
    ["Worker failed with error 'CUDA error', please check the stack trace above for the root cause", true],
    ['vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.', true],
    ['RuntimeError: flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)', false],
    ['torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB.', false],
  ])('isWrapper(%s) = %s', (headline, expected) => {
    expect(isWrapper({ headline })).toBe(expected);
  });

  it("counts only the attempt's own engine's wrappers (and those of the engine it embeds)", () => {
    const byId = (id: string) => ENGINES.find((e) => e.id === id)!;
    // A real llama.cpp wrapper line (ollama/ollama#3904).
    const line = 'llama_load_model_from_file: exception loading model';
    expect(isWrapper({ headline: line }, byId('llamacpp'))).toBe(true);
    expect(isWrapper({ headline: line }, byId('ollama'))).toBe(true);
    expect(isWrapper({ headline: line }, byId('triton'))).toBe(false);
    expect(isWrapper({ headline: line })).toBe(true);
  });

  // triton-inference-server/server#2323: the NGC no-driver warning and Triton's pinned-memory error on a Mac, then the server's own reason.
  it("a state of the host the server survives (no driver, no pinned pool) yields to the server's own reported cause", () => {
    const triton = ENGINES.find((e) => e.id === 'triton')!;
    const cause = (headline: string, seq: number): ErrorBlock => ({ ...blockOf('error', headline, seq), signal: 'cause' as const });
    const blocks = [
      cause('WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.', 1),
      cause('failed to allocate pinned system memory: CUDA driver version is insufficient for CUDA runtime version', 2),
      cause('error: creating server: Internal - failed to stat file /Users/jqu/Documents/projects/triton/poc/pytorch', 3),
    ];
    expect(findRootCause(blocks, -1, 5, triton)?.seqs).toEqual([3]);
    // Alone, the host's state is still what is named.
    expect(findRootCause(blocks.slice(0, 1), -1, 1, triton)?.seqs).toEqual([1]);
  });
});
