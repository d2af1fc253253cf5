/** Values that must never reach a transport: path tricks, option injection, shell metacharacters, control bytes, unicode, size. */
export const HOSTILE_STRINGS: readonly string[] = [
  '../etc',
  '../../etc/passwd',
  '-D/',
  '--output=x',
  '--directory=/',
  '-o',
  'a;rm -rf /',
  'x.service;id',
  'x.service && id',
  'x.service | nc 1 2',
  '$(id).service',
  '`id`.service',
  'x.service\nid',
  'x.service\r\n',
  'x.service\u0000',
  'x.service ',
  ' x.service',
  'x y.service',
  'vllm-kïmi.service',
  'vllm\u202ekimi.service',
  '💥.service',
  "x'.service",
  'x".service',
  'x>out.service',
  '*.service',
  'x?.service',
  '~root',
  '%2e%2e%2fetc',
  'a'.repeat(10_000),
  '',
];

export const HOSTILE_CURSORS: readonly string[] = [
  ...HOSTILE_STRINGS,
  's=0123;i=1',
  's=e1ac9cebbf3c41ab808409c7b5adbf4e;i=1;b=0123456789abcdef0123456789abcdef;m=0;t=60a24181e4000;x=eec5443b62e1eda7;--output=x',
  's=e1ac9cebbf3c41ab808409c7b5adbf4e;i=1;b=0123456789abcdef0123456789abcdef;m=0;t=60a24181e4000;x=eec5443b62e1eda7\n',
  '--after-cursor=x',
];

export const HOSTILE_TIMES: readonly string[] = [
  ...HOSTILE_STRINGS,
  '-1',
  '1e9',
  '0x10',
  '12345678901234567',
  '99999999999999999999',
  '1.5',
  'now',
  '2 min ago',
  'yesterday',
  '2026-02-20',
  '2026-02-20T23:37:52',
  '2026-13-40T99:99:99Z',
  '2026-02-30T00:00:00Z',
  '2026-02-20T24:00:00Z',
  '2026-02-20T23:60:00Z',
  '@1700000000',
];

export const HOSTILE_LIMITS: readonly string[] = ['0', '-1', '50001', '1e3', '1.5', 'abc', '', ' 5', '0x10', '9'.repeat(400)];

export const VALID_CURSOR = 's=e1ac9cebbf3c41ab808409c7b5adbf4e;i=1;b=0123456789abcdef0123456789abcdef;m=0;t=60a24181e4000;x=eec5443b62e1eda7';
