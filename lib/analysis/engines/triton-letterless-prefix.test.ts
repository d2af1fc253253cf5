import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { tritonPrefix } from './triton-prefix';

// Real lines: triton-inference-server/server#3009 (2021, Triton 21.04): the Python stub's line lost its severity letter in the paste.
describe('a Triton glog line without its severity letter', () => {
  const stub = "0614 14:43:50.807869 370 pb_stub.cc:598] AttributeError: Can't get attribute 'BERT_FC' on <module 'models' (namespace)>";

  it('is read behind the rest of its prefix, its level unknown', () => {
    expect(tritonPrefix(stub)).toMatchObject({ text: "AttributeError: Can't get attribute 'BERT_FC' on <module 'models' (namespace)>", level: null });
  });

  it("names what the model's initialize() raised", () => {
    const [a] = readAttempts(['I0614 14:43:50.328168 360 python.cc:819] Preinit finished.', stub, '', 'At:', '  /opt/tritonserver/models/kpe/1/model.py(36): initialize'], 2021);
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['triton', 'running', "AttributeError: Can't get attribute 'BERT_FC' on <module 'models' (namespace)>"]);
  });

  it('leaves a line whose digits only start like a stamp as it is', () => {
    expect(tritonPrefix('2024-07-23 19:39:35 Started')).toBeNull();
  });
});
