import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { isCommentedPaste, uncommentPaste } from './uncomment-paste';

describe('uncommentPaste', () => {
  // A NixOS configuration keeping the journal of a failed ollama start as a comment, tab-indented in its attribute set.
  it("takes a comment's indent and `# ` off every line, so the journal's prefixes are read again", () => {
    const text = '\t# Oct 05 08:45:10 tupac systemd[1]: Starting Server for local large language models...\n\t# Oct 05 08:45:10 tupac (ollama)[281416]: ollama.service: Failed at step STATE_DIRECTORY spawning /bin/ollama: File exists\n';
    expect(uncommentPaste(text)).toBe('Oct 05 08:45:10 tupac systemd[1]: Starting Server for local large language models...\nOct 05 08:45:10 tupac (ollama)[281416]: ollama.service: Failed at step STATE_DIRECTORY spawning /bin/ollama: File exists\n');
    const parsed = parseLog(text, { year: 2025 });
    expect(parsed.format).toBe('short');
    expect(parsed.entries.map((e) => [e.identifier, e.pid])).toEqual([['systemd', 1], ['(ollama)', 281416]]);
    expect(uncommentPaste('# a\n#\n  # b\n')).toBe('a\n\nb\n');
  });

  it('leaves a paste alone when one of its first lines is no comment, or its marks are no comment marks', () => {
    for (const text of [
      '# journalctl -u ollama\nOct 05 08:45:10 tupac ollama[1]: x\n',
      ' 0# 0x000055F2E74E513D in tritonserver\n 1# 0x00007F8697BA2520 in libc.so.6\n',
      '#!/bin/sh\n# start the server\n',
      '#0  0x00007f in raise () from libc.so.6\n#1  0x00007f in abort ()\n',
      'INFO 02-20 23:37:52 [api_server.py:1] starting\n',
    ]) {
      expect(isCommentedPaste(text)).toBe(false);
      expect(uncommentPaste(text)).toBe(text);
    }
  });
});
