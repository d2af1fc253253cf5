import { readCallArguments } from './read-python-literal';
import { portOf, type StartupRule } from './rule';

const MARKER = 'server_args=ServerArgs(';

export const SGLANG_STARTUP: readonly StartupRule[] = [
  {
    needle: MARKER,
    read: (t) => {
      const read = readCallArguments(t, t.indexOf(MARKER) + MARKER.length - 1, true).value;
      const args = typeof read === 'object' && read !== null && !Array.isArray(read) ? read : {};
      return { args, port: portOf(args.port) };
    },
  },
];
