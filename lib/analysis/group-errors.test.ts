import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { groupErrors } from './group-errors';
import { splitAttempts } from './split-attempts';
import { makeEntries, systemdLine, type LineSpec } from './test-entries';
import { readAttempts } from '@/lib/analysis/read-attempts';

function errorsOf(entries: ReturnType<typeof makeEntries>) {
  return groupErrors(entries, splitAttempts(entries));
}

function fixture(path: string) {
  return parseLog(readFileSync(new URL(path, import.meta.url), 'utf8'), { year: 2025 }).entries;
}

const TB = (head: string) => [
  'Traceback (most recent call last):',
  '  File "/venv/vllm/v1/executor/multiproc_executor.py", line 461, in worker_main',
  '    worker = WorkerProc(*args, **kwargs)',
  '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^',
  '  File "/venv/flashinfer/jit/env.py", line 76, in _get_cubin_dir',
  '    raise RuntimeError(',
  head,
];

describe('groupErrors', () => {
  it('groups two tracebacks printed at once by different PIDs into one block each', () => {
    const a = TB('RuntimeError: first');
    const b = TB('ValueError: second');
    const specs: LineSpec[] = [];
    a.forEach((line, i) => {
      specs.push({ pid: 10, role: 'Worker_TP0', vpid: 11, level: 'error', source: 'multiproc_executor.py:487', text: line });
      specs.push({ pid: 10, role: 'Worker_TP1', vpid: 12, level: 'error', source: 'multiproc_executor.py:487', text: b[i]! });
      if (i === 3) specs.push({ pid: 10, role: 'Worker_TP2', vpid: 13, level: 'info', text: 'Parent process exited, terminating worker' });
    });
    const blocks = errorsOf(makeEntries(specs));
    expect(blocks.map((b) => [b.kind, b.pid, b.headline, b.seqs.length])).toEqual([
      ['traceback', 11, 'RuntimeError: first', 7],
      ['traceback', 12, 'ValueError: second', 7],
    ]);
    expect(blocks[0]!.seqs).toEqual([0, 2, 4, 6, 9, 11, 13]);
  });

  it('takes the ERROR line right before a traceback (`WorkerProc failed to start.`) into the block', () => {
    const blocks = errorsOf(fixture('../journal/__fixtures__/vllm-18577-vllmworker-rank-traceback.txt'));
    const tb = blocks.find((b) => b.kind === 'traceback')!;
    expect(tb.pid).toBe(808339);
    expect(tb.seqs[0]).toBe(2);
    expect(blocks.filter((b) => b.kind === 'error')).toEqual([]);
  });

  it('an ERROR line seconds before a traceback of the same process stays its own block', () => {
    const specs: LineSpec[] = [
      { t: 1, pid: 100, role: 'APIServer', vpid: 100, level: 'error', source: 'import_utils.py:87', text: 'Failed to import SparseMatrix' },
      ...TB('RuntimeError: Engine core initialization failed. See root cause above.').map((text) => ({ t: 15, pid: 100, role: 'APIServer', vpid: 100, text })),
    ];
    const blocks = errorsOf(makeEntries(specs));
    expect(blocks.map((b) => [b.kind, b.headline, b.seqs[0]])).toEqual([
      ['error', expect.stringContaining('Failed to import SparseMatrix'), 0],
      ['traceback', 'RuntimeError: Engine core initialization failed. See root cause above.', 1],
    ]);
  });

  it('a chained traceback is one block whose headline is the original cause', () => {
    const blocks = errorsOf(fixture('./__fixtures__/aria-24-vllmworkerprocess-oom-chained.txt'));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.kind).toBe('traceback');
    expect(blocks[0]!.headline).toMatch(/^torch\.OutOfMemoryError: CUDA out of memory\. Tried to allocate 1\.88 GiB/);
    expect(blocks[0]!.seqs).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps every exception of a chain, original first', () => {
    const lines = [
      ...TB('subprocess.CalledProcessError: Command ninja returned non-zero exit status 1.'),
      '',
      'The above exception was the direct cause of the following exception:',
      '',
      ...TB('RuntimeError: Error building extension'),
    ];
    const blocks = errorsOf(makeEntries(lines.map((text) => ({ role: 'EngineCore_0', vpid: 5, level: 'error' as const, source: 'core.py:708', text }))));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.chain).toEqual(['subprocess.CalledProcessError: Command ninja returned non-zero exit status 1.', 'RuntimeError: Error building extension']);
    expect(blocks[0]!.headline).toBe('subprocess.CalledProcessError: Command ninja returned non-zero exit status 1.');
  });

  it('a slice that starts inside a traceback still gives one block ending at its exception', () => {
    const blocks = errorsOf(fixture('../journal/__fixtures__/gpustack-3656-apiserver-engine-core-failed.txt'));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ kind: 'traceback', pid: 7, headline: 'RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}' });
    expect(blocks[0]!.seqs).toHaveLength(10);
  });

  it('`Process EngineCore:` and a bare traceback of a child process form one block', () => {
    const blocks = errorsOf(fixture('./__fixtures__/club3090-58-apiserver-enginedead-enginecore.txt'));
    expect(blocks.map((b) => [b.kind, b.pid, b.seqs.length])).toEqual([
      ['error', 1, 1],
      ['traceback', 104, 12],
    ]);
  });

  it("Python's own report of an uncaught exception (outermost frame `<module>`, a multiprocessing child's `_bootstrap`) is a death, cut or not; a logged one is not", () => {
    const top = ['Traceback (most recent call last):', '  File "/usr/local/bin/vllm", line 10, in <module>', '    sys.exit(main())'];
    const child = ['Process EngineCore_0:', 'Traceback (most recent call last):', '  File "/usr/lib/python3.12/multiprocessing/process.py", line 314, in _bootstrap', '    self.run()'];
    const signals = (lines: string[]) => errorsOf(makeEntries(lines.map((text) => ({ text, pid: 7 })))).map((b) => [b.kind, b.signal ?? null]);
    expect(signals(top)).toEqual([['traceback', 'end']]);
    expect(signals([...top, 'ValueError: No available memory for the cache blocks.'])).toEqual([['traceback', 'end']]);
    expect(signals(child)).toEqual([['traceback', 'end']]);
    // multiprocessing's `_bootstrap` prints the banner only over what the child's target raised; a chained report prints its
    // first cause's section first, so the banner, not that section's top frame, makes it the child's death (vllm-project/vllm#9341).
    const chained = ['Process SpawnProcess-1:', 'Traceback (most recent call last):', '  File "/venv/vllm/worker/model_runner.py", line 1724, in capture', '    output = self.model('];
    expect(signals(chained)).toEqual([['traceback', 'end']]);
    expect(signals(chained.slice(1))).toEqual([['traceback', null]]);
    // logger.exception prints its message first; loguru (TGI) prints the frames up to `<module>` even for a caught exception.
    expect(signals(['ERROR Error when initializing model', ...top])).toEqual([['traceback', null]]);
    // Where the exception was caught, or a slice that starts inside the stack: no proof that nothing caught it.
    expect(signals(['Traceback (most recent call last):', '  File "/venv/vllm/v1/engine/core.py", line 335, in run_engine_core', '    engine_core = EngineCoreProc(*args, **kwargs)'])).toEqual([['traceback', null]]);
    expect(signals(top.slice(1))).toEqual([['traceback', null]]);
    // `_bootstrap` is a child's outermost frame and nowhere else: a paste from it on is Python's report, banner and header cut (Project-HAMi/HAMi#1477).
    expect(signals(child.slice(2))).toEqual([['traceback', 'end']]);
    expect(signals(['Traceback (most recent call last):', '  File "/usr/lib/python3.12/threading.py", line 1075, in _bootstrap_inner', '    self.run()'])).toEqual([['traceback', null]]);
    // The exception that propagated is the last of a chain: its section's top frame decides.
    expect(signals(['Traceback (most recent call last):', '  File "/venv/vllm/worker.py", line 3, in load', '    raise OSError("x")', 'OSError: x', '', 'During handling of the above exception, another exception occurred:', '', ...top])).toEqual([['traceback', 'end']]);
  });

  // vllm-project/vllm#4114: sys.unraisablehook reports an exception raised in `__del__` and the interpreter goes on.
  it("an exception Python reports as ignored (`Exception ignored in: …`) is shown but names no cause and ends nothing", () => {
    const ignored = [
      'Exception ignored in: <function NCCLCommunicator.__del__ at 0x7f4d8c3212d0>',
      'Traceback (most recent call last):',
      '  File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/parallel_utils/pynccl.py", line 264, in __del__',
      '    _c_ncclCommDestroy(self.comm)',
      "AttributeError: 'NCCLCommunicator' object has no attribute 'comm'",
    ];
    const signals = (lines: string[]) => errorsOf(makeEntries(lines.map((text) => ({ text, pid: 7 })))).map((b) => [b.kind, b.headline, b.signal ?? null]);
    expect(signals(ignored)).toEqual([['traceback', "AttributeError: 'NCCLCommunicator' object has no attribute 'comm'", 'state']]);
    // The header belongs to the traceback right under it only: another line of the process between them breaks the link.
    expect(signals([ignored[0]!, 'INFO loading', ...ignored.slice(1)])[0]![2]).toBeNull();
    const analysis = analyse(makeEntries(ignored.map((text) => ({ text, pid: 7 }))));
    expect([analysis.attempts[0]!.outcome, analysis.attempts[0]!.fatal]).toEqual(['running', null]);
  });

  // TGI 0.9's shard logs `Could not import Flash Attention enabled models` with loguru's `exception=True` at WARNING, the traceback
  // under it running from `<module>`, and goes on without those models (server/text_generation_server/models/__init__.py).
  it('a loguru traceback right under a warning line of the process is that warning\'s caught exception: shown, no cause, no end', () => {
    const tb = ['Traceback (most recent call last):', '  File "/opt/conda/bin/text-generation-server", line 8, in <module>', '    sys.exit(app())', '> File "/opt/conda/lib/python3.9/site-packages/text_generation_server/models/__init__.py", line 56, in <module>', '    raise ImportError("CUDA is not available")', 'ImportError: CUDA is not available'];
    const signals = (lines: LineSpec[]) => errorsOf(makeEntries(lines)).map((b) => [b.kind, b.headline, b.signal ?? null]);
    const warned = [{ pid: 7, level: 'warning' as const, text: 'Could not import Flash Attention enabled models' }, ...tb.map((text) => ({ pid: 7, text }))];
    expect(signals(warned)).toEqual([['traceback', 'ImportError: CUDA is not available', 'state']]);
    // Only the line right above heads it: another line between them, or an INFO line above, leaves it an uncaught report.
    expect(signals([warned[0]!, { pid: 7, text: 'loading' }, ...warned.slice(1)])).toEqual([['traceback', 'ImportError: CUDA is not available', 'end']]);
    expect(signals([{ ...warned[0]!, level: 'info' as const }, ...warned.slice(1)])).toEqual([['traceback', 'ImportError: CUDA is not available', 'end']]);
    // Without loguru's `>` mark on the frame that caught it, a traceback under a warning may be Python's report of an uncaught one.
    const unmarked = warned.map((l) => ({ ...l, text: l.text.replace('> File', '  File') }));
    expect(signals(unmarked)).toEqual([['traceback', 'ImportError: CUDA is not available', 'end']]);
    const analysis = analyse(makeEntries(warned));
    expect(analysis.attempts[0]!.fatal).toBeNull();
  });

  it('single ERROR and CRITICAL lines are blocks of kind error; INFO and WARNING are not', () => {
    const blocks = errorsOf(
      makeEntries([
        { role: 'Worker_TP0', vpid: 1, level: 'error', text: 'Failed to import SparseMatrix' },
        { role: 'Worker_TP0', vpid: 1, level: 'warning', text: 'something odd' },
        { role: 'Worker_TP0', vpid: 1, level: 'critical', text: 'giving up' },
        { role: 'Worker_TP0', vpid: 1, level: 'info', text: 'fine' },
      ]),
    );
    expect(blocks.map((b) => [b.kind, b.headline, b.seqs])).toEqual([
      ['error', 'Failed to import SparseMatrix', [0]],
      ['error', 'giving up', [2]],
    ]);
  });

  it("systemd's failed exit and result lines form one exit block; a clean exit none", () => {
    const failed = errorsOf(
      makeEntries([
        { pid: 9, text: 'x' },
        systemdLine('u.service: Main process exited, code=exited, status=1/FAILURE'),
        systemdLine("u.service: Failed with result 'exit-code'."),
      ]),
    );
    expect(failed.map((b) => [b.kind, b.headline, b.seqs])).toEqual([['exit', 'u.service: Main process exited, code=exited, status=1/FAILURE', [1, 2]]]);
    const clean = errorsOf(makeEntries([{ pid: 9, text: 'x' }, systemdLine('u.service: Main process exited, code=exited, status=0/SUCCESS')]));
    expect(clean).toEqual([]);
  });

  it('a multi-line CUDA error message stays in its block', () => {
    const lines = [
      ...TB('RuntimeError: CUDA error: an illegal memory access was encountered'),
      'CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.',
      'For debugging consider passing CUDA_LAUNCH_BLOCKING=1',
    ];
    const specs: LineSpec[] = lines.map((text) => ({ role: 'Worker_TP0', vpid: 3, level: 'error', source: 'multiproc_executor.py:826', text }));
    specs.push({ role: 'Worker_TP0', vpid: 3, level: 'info', source: 'gpu_worker.py:1', text: 'next' });
    const blocks = errorsOf(makeEntries(specs));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.seqs).toHaveLength(9);
  });

  it("loguru's `> File` marker on the frame that caught the exception (TGI's shard logs) keeps the traceback whole", () => {
    const lines = [
      '2025-03-31T18:31:04.932785Z ERROR text_generation_launcher: Error when initializing model',
      'Traceback (most recent call last):',
      '  File "/usr/src/.venv/bin/text-generation-server", line 10, in <module>',
      '    sys.exit(app())',
      '> File "/usr/src/server/text_generation_server/server.py", line 268, in serve_inner',
      '    model = get_model_with_lora_adapters(',
      '  File "/usr/src/server/text_generation_server/utils/weights.py", line 244, in get_partial_sharded',
      '    tensor = tensor.to(device=self.device)',
      'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.75 GiB. GPU 5 has a total capacity of 79.19 GiB of which 1.09 GiB is free.',
    ];
    const blocks = errorsOf(makeEntries(lines.map((text) => ({ pid: 40211, text }))));
    // With the TGI profile the launcher's ERROR line is read as an error and heads the traceback.
    expect(blocks.map((b) => [b.kind, b.headline.slice(0, 40), b.seqs.length])).toEqual([['traceback', 'torch.OutOfMemoryError: CUDA out of memo', 9]]);
  });
  it('an ERROR line that is a frame\'s code line opens the traceback whose header was cut above (vllm-project/vllm#36221)', () => {
    const text = [
      '(ApiServer_1 pid=405) ERROR 03-06 10:50:14 [serving.py:1380]     out = q.get_nowait() or await q.get()',
      '(ApiServer_1 pid=405) ERROR 03-06 10:50:14 [serving.py:1380]                             ^^^^^^^^^^^^^',
      '(ApiServer_1 pid=405) ERROR 03-06 10:50:14 [serving.py:1380]   File "/venv/vllm/v1/engine/output_processor.py", line 85, in get',
      '(ApiServer_1 pid=405) ERROR 03-06 10:50:14 [serving.py:1380]     raise output',
      '(ApiServer_1 pid=405) ERROR 03-06 10:50:14 [serving.py:1380] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
    ].join('\n');
    const entries = parseLog(text, { year: 2025 }).entries;
    expect(errorsOf(entries).map((b) => [b.kind, b.headline, b.seqs.length])).toEqual([
      ['traceback', 'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.', 5],
    ]);
  });
});

describe('a lone exception line (its traceback header cut off above)', () => {
  it('may name its class with the module path, as huggingface_hub and torch print it', () => {
    // huggingface/optimum-neuron#535: the first line of a paste, the download process's exception under the cut.
    const text = [
      'huggingface_hub.utils._errors.GatedRepoError: 401 Client Error. (Request ID: Root=1-6604c5e0-374ff03938f405767aab5d5d;00596397-d2ea-432e-a5cd-d0a0661b53e7)',
      'Cannot access gated repo for url https://huggingface.co/meta-llama/Llama-2-7b-chat-hf/resolve/main/config.json.',
    ].join('\n');
    const entries = parseLog(text, { year: 2024 }).entries;
    expect(errorsOf(entries).map((b) => b.headline)).toEqual([
      'huggingface_hub.utils._errors.GatedRepoError: 401 Client Error. (Request ID: Root=1-6604c5e0-374ff03938f405767aab5d5d;00596397-d2ea-432e-a5cd-d0a0661b53e7)',
    ]);
    expect(errorsOf(parseLog('loading.weights: done\n', { year: 2024 }).entries)).toEqual([]);
  });
});

describe('an exception class its module names (`errors`, `exceptions`, `exc`)', () => {
  // sgl-project/sglang#2384: Triton's OutOfResources ends the traceback of a kernel too big for the GPU's shared memory.
  it('ends a traceback, and stands alone as one whose header was cut', () => {
    const tail = [
      '    raise OutOfResources(self.metadata.shared, max_shared, "shared memory")',
      'triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 131072, Hardware limit: 65536. Reducing block sizes or `num_stages` may help.',
    ];
    const headlines = (lines: string[]) => errorsOf(parseLog(lines.join('\n'), { year: 2024 }).entries).map((b) => b.headline);
    expect(headlines(tail)).toEqual([tail[1]]);
    expect(headlines([tail[1]!])).toEqual([tail[1]]);
    expect(headlines(['see triton.runtime.errors for the classes'])).toEqual([]);
  });
});

describe("Ray's deduplication suffix", () => {
  it('is not part of the headline or its signature; the line keeps it', () => {
    const text = [
      '(RayWorkerWrapper pid=1697, ip=192.168.223.79) ERROR 03-13 07:34:00 worker_base.py:581] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 MiB. [repeated 3x across cluster]',
      '(RayWorkerWrapper pid=1698, ip=192.168.223.79) ERROR 03-13 07:34:01 worker_base.py:581] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 MiB.',
    ].join('\n');
    const entries = parseLog(text, { year: 2025 }).entries;
    const blocks = groupErrors(entries, splitAttempts(entries));
    expect(blocks.map((b) => b.headline)).toEqual(['torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 MiB.', 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 MiB.']);
    expect(blocks[0]!.signature).toBe(blocks[1]!.signature);
    expect(entries[0]!.message.endsWith('[repeated 3x across cluster]')).toBe(true);
  });
});

describe('a line that names its error before `Traceback (most recent call last):`', () => {
  it("headlines the block while the traceback is cut before its exception line; a frame's code line does not (vllm-project/vllm#7800)", () => {
    const lines = [
      '(VllmWorkerProcess pid=232) ERROR 08-23 08:25:25 multiproc_worker_utils.py:226] Exception in worker VllmWorkerProcess while processing method init_device: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details), Traceback (most recent call last):',
      '(VllmWorkerProcess pid=232) ERROR 08-23 08:25:25 multiproc_worker_utils.py:226]   File "/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py", line 132, in init_device',
      '(VllmWorkerProcess pid=232) ERROR 08-23 08:25:25 multiproc_worker_utils.py:226]     init_worker_distributed_environment(self.parallel_config, self.rank,',
    ];
    const [a] = readAttempts(lines, 2024);
    expect(a!.outcome).toBe('failed');
    expect(a!.fatal?.headline).toBe('Exception in worker VllmWorkerProcess while processing method init_device: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)');
  });

  it('gives way to the exception line when the traceback reaches it', () => {
    const lines = [
      '(VllmWorkerProcess pid=232) ERROR 08-23 08:25:25 multiproc_worker_utils.py:226] Exception in worker VllmWorkerProcess while processing method init_device: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details), Traceback (most recent call last):',
      '(VllmWorkerProcess pid=232) ERROR 08-23 08:25:25 multiproc_worker_utils.py:226]   File "/usr/local/lib/python3.10/dist-packages/vllm/distributed/device_communicators/pynccl_wrapper.py", line 256, in NCCL_CHECK',
      '(VllmWorkerProcess pid=232) ERROR 08-23 08:25:25 multiproc_worker_utils.py:226]     raise RuntimeError(f"NCCL error: {error_str}")',
      '(VllmWorkerProcess pid=232) ERROR 08-23 08:25:25 multiproc_worker_utils.py:226] RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)',
    ];
    const [a] = readAttempts(lines, 2024);
    expect(a!.fatal?.headline).toBe('RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)');
  });
});

describe('a traceback cut before its exception line', () => {
  it('says where the stack was cut; the last source line is not an error of its own (sgl-project/sglang#19781, vllm-project/vllm#17979)', () => {
    const sglang = [
      '  File "/usr/local/python3.11.14/lib/python3.11/site-packages/sglang/srt/managers/scheduler.py", line 522, in init_tp_model_worker',
      '    self.tp_worker = TpModelWorker(',
      '                     ^^^^^^^^^^^^^^',
      '  File "/usr/local/python3.11.14/lib/python3.11/site-packages/sglang/srt/managers/tp_worker.py", line 247, in __init__',
      '    self._init_model_runner()',
    ];
    expect(errorsOf(makeEntries(sglang.map((text) => ({ pid: 7, text })))).map((b) => [b.kind, b.headline, b.seqs.length])).toEqual([
      ['traceback', 'Traceback cut before its exception line, at tp_worker.py:247 in __init__: self._init_model_runner()', 5],
    ]);
    const vllm = [
      'ERROR 05-07 02:14:18 [core.py:396] EngineCore failed to start.',
      'ERROR 05-07 02:14:18 [core.py:396] Traceback (most recent call last):',
      'ERROR 05-07 02:14:18 [core.py:396]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 387, in run_engine_core',
      'ERROR 05-07 02:14:18 [core.py:396]     engine_core = EngineCoreProc(*args, **kwargs)',
      'ERROR 05-07 02:14:18 [core.py:396]                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    ];
    const headlines = errorsOf(parseLog(vllm.join('\n'), { year: 2026 }).entries).map((b) => b.headline);
    expect(headlines).toEqual(['Traceback cut before its exception line, at core.py:387 in run_engine_core: engine_core = EngineCoreProc(*args, **kwargs)']);
    // Only a header: nothing to say where.
    expect(errorsOf(makeEntries([{ pid: 7, text: 'Traceback (most recent call last):' }])).map((b) => b.headline)).toEqual(['Traceback cut before its exception line']);
  });

  it("opens a traceback at loguru's marked frame (`> File …`), where a paste cut above it begins (aws-samples/generative-ai-on-aws-immersion-day#13)", () => {
    const lines = [
      '> File "/opt/conda/lib/python3.9/site-packages/text_generation_server/server.py", line 124, in serve_inner',
      '    model = get_model(model_id, revision, sharded, quantize, trust_remote_code)',
      '  File "/opt/conda/lib/python3.9/site-packages/text_generation_server/models/__init__.py", line 286, in get_model',
      '    raise ValueError("sharded is not supported for AutoModel")',
    ];
    const blocks = errorsOf(makeEntries(lines.map((text) => ({ pid: 7, text }))));
    expect(blocks.map((b) => [b.kind, b.headline, b.seqs.length])).toEqual([
      ['traceback', 'Traceback cut before its exception line, at __init__.py:286 in get_model: raise ValueError("sharded is not supported for AutoModel")', 4],
    ]);
    // A quoted line that is no frame opens nothing.
    expect(errorsOf(makeEntries([{ pid: 7, text: '> Files "x", line 3' }]))).toEqual([]);
  });

  it("ends at an exception line no deeper than the frame above it, when the paste lost that frame's code line (vllm-project/vllm-omni#541)", () => {
    const lines = ['Traceback (most recent call last):', 'File "/venv/vllm_omni/entrypoints/async_omni.py", line 197, in del', 'Exception: test'];
    expect(errorsOf(makeEntries(lines.map((text) => ({ pid: 7, text })))).map((b) => [b.headline, b.chain ?? null])).toEqual([['Exception: test', null]]);
    // Deeper than its frame, the same text is that frame's code line.
    const code = ['Traceback (most recent call last):', '  File "/venv/app.py", line 3, in f', '    Error: int = 3'];
    expect(errorsOf(makeEntries(code.map((text) => ({ pid: 7, text })))).map((b) => b.headline)).toEqual(['Traceback cut before its exception line, at app.py:3 in f: Error: int = 3']);
  });

  it("is not headed by another process's line: SGLang's launcher notices the child died, the child's tagged traceback follows (sgl-project/sglang#19781)", () => {
    const lines = [
      '[2026-03-03 03:53:36] Received sigquit from a child process. It usually means the child failed.',
      '[2026-03-03 03:53:36 TP3] Scheduler hit an exception: Traceback (most recent call last):',
      '  File "/usr/local/python3.11.14/lib/python3.11/site-packages/sglang/srt/managers/tp_worker.py", line 247, in __init__',
      '    self._init_model_runner()',
    ];
    expect(readAttempts(lines, 2026)[0]!.errors.map((b) => [b.kind, b.seqs])).toEqual([
      ['error', [0]],
      ['traceback', [1, 2, 3]],
    ]);
    // The process's own tagged line heads the untagged traceback it prints next.
    const own: LineSpec[] = [
      { pid: 5, role: 'Worker_TP0', vpid: 5, level: 'error', text: 'WorkerProc failed to start.' },
      ...['Traceback (most recent call last):', ...lines.slice(2)].map((text) => ({ pid: 5, text })),
    ];
    expect(errorsOf(makeEntries(own)).map((b) => [b.kind, b.seqs])).toEqual([['traceback', [0, 1, 2, 3]]]);
  });
});
