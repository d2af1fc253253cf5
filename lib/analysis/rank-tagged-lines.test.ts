import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// TGI#2267: a shard's traceback as torch.distributed tags a rank's stderr, no stamps, cut before its exception.
const frames = [
  '[rank1]:   File "/opt/conda/bin/text-generation-server", line 8, in <module>',
  '[rank1]:     sys.exit(app())',
  '[rank1]:   File "/opt/conda/lib/python3.10/site-packages/text_generation_server/server.py", line 231, in serve_inner',
  '[rank1]:     model = get_model(',
  '[rank1]:   File "/opt/conda/lib/python3.10/site-packages/text_generation_server/models/__init__.py", line 485, in get_model',
  '[rank1]:     return FlashCausalLM(',
];

const read = (lines: string[]) => readAttempts(lines, 2024).map((a) => a.outcome);

describe("a rank's `[rankN]: ` tagged lines", () => {
  it('are read by the rules as the rank printed them: a TGI shard traceback through serve_inner ends the start', () => {
    expect(read(frames)).toEqual(['failed']);
    expect(read(frames.map((l) => l.slice('[rank1]: '.length)))).toEqual(['failed']);
  });

  it('a tag without its space (glog lines) is left as it was', () => {
    expect(read(['[rank1]:File "/opt/conda/lib/python3.10/site-packages/text_generation_server/server.py", line 231, in serve_inner'])).toEqual(['running']);
  });
});

// akash-network/awesome-akash#543: vLLM 0.5.3's driver (rank 0) dying in NCCL set-up; the paste starts mid-traceback, the
// header and outer frames cut, and the exception line cut too. Only the interpreter's report of an uncaught exception is tagged.
describe("frames under torch.distributed's `[rankN]: ` tag, the traceback's head cut", () => {
  const tail = [
    '[rank0]:   File "/usr/local/lib/python3.10/dist-packages/vllm/distributed/parallel_state.py", line 176, in __init__',
    '[rank0]:     self.pynccl_comm = PyNcclCommunicator(',
    '[rank0]:   File "/usr/local/lib/python3.10/dist-packages/vllm/distributed/device_communicators/pynccl.py", line 89, in __init__',
    '[rank0]:     self.comm: ncclComm_t = self.nccl.ncclCommInitRank(',
  ];

  it('are the report of an exception nothing caught: the process ended', () => {
    expect(read(tail)).toEqual(['failed']);
  });

  it('the same frames untagged and cut are not yet an end (a logger may have printed them)', () => {
    expect(read(tail.map((l) => l.slice('[rank0]: '.length)))).toEqual(['running']);
  });
});
