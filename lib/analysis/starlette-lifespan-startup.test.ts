import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Starlette formats the traceback of a lifespan that raised from its Router.lifespan frame and uvicorn then exits; a start-up's
// goes into the lifespan context's __aenter__ (bentoml/OpenLLM#309, a BentoML runner, cut before its exception line).
const read = (lines: string[]) => readAttempts(lines, 2023).map((a) => a.outcome);
const HEAD = '2023-09-09T12:24:15+0800 [ERROR] [runner:llm-baichuan-runner:1] Traceback (most recent call last):';
const LIFESPAN = '  File "/home/u/envs/bento/lib/python3.10/site-packages/starlette/routing.py", line 677, in lifespan';
const WITH = '    async with self.lifespan_context(app) as maybe_state:';

describe("Starlette's lifespan traceback", () => {
  it('through __aenter__: the start-up raised, the process exits', () => {
    expect(read([HEAD, LIFESPAN, WITH, '  File "/home/u/envs/bento/lib/python3.10/contextlib.py", line 199, in __aenter__', '    return await anext(self.gen)'])).toEqual(['failed']);
  });

  it('through __aexit__: a shutdown that raised, no start-up failure', () => {
    expect(read([HEAD, LIFESPAN, WITH, '  File "/home/u/envs/bento/lib/python3.10/contextlib.py", line 217, in __aexit__', '    await self.gen.athrow(typ, value, traceback)'])).not.toEqual(['failed']);
  });

  it('an __aenter__ frame with no lifespan frame before it ends nothing', () => {
    expect(read([HEAD, '  File "/srv/app.py", line 10, in handler', '  File "/home/u/envs/bento/lib/python3.10/contextlib.py", line 199, in __aenter__'])).not.toEqual(['failed']);
  });
});
