import { describe, expect, it } from 'vitest';
import { glogWallTime, readGlogPrefix } from './glog-stamp';

// Real Triton lines: triton-inference-server/server#8578, vllm-project/vllm#6697, triton-inference-server/core#324.
describe('glogWallTime', () => {
  it.each([
    ['I1216 02:12:33.624737 179 model_lifecycle.cc:473] "loading: vllm:1"', [11, 16, 2, 12, 33, 624737]],
    ['2024-07-23 19:39:35 I0723 14:09:35.070084 1 grpc_server.cc:2463] "Started GRPCInferenceService at 0.0.0.0:8001"', [6, 23, 14, 9, 35, 70084]],
    ["W0131 00:44:47.201707 760 server.cc:335] a related model 'identity_fp32' to a load/unload request is currently loading or unloading", [0, 31, 0, 44, 47, 201707]],
    // --log-format=ISO8601 (triton-inference-server/common#57), and with the `Z` it has printed since common#59.
    ['2022-05-23T23:49:14 I 153 server.cc:288] All models are stopped, unloading models', [4, 23, 23, 49, 14, 0]],
    ['2022-05-23T23:49:14Z I 153 server.cc:288] All models are stopped, unloading models', [4, 23, 23, 49, 14, 0]],
    // Abseil before absl::InitializeLog(): `0000 00:00:` and the seconds since the epoch, read as UTC (ai-dynamo/nixl#987).
    ["E0000 00:00:1762238119.118504 2368741 gpunetio_backend.cpp:1105] Can't register memory for unknown device 3", [10, 4, 6, 35, 19, 118504]],
  ])('%s', (line, want) => {
    expect(glogWallTime(line)).toEqual(want);
  });

  it.each([
    'INFO 12-16 10:12:37 [__init__.py:216] Automatically detected platform cuda.',
    'Signal (15) received.',
    '[E626 23:10:17.921506443 ProcessGroupNCCL.cpp:1896] [PG ID 2 PG GUID 3 Rank 2] Process group watchdog thread terminated',
    'I1316 02:12:33.624737 179 model_lifecycle.cc:473] month 13',
    '2024-07-23 19:39:35 time=2024-07-23T19:39:35.000Z level=INFO source=routes.go:1 msg="x"',
    // What a container stamp leaves of an ISO8601 line: a prefix without a time.
    'I 153 server.cc:288] All models are stopped, unloading models',
  ])('has none: %s', (line) => {
    expect(glogWallTime(line)).toBeNull();
  });
});

// triton-inference-server/server#4299: Triton's LogMessage cuts __FILE__ at its last `/`, so a Windows build keeps the whole path.
describe('readGlogPrefix: a Windows build path before the source file', () => {
  it('reads the PID and the file name behind `C:\\…\\`', () => {
    const line = 'I0528 07:33:00.351000 10996 C:\\triton\\server-r22.02\\src\\core\\model_config_utils.cc:667] Server side auto-completed config: name: "model-a"';
    const p = readGlogPrefix(line);
    expect([p?.pid, p?.file, line.slice(p?.end ?? 0)]).toEqual([10996, 'model_config_utils.cc', 'Server side auto-completed config: name: "model-a"']);
  });
});

describe('readGlogPrefix: abseil before InitializeLog', () => {
  it('reads the level, thread id and file of an epoch-stamped line', () => {
    const line = 'E0000 00:00:1738205048.894250    2795 init.cc:232] grpc_wait_for_shutdown_with_timeout() timed out.';
    const p = readGlogPrefix(line);
    expect([p?.letter, p?.pid, p?.file, line.slice(p?.end ?? 0)]).toEqual(['E', 2795, 'init.cc', 'grpc_wait_for_shutdown_with_timeout() timed out.']);
  });
});
