import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

const read = (lines: string[]) =>
  readAttempts(lines, 2024).map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name), a.fatal?.headline ?? null]);

// Real lines: triton-inference-server/server#7410 (Triton 2.46, --log-verbose): the stub is forked inside the model's load.
describe("the Python backend's stub start", () => {
  it('is a model loading', () => {
    expect(
      read([
        'I0704 00:33:26.720543 168 model_config_utils.cc:1904] "\\tModelConfig::version_policy::specific::versions"',
        'I0704 00:33:26.720896 168 stub_launcher.cc:385] "Starting Python backend stub:  exec /usr/local/triton/backends/python/triton_python_backend_stub /work/packages/models/identity_model/1/model.py triton_python_backend_shm_region_92549c78-1875-47aa-82c4-9a4b97dfe997 1048576 1048576 168 /usr/local/triton/backends/python 336 identity_model /usr/local/triton/backends/python"',
      ]),
    ).toEqual([['triton', 'running', ['loading_weights'], null]]);
  });
});
