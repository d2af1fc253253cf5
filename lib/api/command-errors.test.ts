import { describe, expect, it } from 'vitest';
import type { ExecResult } from '@/lib/transports/types';
import { assertJournalOk, commandFailed } from './command-errors';

const run = (code: number | null, stderr: string, stdout = ''): ExecResult => ({ code, stderr, stdout, truncated: false, durationMs: 1 });

describe('assertJournalOk', () => {
  // As printed by journalctl 252 for a user outside systemd-journal: exit 0 on the system journal, 1 with --directory.
  it.each([0, 1])('maps the permission notice to journal_denied (exit %d)', (code) => {
    expect(() => assertJournalOk(run(code, 'No journal files were opened due to insufficient permissions.\n'))).toThrow(
      expect.objectContaining({ code: 'journal_denied' }),
    );
  });

  it('passes a clean run, empty or not', () => {
    expect(() => assertJournalOk(run(0, ''))).not.toThrow();
    expect(() => assertJournalOk(run(0, '', '{"MESSAGE":"x"}\n'))).not.toThrow();
  });

  it('names the failure of another exit', () => {
    expect(() => assertJournalOk(run(1, 'Failed to open /var/log/journal/x: No such file or directory\n'))).toThrow(
      expect.objectContaining({ code: 'command_failed', message: expect.stringContaining('Failed to open') }),
    );
  });
});

describe('commandFailed', () => {
  it('says when the program is missing', () => {
    expect(commandFailed('journalctl', run(127, 'sh: 1: journalctl: not found\n')).message).toMatch(/not available/);
  });

  it('says when it was killed', () => {
    expect(commandFailed('systemctl', run(null, '')).message).toBe('systemctl was killed');
  });

  it('keeps one line of stderr, capped', () => {
    const msg = commandFailed('systemctl', run(1, `${'x'.repeat(1_000)}\nsecond line\n`)).message;
    expect(msg.length).toBeLessThan(400);
    expect(msg).not.toContain('second line');
  });
});
