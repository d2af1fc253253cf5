import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { djlRelayPrefix } from './djl-relay-prefix';

// DJL Serving's Java front relays each line its Python worker prints as `<thread>: <line>` (PyProcess.java, ReaderThread), the
// thread `W-<pid>-<model>-stdout|stderr`; mpirun's --tag-output puts `[<job>,<rank>]<stdout>:` before the worker's line in MPI mode.
// The worker's run_server logs what the model's handler raised; raised from the handler's `initialize`, the model did not load and
// PyProcess stops the worker (deepjavalibrary/djl-serving#2515).
const read = (lines: string[]) => readAttempts(lines, 2024).map((a) => ({ outcome: a.outcome, fatal: a.fatal?.headline ?? null }));

const relay = (prefix: string, frames: string[]) => frames.map((f) => prefix + f);
const MPI = 'INFO  PyProcess W-299-model1-stdout: [1,0]<stdout>:';
const CONSOLE = '[INFO ] PyProcess - W-187-model-stdout: ';

const LOAD_FAILED = [
  'ERROR::Failed invoke service.invoke_handler()',
  'Traceback (most recent call last):',
  '  File "/tmp/.djl.ai/python/0.31.0-SNAPSHOT/djl_python_engine.py", line 161, in run_server',
  '    outputs = self.service.invoke_handler(function_name, inputs)',
  '  File "/tmp/.djl.ai/python/0.31.0-SNAPSHOT/djl_python/service_loader.py", line 30, in invoke_handler',
  '    return getattr(self.module, function_name)(inputs)',
  '  File "/tmp/.djl.ai/python/0.31.0-SNAPSHOT/djl_python/huggingface.py", line 624, in handle',
  '    _service.initialize(inputs.get_properties())',
  '  File "/tmp/.djl.ai/python/0.31.0-SNAPSHOT/djl_python/huggingface.py", line 132, in initialize',
  '    self.rolling_batch = _rolling_batch_cls(',
];

describe("DJL Serving's relay of its Python worker's lines", () => {
  it('reads the worker line behind either log4j pattern and the MPI rank tag', () => {
    expect(djlRelayPrefix(`${MPI}Traceback (most recent call last):`)?.text).toBe('Traceback (most recent call last):');
    expect(djlRelayPrefix(`${CONSOLE}  File "/opt/djl/djl_python_engine.py", line 161, in run_server`)?.text).toBe(
      '  File "/opt/djl/djl_python_engine.py", line 161, in run_server',
    );
    expect(djlRelayPrefix('[WARN ] PyProcess - W-222-0dc4f4f9c09dd8a-stderr: A new version of the following files was downloaded')?.text).toBe(
      'A new version of the following files was downloaded',
    );
  });

  it("reads a relayed vLLM line's own prefix (vllm-project/vllm#2912)", () => {
    const line = djlRelayPrefix('[INFO ] PyProcess - W-309-model-stdout: INFO 02-18 18:45:24 llm_engine.py:706] Avg prompt throughput: 0.0 tokens/s');
    expect(line).toMatchObject({ text: 'Avg prompt throughput: 0.0 tokens/s', level: 'info', stamp: '02-18 18:45:24' });
  });

  it("not the front's own lines, nor a worker tag without the relay", () => {
    for (const line of [
      '[INFO ] PyProcess - Start process: 19000 - retry: 0',
      'INFO  PyProcess ReaderThread(0) stopped - W-123-mymodel-stdout',
      'W-299-model1-stdout: Traceback (most recent call last):',
      '[INFO ] WorkerPool - W-299-model1-stdout: loading',
    ]) {
      expect(djlRelayPrefix(line), line).toBeNull();
    }
  });
});

describe("DJL's worker failing to load the model", () => {
  it('ends the start when the caught traceback runs into a djl_python service initialize, cut or not', () => {
    expect(read(relay(MPI, LOAD_FAILED))).toEqual([{ outcome: 'failed', fatal: null }]);
    expect(read(relay(CONSOLE, LOAD_FAILED))).toEqual([{ outcome: 'failed', fatal: null }]);
  });

  it("not a request's failure the worker answers, nor an initialize outside DJL's worker", () => {
    const request = [
      'ERROR::Failed invoke service.invoke_handler()',
      'Traceback (most recent call last):',
      '  File "/tmp/.djl.ai/python/0.31.0/djl_python_engine.py", line 161, in run_server',
      '    outputs = self.service.invoke_handler(function_name, inputs)',
      '  File "/tmp/.djl.ai/python/0.31.0/djl_python/huggingface.py", line 630, in handle',
      '    return _service.inference(inputs)',
      '  File "/tmp/.djl.ai/python/0.31.0/djl_python/huggingface.py", line 410, in inference',
    ];
    expect(read(relay(CONSOLE, request))[0]!.outcome).not.toBe('failed');
    // a user's own handler module, not a djl_python service
    const own = LOAD_FAILED.slice(0, 6).concat(['  File "/opt/ml/model/model.py", line 40, in initialize', '    self.llm = LLM(']);
    expect(read(relay(CONSOLE, own))[0]!.outcome).not.toBe('failed');
    // the same frames without DJL's worker loop above them
    expect(read(LOAD_FAILED.slice(6).map((f) => f.trimStart()))[0]?.outcome).not.toBe('failed');
  });
});
