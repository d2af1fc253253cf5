import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from './invalid-argument';
import { journalctlArgs, journalctlFleetArgs, JOURNAL_OUTPUT_FIELDS } from './journalctl';

const FIELDS = `--output-fields=${JOURNAL_OUTPUT_FIELDS.join(',')}`;

describe('journalctl over a journal-remote directory', () => {
  it("one host's unit: the directory, -u, and _HOSTNAME= as a positional match last", () => {
    expect(journalctlArgs({ unit: 'vllm-kimi-k25.service', directory: '/var/log/journal/remote', hostname: 'gpu-0007.dc1', limit: 200 })).toEqual([
      'journalctl',
      '--directory=/var/log/journal/remote',
      '-u',
      'vllm-kimi-k25.service',
      '-o',
      'json',
      FIELDS,
      '--all',
      '--no-pager',
      '--lines=200',
      '_HOSTNAME=gpu-0007.dc1',
    ]);
  });

  it('the fleet round: every watched unit once, sorted, since a time, no cursor and no host match', () => {
    expect(journalctlFleetArgs({ directory: '/srv/remote', units: ['b.service', 'a.service', 'b.service'], since: 1_771_630_672_000_001 })).toEqual([
      'journalctl',
      '--directory=/srv/remote',
      '-u',
      'a.service',
      '-u',
      'b.service',
      '-o',
      'json',
      FIELDS,
      '--all',
      '--no-pager',
      '--since=@1771630672.000001',
    ]);
  });

  it.each([
    ['an option', '-n1'],
    ['a second match', 'gpu-1 _PID=1'],
    ['an OR', '+'],
    ['an equals sign', 'a=b'],
    ['a newline', 'gpu-1\nMESSAGE=x'],
    ['a path', '../gpu'],
    ['empty', ''],
    ['too long', 'a'.repeat(254)],
  ])('refuses a hostname that is %s', (_name, hostname) => {
    expect(() => journalctlArgs({ unit: 'a.service', hostname })).toThrow(InvalidArgumentError);
  });

  it('refuses no units, a bad unit, or a bad time in the fleet round', () => {
    expect(() => journalctlFleetArgs({ directory: '/srv/r', units: [], since: 0 })).toThrow(InvalidArgumentError);
    expect(() => journalctlFleetArgs({ directory: '/srv/r', units: ['--rotate'], since: 0 })).toThrow(InvalidArgumentError);
    expect(() => journalctlFleetArgs({ directory: '/srv/r', units: ['a.service'], since: -1 })).toThrow(InvalidArgumentError);
    expect(() => journalctlFleetArgs({ directory: 'srv/r', units: ['a.service'], since: 0 })).toThrow(InvalidArgumentError);
  });
});
