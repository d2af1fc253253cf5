import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

// TGI#2267: a shard's traceback as torch.distributed tags a rank's stderr, no stamps, cut before its exception.
const frames = [
  '[rank1]:   File "/opt/conda/bin/text-generation-server", line 8, in <module>',
  '[rank1]:     sys.exit(app())',
  '[rank1]:   File "/opt/conda/lib/python3.10/site-packages/text_generation_server/server.py", line 231, in serve_inner',
  '[rank1]:     model = get_model(',
  '[rank1]:   File "/opt/conda/lib/python3.10/site-packages/text_generation_server/models/__init__.py", line 485, in get_model',
  '[rank1]:     return FlashCausalLM(',
];

const read = (lines: string[]) => analyse(parseLog(lines.join('\n'), { year: 2024 }).entries).attempts.map((a) => a.outcome);

describe("a rank's `[rankN]: ` tagged lines", () => {
  it('are read by the rules as the rank printed them: a TGI shard traceback through serve_inner ends the start', () => {
    expect(read(frames)).toEqual(['failed']);
    expect(read(frames.map((l) => l.slice('[rank1]: '.length)))).toEqual(['failed']);
  });

  it('a tag without its space (glog lines) is left as it was', () => {
    expect(read(['[rank1]:File "/opt/conda/lib/python3.10/site-packages/text_generation_server/server.py", line 231, in serve_inner'])).toEqual(['running']);
  });
});
