import { describe, expect, it } from 'vitest';
import { sharedJsonResponse } from './json-response';

describe('sharedJsonResponse', () => {
  it('serialises one shared answer once for every viewer, as no-store JSON', async () => {
    const report = { at: 1, gpus: [{ index: 0, usedMiB: 73_731 }] };
    let built = 0;
    const body = () => (built++, { host: 'llm-two', report });
    const responses = Array.from({ length: 20 }, () => sharedJsonResponse(report, body));
    expect(built).toBe(1);
    for (const res of responses) {
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ host: 'llm-two', report });
    }
    sharedJsonResponse({ ...report }, body);
    expect(built).toBe(2);
  });
});
