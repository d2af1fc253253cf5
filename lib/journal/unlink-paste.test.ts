import { describe, expect, it } from 'vitest';
import { parseLog } from './parse-log';
import { unlinkPaste } from './unlink-paste';

describe('unlinkPaste', () => {
  it('puts a stamp autolinked as a phone number back to its text', () => {
    expect(unlinkPaste('[[2025-11-19 14](tel:2025-11-19 14):41:27] INFO:     Application startup complete.')).toBe(
      '[2025-11-19 14:41:27] INFO:     Application startup complete.',
    );
  });

  it('puts a mail autolink back to its address', () => {
    expect(unlinkPaste('user [root@host](mailto:root@host) logged in')).toBe('user root@host logged in');
  });

  it('leaves a link whose target differs from its text, and text without links, alone', () => {
    const own = 'call [support](tel:+15550100) now';
    expect(unlinkPaste(own)).toBe(own);
    const plain = '[2025-11-19 14:41:27] INFO:     Started server process [1]';
    expect(unlinkPaste(plain)).toBe(plain);
  });

  it('is applied when a paste is parsed, so the stamp is read', () => {
    const parsed = parseLog('[[2025-11-19 14](tel:2025-11-19 14):41:27] INFO:     Started server process [1]\n', { format: 'cat', year: 2025 });
    expect(parsed.entries[0]?.message).toContain('Started server process [1]');
    expect(parsed.entries[0]?.message).not.toContain('tel:');
  });
});
