import { describe, expect, it } from 'vitest';
import { lineSignal } from './rule-sets';
import { SGLANG } from './sglang';

// ModelTpServer.exposed_step (0.1's managers/controller/tp_worker.py, 0.2's managers/tp_worker.py) logs the step's traceback
// and re-raises into start_controller_process (`Exception in ControllerSingle:`, then kill_parent_process) or run_tp_server
// (re-raised out of the rank's process): the header is the server's death. sgl-project/sglang#1304 (v0.2.15), #565, #748.
describe('SGLang 0.1–0.2 step exceptions', () => {
  it("`Exception in ModelTpServer:` ends the process", () => {
    expect(lineSignal(SGLANG, 'Exception in ModelTpServer:')?.end).toBe('failed');
  });

  // 0.1's ModelRpcServer.exposed_step logged `Exception in ModelRpcClient:` and returned: the router stepped on (sglang#165).
  it("0.1's `Exception in ModelRpcClient:` does not", () => {
    expect(lineSignal(SGLANG, 'Exception in ModelRpcClient:')?.end ?? null).toBeNull();
  });
});
