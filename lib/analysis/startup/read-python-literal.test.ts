import { describe, expect, it } from 'vitest';
import { parsePythonDict } from './read-python-literal';
import { StartupSyntaxError } from './types';

describe('parsePythonDict', () => {
  it.each([
    ["{'a': 1, 'b': -2.5e3, 'c': True, 'd': None, 'e': False}", { a: 1, b: -2500, c: true, d: null, e: false }],
    ["{'nested': {'video': 0, 'image': {'count': 2}}, 'list': ['x', \"y\"], 'tuple': (1, 2)}", { nested: { video: 0, image: { count: 2 } }, list: ['x', 'y'], tuple: [1, 2] }],
    ["{'quote': 'it\\'s', 'dq': \"say \\\"hi\\\"\", 'hex': '\\x41'}", { quote: "it's", dq: 'say "hi"', hex: 'A' }],
    ["{'fmt': LoadFormat.AUTO, 'path': PosixPath('/models/x'), 'cfg': CompilationConfig(level=3, backend='inductor')}", { fmt: 'LoadFormat.AUTO', path: '/models/x', cfg: { level: 3, backend: 'inductor' } }],
    ["{'enum': <LoadFormat.AUTO: 'auto'>, 'set': {'a', 'b'}, 'empty': {}, 'trailing': [1, 2,],}", { enum: "<LoadFormat.AUTO: 'auto'>", set: ['a', 'b'], empty: {}, trailing: [1, 2] }],
    ["{'seed': 123456789012345678901, 1: 'int key'}", { seed: '123456789012345678901', '1': 'int key' }],
    ['{}', {}],
  ])('%s', (text, expected) => {
    expect(parsePythonDict(text)).toEqual(expected);
  });

  it.each([["{'a': 1"], ["{'a' 1}"], ["{'a': 'open}"], ['[1, 2]'], ["{'a': 1} tail"], ['']])('%j is a StartupSyntaxError', (text) => {
    expect(() => parsePythonDict(text)).toThrow(StartupSyntaxError);
  });
});
