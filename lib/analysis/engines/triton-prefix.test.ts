import { describe, expect, it } from 'vitest';
import { tritonPrefix } from './triton-prefix';

// Real lines; sources in __fixtures__/engines/triton/SOURCES.md and the profile's samples.
const rows: Array<[string, { text: string; level: string | null; stamp: string | null } | null]> = [
  ['I1216 02:12:33.624737 179 model_lifecycle.cc:473] "loading: vllm:1"', { text: 'loading: vllm:1', level: 'info', stamp: '1216 02:12:33.624737' }],
  [
    'I1216 02:12:49.624943 179 pb_stub.cc:388] "Failed to initialize Python stub: TypeError: build_async_engine_client_from_engine_args() got an unexpected keyword argument \'stat_loggers\'\\n\\nAt:\\n  /usr/lib/python3.12/contextlib.py(105): __init__\\n"',
    { text: "Failed to initialize Python stub: TypeError: build_async_engine_client_from_engine_args() got an unexpected keyword argument 'stat_loggers'", level: 'info', stamp: '1216 02:12:49.624943' },
  ],
  ['E1216 02:12:49.624646 179 model.py:248] "[vllm] Failed to start engine: NoneType: None\\n"', { text: '[vllm] Failed to start engine: NoneType: None', level: 'error', stamp: '1216 02:12:49.624646' }],
  ['I0704 00:33:26.720537 168 model_config_utils.cc:1904] "\\tModelConfig::sequence_batching::state::initial_state::dims"', { text: '\tModelConfig::sequence_batching::state::initial_state::dims', level: 'info', stamp: '0704 00:33:26.720537' }],
  ["W0131 00:44:47.201707 760 server.cc:335] a related model 'identity_fp32' to a load/unload request is currently loading or unloading", { text: "a related model 'identity_fp32' to a load/unload request is currently loading or unloading", level: 'warning', stamp: '0131 00:44:47.201707' }],
  ['I0110 21:30:54.920681 60 server.cc:592]', { text: '', level: 'info', stamp: '0110 21:30:54.920681' }],
  ['2024-07-23 19:39:35 I0723 14:09:35.070084 1 grpc_server.cc:2463] "Started GRPCInferenceService at 0.0.0.0:8001"', { text: 'Started GRPCInferenceService at 0.0.0.0:8001', level: 'info', stamp: '0723 14:09:35.070084' }],
  // --log-format=ISO8601 (triton-inference-server/common#57), and what a `docker logs -t` stamp leaves of it.
  ['2022-05-23T23:49:14 I 153 server.cc:288] All models are stopped, unloading models', { text: 'All models are stopped, unloading models', level: 'info', stamp: '2022-05-23T23:49:14' }],
  ['2022-05-23T23:49:14Z E 153 server.cc:288] All models are stopped, unloading models', { text: 'All models are stopped, unloading models', level: 'error', stamp: '2022-05-23T23:49:14' }],
  ['I 153 server.cc:288] All models are stopped, unloading models', { text: 'All models are stopped, unloading models', level: 'info', stamp: null }],
  ['INFO 12-16 10:12:37 [__init__.py:216] Automatically detected platform cuda.', null],
  ['Signal (11) received.', null],
  ['error: creating server: Internal - failed to load all models', null],
  ['[E626 23:10:17.921506443 ProcessGroupNCCL.cpp:1896] [PG ID 2 PG GUID 3 Rank 2] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered', null],
  ['I llama.cpp build info: ', null],
];

describe('tritonPrefix', () => {
  it.each(rows)('%s', (line, want) => {
    const got = tritonPrefix(line);
    expect(got && { text: got.text, level: got.level, stamp: got.stamp }).toEqual(want);
  });
});
