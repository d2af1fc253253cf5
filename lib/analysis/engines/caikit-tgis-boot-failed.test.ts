import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Caikit's model loader in an OpenShift AI Caikit+TGIS pod (opendatahub-io/caikit-tgis-serving#88): its TGIS child exited
// before it was ready.
const LOADER =
  '{"channel": "MODEL-LOADER", "exception": null, "level": "error", "log_code": "<RUN62912924E>", "message": "load failed when processing path: /mnt/models/flan-t5-small-caikit with error: RuntimeError(\'TGIS failed to boot up with the model. See logs for details\')", "model_id": "flan-t5-small-caikit", "num_indent": 0, "thread_id": 140660900353792, "timestamp": "2023-09-21T19:39:45.781105"}';
const read = (lines: string[]) => readAttempts(lines, 2023).map((a) => [a.engine, a.outcome, a.fatal?.headline ?? null]);

describe("Caikit's report that TGIS failed to boot", () => {
  it('ends the TGIS run as failed and names no cause (TGIS own log says why)', () => {
    expect(read([LOADER])).toEqual([['tgi', 'failed', null]]);
  });
});
