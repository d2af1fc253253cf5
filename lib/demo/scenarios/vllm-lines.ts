// vLLM and systemd line templates, modelled on real logs from public threads (lib/demo/SOURCES.md).
import type { DemoLine } from '../types';

export const SITE = '/opt/vllm/.venv/lib/python3.12/site-packages';

export const MSG = {
  started: '39f53479d3a045ac8e11786248231fbf',
  stopped: '9d1aaa27d60140bd96365438aad20286',
  failed: 'be02cf6855d2428ba40df7e9d022f03d',
  processExit: '98e322203f7a4ed290d09fe03c09fe15',
  failureResult: 'd9b373ed55a64feb8242e02dbe79a49c',
  success: '7ad2d189f7e94e70a38c781354912448',
  resources: 'ae8f7b866b0347b9af31fe1c80b127c0',
  restartScheduled: '5eb03494b6584870a536b337290809b3',
} as const;

export const systemd = {
  started: (at: number, attempt: string, extra?: Partial<DemoLine>): DemoLine => ({
    at,
    attempt,
    from: 'systemd',
    message: 'Started {unit} - {description}.',
    fields: { MESSAGE_ID: MSG.started, JOB_TYPE: 'start', JOB_RESULT: 'done' },
    ...extra,
  }),
  stopping: (at: number, attempt: string, extra?: Partial<DemoLine>): DemoLine => ({ at, attempt, from: 'systemd', message: 'Stopping {unit} - {description}...', ...extra }),
  stopped: (at: number, attempt: string, extra?: Partial<DemoLine>): DemoLine => ({
    at,
    attempt,
    from: 'systemd',
    message: 'Stopped {unit} - {description}.',
    fields: { MESSAGE_ID: MSG.stopped, JOB_TYPE: 'restart', JOB_RESULT: 'done' },
    ...extra,
  }),
  deactivated: (at: number, attempt: string, extra?: Partial<DemoLine>): DemoLine => ({
    at,
    attempt,
    from: 'systemd',
    message: '{unit}: Deactivated successfully.',
    fields: { MESSAGE_ID: MSG.success },
    ...extra,
  }),
  mainExited: (at: number, attempt: string, extra?: Partial<DemoLine>): DemoLine => ({
    at,
    attempt,
    from: 'systemd',
    priority: 5,
    message: '{unit}: Main process exited, code=exited, status=1/FAILURE',
    fields: { MESSAGE_ID: MSG.processExit, EXIT_CODE: 'exited', EXIT_STATUS: '1' },
    ...extra,
  }),
  failedWith: (at: number, attempt: string, result: string): DemoLine => ({
    at,
    attempt,
    from: 'systemd',
    priority: 4,
    message: `{unit}: Failed with result '${result}'.`,
    fields: { MESSAGE_ID: MSG.failureResult, UNIT_RESULT: result },
  }),
  consumed: (at: number, attempt: string, cpu: string): DemoLine => ({
    at,
    attempt,
    from: 'systemd',
    message: `{unit}: Consumed ${cpu} CPU time.`,
    fields: { MESSAGE_ID: MSG.resources },
  }),
  restartScheduled: (at: number, attempt: string, counter: number): DemoLine => ({
    at,
    attempt,
    from: 'systemd',
    message: `{unit}: Scheduled restart job, restart counter is at ${counter}.`,
    fields: { MESSAGE_ID: MSG.restartScheduled, N_RESTARTS: String(counter) },
  }),
};

export const api = (at: number, attempt: string, text: string, extra?: Partial<DemoLine>): DemoLine => ({
  at,
  attempt,
  from: 'main',
  message: `(APIServer pid={pid}) ${text}`,
  ...extra,
});

export const engine = (at: number, attempt: string, text: string, extra?: Partial<DemoLine>): DemoLine => ({
  at,
  attempt,
  from: 'engine',
  message: `(EngineCore_DP0 pid={engine}) ${text}`,
  ...extra,
});

/** One line per tensor-parallel rank, each under its own worker tag. */
export const ranks = (at: number, attempt: string, text: string): DemoLine => ({
  at,
  attempt,
  from: 'ranks',
  message: `(Worker_TP{rank} pid={wpid}) ${text}`,
});

export const rank = (at: number, attempt: string, r: number, text: string): DemoLine => ({
  at,
  attempt,
  from: { rank: r },
  message: `(Worker_TP${r} pid={wpid}) ${text}`,
});

/** A traceback as vLLM prints it: every line under the same tag, level and source. */
export function traceback(at: number, attempt: string, prefix: (text: string) => Omit<DemoLine, 'at'>, lines: string[]): DemoLine[] {
  return lines.map((text, i) => ({ ...prefix(text), at: at + i * 0.001, attempt }));
}

export const SHARDS = 'Loading safetensors checkpoint shards: {pct} Completed | {done}/{total} [{elapsed}<{remaining}, {rate}]';
export const ENGINE_METRICS =
  '[loggers.py:127] Engine 000: Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 0.0 tokens/s, Running: 0 reqs, Waiting: 0 reqs, GPU KV cache usage: 0.0%, Prefix cache hit rate: 0.0%';
