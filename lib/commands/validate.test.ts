import { describe, expect, it } from 'vitest';
import { isCursor, isSafeAbsolutePath, isUnitName, normaliseUnit } from './validate';

const REAL_CURSOR =
  's=2006659f8b534b2d972a2160c8d5431b;i=1;b=0123456789abcdef0123456789abcdef;m=3e8;t=64b49e8e0b400;x=24a843d0792eb20d';

describe('isUnitName', () => {
  it.each([
    'vllm-kimi-k25.service',
    'ssh.service',
    'vllm@kimi.service',
    'getty@tty1.service',
    'system-vllm.slice',
    'dev-disk-by\\x2duuid-1234.device',
    'a:b_c.d-e.timer',
    'x'.repeat(247) + '.service',
  ])('accepts %s', (name) => expect(isUnitName(name)).toBe(true));

  it.each([
    '',
    'vllm-kimi-k25',
    'vllm.unknownsuffix',
    '-vllm.service',
    '--output=x.service',
    '../etc/passwd.service',
    'a..b.service',
    '/etc/x.service',
    'a/b.service',
    'a b.service',
    'a\tb.service',
    'a\nb.service',
    'a\0b.service',
    'vllm$(id).service',
    'vllm;ls.service',
    "vllm'.service",
    'vllm*.service',
    'vllm‐kimi.service',
    'vllmé.service',
    '@x.service',
    '.service',
    'x'.repeat(248) + '.service',
  ])('rejects %j', (name) => expect(isUnitName(name)).toBe(false));

  it('rejects non-strings', () => {
    expect(isUnitName(42)).toBe(false);
    expect(isUnitName(null)).toBe(false);
  });
});

describe('isCursor', () => {
  it('accepts a cursor printed by journalctl 252', () => expect(isCursor(REAL_CURSOR)).toBe(true));
  it.each([
    '',
    'garbage',
    REAL_CURSOR + ';',
    REAL_CURSOR + '\n',
    REAL_CURSOR.toUpperCase(),
    REAL_CURSOR.replace('i=1', 'i=z'),
    REAL_CURSOR.replace(';x=', ';y='),
    REAL_CURSOR.replace('s=2006', 's=2006 '),
    REAL_CURSOR.split(';').reverse().join(';'),
    `--after-cursor=${REAL_CURSOR}`,
    REAL_CURSOR.replace('b=0123456789abcdef0123456789abcdef', 'b=0123'),
    REAL_CURSOR.replace('x=24a843d0792eb20d', "x=24a8'$(id)"),
  ])('rejects %j', (c) => expect(isCursor(c)).toBe(false));
});

describe('isSafeAbsolutePath', () => {
  it.each(['/var/log/journal', '/srv/journals/llm-two', '/'])('accepts %s', (p) => expect(isSafeAbsolutePath(p)).toBe(true));
  it.each(['var/log', '/var/../etc', '/var/./log', '/a b', '/a;b', '/a\nb', '-D/', "/a'b", '/a$b'])('rejects %j', (p) =>
    expect(isSafeAbsolutePath(p)).toBe(false),
  );
});

describe('normaliseUnit', () => {
  it('adds .service to a bare name', () => expect(normaliseUnit('vllm-kimi-k25')).toBe('vllm-kimi-k25.service'));
  it('keeps a full unit name', () => expect(normaliseUnit('vllm.socket')).toBe('vllm.socket'));
  it('keeps a template instance', () => expect(normaliseUnit('vllm@kimi')).toBe('vllm@kimi.service'));
  it('returns null for hostile input', () => {
    expect(normaliseUnit('../etc')).toBeNull();
    expect(normaliseUnit('-D/')).toBeNull();
    expect(normaliseUnit('a;b')).toBeNull();
  });
});
