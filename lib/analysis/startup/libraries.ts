import type { StartupRule } from './rule';

// flashinfer: `flashinfer-cubin version (0.6.3) does not match flashinfer version (0.6.4)`.
const MISMATCH = /([A-Za-z][\w.-]*) version \(([^)\s]+)\) does not match ([A-Za-z][\w.-]*) version \(([^)\s]+)\)/;

export const LIBRARY_STARTUP: readonly StartupRule[] = [
  {
    needle: ') does not match ',
    read: (t) => {
      const m = MISMATCH.exec(t);
      return m ? { libraries: { [m[1]!]: m[2]!, [m[3]!]: m[4]! } } : null;
    },
  },
];
