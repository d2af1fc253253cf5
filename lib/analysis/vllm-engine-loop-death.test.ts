import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

const read = (lines: string[]) => {
  const a = analyse(parseLog(lines.join('\n') + '\n', { year: 2024 }).entries);
  return a.attempts.map((x) => ({ outcome: x.outcome, fatal: x.fatal?.headline ?? null, phases: x.phases.map((p) => p.name) }));
};

const METRICS = 'INFO 08-29 02:12:22 metrics.py:406] Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 0.0 tokens/s, Running: 27 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 2.9%, CPU KV cache usage: 0.0%.';

// Line shapes from vllm-project/vllm#5901, #5371, #8100, #2281, #40756, vllm-project/vllm-ascend#2245, vllm-project/aibrix#927.
describe("V0's engine loop and V1's output handler dying while serving", () => {
  it('`Engine iteration timed out` ends a serving attempt: run_engine_loop re-raises after it', () => {
    expect(read([METRICS, 'ERROR 08-29 02:12:22 async_llm_engine.py:658] Engine iteration timed out. This should never happen!'])).toEqual([
      { outcome: 'failed', fatal: 'Engine iteration timed out. This should never happen!', phases: ['ready', 'failed'] },
    ]);
  });

  it("asyncio's report of the loop-end callback ends the attempt and is no cause of its own", () => {
    const got = read([
      METRICS,
      'ERROR:asyncio:Exception in callback functools.partial(<function _raise_exception_on_finish at 0x7fd321802200>, error_ca',
      'llback=<bound method AsyncLLMEngine._error_callback of <vllm.engine.async_llm_engine.AsyncLLMEngine object at 0x7fd3164',
      '50310>>)',
      'Traceback (most recent call last):',
      '  File "/usr/local/lib/python3.10/dist-packages/vllm/engine/async_llm_engine.py", line 495, in engine_step',
      '    request_outputs = await self.engine.step_async()',
    ]);
    expect(got).toEqual([{ outcome: 'failed', fatal: null, phases: ['ready', 'failed'] }]);
  });

  it('a request traceback chained to `_raise_exception_on_finish` (header and exception cut) is the loop gone', () => {
    const got = read([
      METRICS,
      'Traceback (most recent call last):',
      '  File "/usr/local/lib/python3.10/dist-packages/vllm/engine/async_llm_engine.py", line 28, in _raise_exception_on_finish',
      '    task.result()',
    ]);
    expect(got.map((a) => a.outcome)).toEqual(['failed']);
  });

  it("V1: a traceback through AsyncLLM's output_handler, or a request's collector re-raising its error, is the engine gone", () => {
    for (const frame of [
      '  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/async_llm.py", line 439, in output_handler',
      '  File "/vllm-workspace/vllm/vllm/v1/engine/output_processor.py", line 57, in get',
    ]) {
      const got = read([
        'INFO 08-06 08:48:44 [loggers.py:118] Engine 000: Avg prompt throughput: 7834.8 tokens/s, Avg generation throughput: 92.9 tokens/s, Running: 56 reqs, Waiting: 0 reqs, GPU KV cache usage: 20.1%, Prefix cache hit rate: 89.8%',
        `ERROR 08-06 08:53:41 [serving_chat.py:948] ${frame}`,
      ]);
      expect(got.map((a) => a.outcome), frame).toEqual(['failed']);
    }
  });

  // MeetKai/functionary#96, vllm-project/vllm#2651 (0.2): run_engine_loop catches nothing its step raises, and steps only once a
  // request came in; a traceback through the step, its header and exception cut, is a serving loop dying.
  it('a traceback through the step (engine_step, step_async, 0.2\'s _run_workers_async) is the serving loop dying', () => {
    for (const frame of ['engine_step', 'step_async', '_run_workers_async']) {
      const got = read([`  File "/root/miniconda3/envs/agent/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py", line 191, in ${frame}`]);
      expect(got.map((a) => a.outcome), frame).toEqual(['failed']);
    }
    const got = read([
      '  File "/root/miniconda3/envs/agent/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py", line 338, in engine_step',
      '    request_outputs = await self.engine.step_async()',
    ]);
    expect(got.map((a) => a.phases)).toEqual([['ready', 'failed']]);
  });

  it("the offline LLMEngine's step (llm_engine.py) proves no serving loop", () => {
    const got = read(['  File "/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py", line 588, in step']);
    expect(got.flatMap((a) => a.phases)).not.toContain('ready');
  });

  it('`Error in chat completion stream generator.` proves the API server was serving', () => {
    const got = read(['(APIServer pid=100) ERROR 05-05 14:59:18 [serving.py:1137] Error in chat completion stream generator.']);
    expect(got.map((a) => a.phases)).toEqual([['ready']]);
  });

  it('the Ray executor waiting for its placement group is a start-up in init', () => {
    const got = read([
      "INFO 04-01 02:46:00 ray_utils.py:214] Waiting for creating a placement group of specs for 10 seconds. specs=[{'node:10.163.194.101': 0.001, 'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` to see if you have enough resources.",
    ]);
    expect(got).toEqual([{ outcome: 'running', fatal: null, phases: ['init'] }]);
  });
});

// vllm-project/vllm#6252: faulthandler's stack is the only text, and only vLLM's module path names the engine.
describe('a crash stack that names vLLM only by its package', () => {
  it('frames under vllm/attention (or model_executor, distributed) tell vLLM', () => {
    const a = analyse(
      parseLog(
        [
          'Fatal Python error: Segmentation fault',
          '',
          'Current thread 0x00007fcf597eb640 (most recent call first):',
          '  File "/usr/local/lib/python3.10/dist-packages/vllm/attention/backends/flashinfer.py", line 149 in begin_forward',
        ].join('\n') + '\n',
        { year: 2024 },
      ).entries,
    );
    expect(a.attempts.map((x) => [x.engine, x.outcome])).toEqual([['vllm', 'failed']]);
  });
});

// vllm-project/vllm-gaudi#192: platform plugins implement vLLM's worker start-up methods in their own package.
describe("a platform plugin's worker failing its start-up methods", () => {
  it.each([
    '(Worker_TP6 pid=142964) ERROR 09-17 20:31:15 [multiproc_executor.py:671]   File "/vllm-gaudi/vllm_gaudi/v1/worker/hpu_worker.py", line 249, in compile_or_warm_up_model',
    '(Worker_TP0 pid=2001) ERROR 09-17 20:31:15 [multiproc_executor.py:671]   File "/vllm-workspace/vllm-ascend/vllm_ascend/worker/worker_v1.py", line 312, in load_model',
  ])('%s ends the start-up', (line) => {
    expect(read([line]).map((a) => a.outcome)).toEqual(['failed']);
  });
});

// vllm-project/vllm#798: with `--engine-use-ray` (0.1–0.5) the engine is a Ray actor, created while uvicorn already listens.
describe("V0's engine actor (`--engine-use-ray`) dying in its creation task", () => {
  it.each(['LLMEngine', '_AsyncLLMEngine'])('ray::%s.__init__() ends the attempt, the header names no cause', (cls) => {
    const got = read([
      'INFO:     Uvicorn running on http://localhost:8000 (Press CTRL+C to quit)',
      `(${cls} pid=2347640, ip=10.58.226.15) Exception raised in creation task: The actor died because of an error raised in its creation task, ray::${cls}.__init__() (pid=2347640, ip=10.58.226.15, actor_id=578a6f1533c210d14fcbd9b310000000, repr=<vllm.engine.llm_engine.LLMEngine object at 0x7fa92f210700>)`,
    ]);
    expect(got.map((a) => [a.outcome, a.fatal])).toEqual([['failed', null]]);
  });
});

// vllm-project/vllm#6689 (0.5.4, Python 3.12): starlette re-raises a request's error inside an exception group, whose
// tracebacks Python prints behind a `  | ` margin per depth; the request went through the RPC frontend's client.
describe('a request traceback inside an exception group', () => {
  it("the margin is Python's: the RPC client's generate proves serving, the engine-death line ends the attempt", () => {
    const got = read([
      '    |   File "/opt/conda/lib/python3.12/site-packages/vllm/entrypoints/openai/rpc/client.py", line 216, in generate',
      '    |     raise request_output',
      '    | vllm.engine.async_llm_engine.AsyncEngineDeadError: Background loop has errored already.',
      '    +------------------------------------',
      '',
      'During handling of the above exception, another exception occurred:',
    ]);
    expect(got).toEqual([{ outcome: 'failed', fatal: null, phases: ['ready', 'failed'] }]);
  });

  it("0.6's MQLLMEngineClient.generate is a request's entry too", () => {
    const got = read(['  File "/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/client.py", line 584, in generate']);
    expect(got.map((a) => a.phases)).toEqual([['ready']]);
  });

  it('an odd indent before a bar (a rustc gutter) is left as printed', () => {
    const got = read(['   |     let x = 1;']);
    expect(got.flatMap((a) => a.phases)).toEqual([]);
  });
});
