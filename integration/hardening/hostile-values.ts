// Values no parameter of any route may accept: every one holds a character that no host name,
// unit name, cursor, time or limit allows, starts with `-`/`.`, or is far too long.
const CORE = [
  ';id', '|id', '||id', '&id', '&&id', '$(id)', '`id`', '${IFS}id', '>x', '<x', '2>&1', '\nid', '\rid', '\0id', "'", '"', '\\', '*',
  '?', '~root', '{a,b}', ' x', '\tx', '#x', '!x', '%0aid', "';id;'", '";id;"', '$HOME', '\x1b[31m', '\u2028', '\u0085',
];
const OPTIONS = [
  '--output=export', '--output=json-pretty', '-D/', '-D/etc', '--directory=/', '-ocat', '--merge', '-f', '--follow', '--file=/etc/shadow',
  '-u', '--user', '-M host', '--machine=x', '--root=/', '-n 999999999', '--', '-', '--since=0', '--after-cursor=x', '-p', '--property=*',
  '--query-gpu=*', '-x', '--no-pager', '-ojson', '-b-1', '--all', '--host=evil', '-oProxyCommand=id', '--format=csv',
];
const PATHS = ['../etc/passwd', '..', '/', './x', '/etc/shadow', '..%2f..%2f', '%2e%2e%2f', 'C:/Windows', '//host/share', 'a/../../b'];
const UNICODE = ['ｖｌｌｍ', 'vllm\u202e', 'vllm\u200b', '🔥', 'ß', 'vllm.servic\u0435', 'ṽllm', '\ufeffvllm', 'vllm\u0301', '\ud800'];
const LONG = ['a'.repeat(10_000), 'a'.repeat(300) + '.service', '-'.repeat(300), '1'.repeat(10_000), 'é'.repeat(5_000)];

const UNIT = 'vllm-kimi-k25.service';

/** Every hostile value alone, and wrapped around a valid unit name, so a permissive prefix or suffix match would let it through. */
export const HOSTILE_VALUES: readonly string[] = [
  ...new Set([
    ...[...CORE, ...OPTIONS, ...PATHS, ...UNICODE, ...LONG],
    ...CORE.map((v) => UNIT + v),
    ...CORE.map((v) => v + UNIT),
    ...CORE.map((v) => `vllm${v}kimi.service`),
    ...OPTIONS.map((v) => `${v} ${UNIT}`),
    ...UNICODE.map((v) => `${v}.service`),
    ...PATHS.map((v) => `${v}${UNIT}`),
  ]),
].filter(isHostileEverywhere);

/**
 * Independent of the code under test: a character systemd never allows in a unit name (and no host
 * name, cursor, time or limit holds), a leading `-`/`.`, or a length past every cap. `\\`, `:` and
 * `@` are legal in unit names, so values hostile only through them are left out.
 */
function isHostileEverywhere(v: string): boolean {
  return v.length > 256 || /^[-.]/.test(v) || /[^A-Za-z0-9:_.@\\-]/.test(v);
}

/** Wrong JSON types for body fields. */
export const WRONG_TYPES: readonly unknown[] = [null, -1, 1.5, 1e308, true, [], ['vllm-kimi-k25.service'], {}, { $ne: null }, NaN];
