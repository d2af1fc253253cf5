import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body';

const post = (body: BodyInit, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://radar.test/api/snapshots', { method: 'POST', headers: { 'content-type': type, ...headers }, body });

describe('readJsonBody', () => {
  it('reads a JSON body', async () => {
    expect(await readJsonBody(post('{"host":"llm-two"}', 'application/json; charset=utf-8'))).toEqual({ host: 'llm-two' });
  });

  it.each([
    ['text/plain', '{"a":1}'],
    ['application/x-www-form-urlencoded', 'host=llm-two'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/jsonx', '{}'],
  ])('refuses content-type %s', async (type, body) => {
    await expect(readJsonBody(post(body, type))).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('refuses broken JSON', async () => {
    await expect(readJsonBody(post('{"host":'))).rejects.toMatchObject({ code: 'bad_request', message: 'Body is not valid JSON' });
  });

  it('refuses a body at the cap, whether declared or streamed, as too large', async () => {
    const big = JSON.stringify({ source: 'paste', text: 'x'.repeat(2_000) });
    await expect(readJsonBody(post(big), 1_000)).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('shorter') });
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 5; i++) c.enqueue(new TextEncoder().encode('x'.repeat(300)));
        c.close();
      },
    });
    const req = new Request('http://radar.test/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    await expect(readJsonBody(req, 1_000)).rejects.toMatchObject({ message: expect.stringContaining('shorter') });
  });
});
