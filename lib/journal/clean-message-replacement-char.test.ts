import { describe, expect, it } from 'vitest';
import { cleanTerminalText } from './clean-message';

// A Windows console's coloured llama-server lines pasted with each ESC byte decoded as U+FFFD (ggml-org/llama.cpp#23210):
// the stamp's colour opens the line, and a span left open at a line's end is reset at the start of the next.
describe('cleanTerminalText on colour codes whose ESC byte became U+FFFD', () => {
  it.each([
    [
      '\ufffd[34m2.53.791.917\ufffd[0m \ufffd[35mW slot update_slots: id  0 | task 205 | restored context checkpoint (pos_min = 29389, pos_max = 29389, n_tokens = 29390, n_past = 29390, size = 211.177 MiB)',
      '2.53.791.917 W slot update_slots: id  0 | task 205 | restored context checkpoint (pos_min = 29389, pos_max = 29389, n_tokens = 29390, n_past = 29390, size = 211.177 MiB)',
    ],
    [
      '\ufffd[0m\ufffd[34m2.53.771.328\ufffd[0m \ufffd[32mI \ufffd[0mslot update_slots: id  0 | task 205 | Checking checkpoint with [29389, 29389] against 29393...',
      '2.53.771.328 I slot update_slots: id  0 | task 205 | Checking checkpoint with [29389, 29389] against 29393...',
    ],
  ])('takes the codes off %s', (line, shown) => expect(cleanTerminalText(line)).toBe(shown));

  it('takes them off behind a tool prefix too (`docker compose logs`), as the other spellings of ESC are', () => {
    expect(cleanTerminalText('llama  | \ufffd[34m2.53.791.917\ufffd[0m \ufffd[35mW slot update_slots: id  0 | task 205')).toBe(
      'llama  | 2.53.791.917 W slot update_slots: id  0 | task 205',
    );
  });

  it('leaves a replacement character that opens no colour code as text', () => {
    expect(cleanTerminalText('\ufffd\ufffd model name [32m')).toBe('\ufffd\ufffd model name [32m');
    expect(cleanTerminalText('name = \ufffd[x]')).toBe('name = \ufffd[x]');
  });
});
