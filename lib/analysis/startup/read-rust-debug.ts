import type { Read } from './read-python-literal';
import { StartupSyntaxError, type StartupValue } from './types';

const IDENT = /[A-Za-z_]\w*(?:::\w+)*/y;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', '\\': '\\', "'": "'", '"': '"' };

function skip(s: string, i: number): number {
  while (i < s.length && /\s/.test(s[i]!)) i++;
  return i;
}

function readString(s: string, i: number): Read<string> {
  let out = '';
  for (let j = i + 1; j < s.length; j++) {
    const c = s[j]!;
    if (c === '"') return { value: out, end: j + 1 };
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = s[++j];
    if (e === 'u' && s[j + 1] === '{') {
      const close = s.indexOf('}', j);
      out += String.fromCodePoint(parseInt(s.slice(j + 2, close), 16));
      j = close;
    } else if (e !== undefined) {
      out += ESCAPES[e] ?? e;
    }
  }
  throw new StartupSyntaxError('unterminated string', i);
}

function readSeq(s: string, i: number, close: string): Read<StartupValue[]> {
  const out: StartupValue[] = [];
  let j = skip(s, i + 1);
  while (s[j] !== close) {
    if (j >= s.length) throw new StartupSyntaxError(`missing ${close}`, i);
    const v = readRustValue(s, j);
    out.push(v.value);
    j = skip(s, v.end);
    if (s[j] === ',') j = skip(s, j + 1);
    else if (s[j] !== close) throw new StartupSyntaxError(`expected , or ${close}`, j);
  }
  return { value: out, end: j + 1 };
}

/** `{ field: value, … }` of a struct, `i` at the `{`; `partial` keeps the fields read whole before a cut-off end. */
export function readRustFields(s: string, i: number, partial = false): Read<Record<string, StartupValue>> {
  const out: Record<string, StartupValue> = {};
  let j = skip(s, i + 1);
  while (s[j] !== '}') {
    if (j >= s.length) {
      if (partial) break;
      throw new StartupSyntaxError('missing }', i);
    }
    IDENT.lastIndex = j;
    const name = IDENT.exec(s);
    if (!name) throw new StartupSyntaxError('expected a field name', j);
    let v: Read<StartupValue>;
    try {
      j = skip(s, j + name[0].length);
      if (s[j] !== ':') throw new StartupSyntaxError('expected :', j);
      v = readRustValue(s, skip(s, j + 1));
    } catch (err) {
      if (partial && err instanceof StartupSyntaxError) break;
      throw err;
    }
    j = skip(s, v.end);
    if (j >= s.length && partial) break;
    out[name[0]] = v.value;
    if (s[j] === ',') j = skip(s, j + 1);
    else if (s[j] !== '}') throw new StartupSyntaxError('expected , or }', j);
  }
  return { value: out, end: j + 1 };
}

/** One value of Rust's `{:?}` / `{:#?}` form: `"str"`, numbers, bools, `None`, `Some(x)` (as x), `[…]`, `(…)`, `Struct { … }`, enum variants. */
export function readRustValue(s: string, i: number): Read<StartupValue> {
  const c = s[i];
  if (c === undefined) throw new StartupSyntaxError('unexpected end', i);
  if (c === '"') return readString(s, i);
  if (c === '[') return readSeq(s, i, ']');
  if (c === '(') return readSeq(s, i, ')');
  if (c === '{') return readRustFields(s, i);
  NUMBER.lastIndex = i;
  const num = NUMBER.exec(s);
  if (num) return { value: Number(num[0]), end: i + num[0].length };
  IDENT.lastIndex = i;
  const ident = IDENT.exec(s);
  if (!ident) throw new StartupSyntaxError(`unexpected ${JSON.stringify(c)}`, i);
  const word = ident[0];
  const after = skip(s, i + word.length);
  if (s[after] === '(') {
    const inner = readSeq(s, after, ')');
    const value = word === 'Some' && inner.value.length === 1 ? inner.value[0]! : inner.value.length === 1 ? inner.value[0]! : inner.value;
    return { value, end: inner.end };
  }
  if (s[after] === '{' && /^[A-Z]/.test(word)) return readRustFields(s, after);
  if (word === 'true' || word === 'false') return { value: word === 'true', end: i + word.length };
  if (word === 'None') return { value: null, end: i + word.length };
  return { value: word, end: i + word.length };
}
