import type { DemoLine, DemoScenario, DemoState } from '../types';
import { api, SITE, systemd, traceback } from './vllm-lines';

// The NVIDIA driver is gone (kernel update without the module): nvidia-smi fails with exit 9, and every start of
// the unit dies on "Found no NVIDIA driver" until systemd gives up.

const ATTEMPTS = 3;
const CYCLE = 18;

function attempt(i: number): { lines: DemoLine[]; states: DemoState[] } {
  const key = `a${i}`;
  const t = i * CYCLE;
  const lines: DemoLine[] = [
    ...(i > 0 ? [systemd.restartScheduled(t, `a${i - 1}`, i), systemd.stopped(t, `a${i - 1}`)] : []),
    systemd.started(t + 0.1, key),
    api(t + 3, key, 'INFO {stamp} [api_server.py:1885] vLLM API server version 0.14.0'),
    ...traceback(t + 6, key, (text) => ({ attempt: key, from: 'engine', message: `(EngineCore_DP0 pid={engine}) ERROR {stamp} [core.py:866] ${text}` }), [
      'EngineCore failed to start.',
      'Traceback (most recent call last):',
      `  File "${SITE}/torch/cuda/__init__.py", line 372, in _lazy_init`,
      '    torch._C._cuda_init()',
      'RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx',
    ]),
    api(t + 7, key, 'RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}'),
    systemd.mainExited(t + 8, key),
    systemd.failedWith(t + 8, key, 'exit-code'),
  ];
  const states: DemoState[] = [
    { at: t + 0.1, attempt: key, activeState: 'active', subState: 'running', result: 'success', running: true, execStart: true, nRestarts: i },
    { at: t + 8, attempt: key, activeState: 'activating', subState: 'auto-restart', result: 'exit-code', running: false, nRestarts: i },
  ];
  return { lines, states };
}

const attempts = Array.from({ length: ATTEMPTS }, (_, i) => attempt(i));
const limitAt = ATTEMPTS * CYCLE;
const last = `a${ATTEMPTS - 1}`;

export const LLM_FIVE: DemoScenario = {
  name: 'llm-five',
  unit: 'vllm-glm-45.service',
  description: 'vLLM GLM-4.5',
  identifier: 'vllm',
  loopSeconds: 120,
  fixedIdentity: false,
  pidStride: 500,
  attempts: Object.fromEntries(attempts.map((_, i) => [`a${i}`, { mainPid: 8810 + i * 90, enginePid: 8840 + i * 90, workerPids: [] }])),
  prelude: [],
  journal: [
    ...attempts.flatMap((a) => a.lines),
    systemd.restartScheduled(limitAt, last, ATTEMPTS),
    { at: limitAt, attempt: last, from: 'systemd', priority: 3, message: '{unit}: Start request repeated too quickly.' },
    systemd.failedWith(limitAt, last, 'start-limit-hit'),
  ],
  preludeStates: [],
  states: [
    ...attempts.flatMap((a) => a.states),
    { at: limitAt, attempt: last, activeState: 'failed', subState: 'failed', result: 'start-limit-hit', running: false, nRestarts: ATTEMPTS },
  ],
  gpu: null,
  vram: [],
  smiFailure: {
    code: 9,
    stdout: "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.\n\n",
    stderr: '',
  },
  unreachable: null,
};
