import { StartupSyntaxError, type StartupValue } from './types';

const IDENT = /[A-Za-z_][A-Za-z0-9_.]*/y;
const NUMBER = /[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?/y;
const WORDS: Record<string, StartupValue> = { True: true, False: false, None: null };
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', '\\': '\\', "'": "'", '"': '"' };
const CLOSE: Record<string, string> = { '[': ']', '(': ')', '{': '}' };

export interface Read<T> {
  value: T;
  end: number;
}

function skip(s: string, i: number): number {
  while (i < s.length && (s[i] === ' ' || s[i] === '\n' || s[i] === '\t' || s[i] === '\r')) i++;
  return i;
}

function readString(s: string, i: number): Read<string> {
  const quote = s[i]!;
  let out = '';
  for (let j = i + 1; j < s.length; j++) {
    const c = s[j]!;
    if (c === quote) return { value: out, end: j + 1 };
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = s[++j];
    if (e === 'x' || e === 'u') {
      const len = e === 'x' ? 2 : 4;
      const hex = s.slice(j + 1, j + 1 + len);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== len) throw new StartupSyntaxError('bad escape', j);
      out += String.fromCharCode(parseInt(hex, 16));
      j += len;
    } else if (e !== undefined) {
      out += ESCAPES[e] ?? `\\${e}`;
    }
  }
  throw new StartupSyntaxError('unterminated string', i);
}

function readNumber(text: string): number | string {
  const n = Number(text.replace(/_/g, ''));
  // Seeds and byte counts can pass 2^53: keep those digits as printed.
  return Number.isFinite(n) && (!/^[-+]?\d+$/.test(text) || Number.isSafeInteger(n)) ? n : text;
}

/** The items of `[…]`, `(…)` or `{…}` starting at `i` (the opening bracket); dicts give entries, calls keyword pairs. */
function readItems(s: string, i: number, dict: boolean): Read<StartupValue> {
  const close = CLOSE[s[i]!]!;
  const list: StartupValue[] = [];
  const obj: Record<string, StartupValue> = {};
  let isDict = dict;
  let j = skip(s, i + 1);
  let first = true;
  while (s[j] !== close) {
    if (j >= s.length) throw new StartupSyntaxError(`missing ${close}`, i);
    const key = readPythonValue(s, j);
    j = skip(s, key.end);
    if (first && dict && s[j] !== ':') isDict = false;
    first = false;
    if (isDict) {
      if (s[j] !== ':') throw new StartupSyntaxError('expected :', j);
      const value = readPythonValue(s, skip(s, j + 1));
      obj[typeof key.value === 'string' ? key.value : JSON.stringify(key.value)] = value.value;
      j = skip(s, value.end);
    } else {
      list.push(key.value);
    }
    if (s[j] === ',') j = skip(s, j + 1);
    else if (s[j] !== close) throw new StartupSyntaxError(`expected , or ${close}`, j);
  }
  return { value: isDict ? obj : list, end: j + 1 };
}

/**
 * `Name(a=1, b='x')` or `Name('pos')` from the `(`: keyword arguments as an object, a lone positional argument as itself.
 * `partial`: a line cut off before its `)` keeps the arguments read whole before the cut.
 */
export function readCallArguments(s: string, i: number, partial = false): Read<StartupValue> {
  const obj: Record<string, StartupValue> = {};
  const positional: StartupValue[] = [];
  let j = skip(s, i + 1);
  while (s[j] !== ')') {
    if (j >= s.length) {
      if (partial) break;
      throw new StartupSyntaxError('missing )', i);
    }
    let name: string | null = null;
    let value: Read<StartupValue>;
    try {
      IDENT.lastIndex = j;
      const ident = IDENT.exec(s);
      const eq = ident ? skip(s, j + ident[0].length) : -1;
      if (ident && s[eq] === '=' && s[eq + 1] !== '=') {
        name = ident[0];
        value = readPythonValue(s, skip(s, eq + 1));
      } else {
        value = readPythonValue(s, j);
      }
    } catch (err) {
      if (partial && err instanceof StartupSyntaxError) break;
      throw err;
    }
    j = skip(s, value.end);
    if (j >= s.length && partial) break;
    if (name === null) positional.push(value.value);
    else obj[name] = value.value;
    if (s[j] === ',') j = skip(s, j + 1);
    else if (s[j] !== ')') throw new StartupSyntaxError('expected , or )', j);
  }
  const named = Object.keys(obj).length > 0;
  const value = named ? obj : positional.length === 1 ? positional[0]! : positional;
  return { value, end: j + 1 };
}

/** One Python `repr()` value at `i`: str, int, float, bool, None, list, tuple, set, dict, `Name(k=v)`, `Enum.MEMBER`, `<…>`. */
export function readPythonValue(s: string, i: number): Read<StartupValue> {
  const c = s[i];
  if (c === undefined) throw new StartupSyntaxError('unexpected end', i);
  if (c === "'" || c === '"') return readString(s, i);
  if ((c === 'b' || c === 'r') && (s[i + 1] === "'" || s[i + 1] === '"')) return readString(s, i + 1);
  if (c === '{') return readItems(s, i, true);
  if (c === '[' || c === '(') return readItems(s, i, false);
  if (c === '<') {
    const end = s.indexOf('>', i);
    if (end < 0) throw new StartupSyntaxError('missing >', i);
    return { value: s.slice(i, end + 1), end: end + 1 };
  }
  NUMBER.lastIndex = i;
  const num = NUMBER.exec(s);
  if (num) return { value: readNumber(num[0]), end: i + num[0].length };
  IDENT.lastIndex = i;
  const ident = IDENT.exec(s);
  if (!ident) throw new StartupSyntaxError(`unexpected ${JSON.stringify(c)}`, i);
  const end = i + ident[0].length;
  if (s[end] === '(') return readCallArguments(s, end);
  const word = ident[0];
  return { value: word in WORDS ? WORDS[word]! : word, end };
}

/** A whole Python dict repr such as vLLM's `non-default args: {…}`; throws StartupSyntaxError on anything else. */
export function parsePythonDict(text: string): Record<string, StartupValue> {
  const start = skip(text, 0);
  if (text[start] !== '{') throw new StartupSyntaxError('expected {', start);
  const read = readPythonValue(text, start);
  if (skip(text, read.end) !== text.length) throw new StartupSyntaxError('text after the dict', read.end);
  if (Array.isArray(read.value) && read.value.length === 0) return {};
  if (typeof read.value !== 'object' || read.value === null || Array.isArray(read.value)) throw new StartupSyntaxError('expected a dict', start);
  return read.value;
}
