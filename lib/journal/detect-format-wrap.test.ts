import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';
import { parseLog } from './parse-log';

// A journal copied off a 120-column terminal (ikawrakow/ik_llama.cpp#750): the wrapper script's report of the server's abort, its
// argv wrapped over seven more rows that start in the first column with no header. They are one record's rest, not bare output.
const WRAPPED = [
  "Oct 04 00:34:08  run-ik_llama.cpp.sh[487406]: /opt/thireus/DeepSeek-V3.1-Terminus-5.4498bpw/run-ik_llama.cpp.sh: line 75",
  ": 487431 Aborted                    /opt/ik_llama.cpp/ik_llama.cpp/build/bin/llama-server --model /opt/thireus/DeepSeek-V3.1",
  "-Terminus-5.4498bpw/DeepSeek-V3.1-Terminus-THIREUS-BF16-SPECIAL_TENSOR-00001-of-01087.gguf --alias THIREUS/DeepSeek-V3.1-Ter",
  "minus_5.4498bpw --ctx-size $((160 * 1024)) -b $((16 * 512)) -ub $((8 * 512)) --mlock --temp 0.5 --top-k 0 --top-p 1.0 --min-",
  "p 0.1 --repeat-penalty 1.1 -ctk q8_0 -mla 3 -fa -fmoe -amb 512 --split-mode layer --tensor-split 10,21,20 --main-gpu 1 --ove",
  "rride-tensor exps=CPU --n-gpu-layers 99 --threads $(grep ^cpu\\\\scores /proc/cpuinfo | uniq | awk '{print $4}' | xargs -I{} e",
  "cho \"{}-0\" | bc) --host 0.0.0.0 --port 8080 --jinja --chat-template-file /opt/thireus/DeepSeek-V3.1-Terminus-5.4498bpw/chat_",
  "template.jinja --special --log-enable --logdir /var/log/ --verbosity 1 --verbose-prompt --reasoning-format none --prompt-cac",
];

describe('a journal wrapped by the terminal it was copied from', () => {
  it("reads as the journal: the rows after a long record are its rest and cast no vote", () => {
    expect(detectFormat(WRAPPED.join('\n'))).toBe('short');
    const [head] = parseLog(WRAPPED.join('\n'), { year: 2025 }).entries;
    expect([head!.pid, head!.identifier]).toEqual([487406, 'run-ik_llama.cpp.sh']);
  });

  it('without the long record before them the same rows are bare output', () => {
    expect(detectFormat(WRAPPED.slice(1).join('\n'))).toBe('cat');
  });
});
