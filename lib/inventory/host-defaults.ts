import type { Host } from './types';

/** A host with only what the caller names: no login, keys, jump host, pinned keys, journal directory or units. */
export function hostWith(fields: Pick<Host, 'name' | 'transport' | 'address'> & Partial<Host>): Host {
  return {
    port: 22,
    user: null,
    identityFile: null,
    useAgent: false,
    jump: null,
    hostKeyFingerprints: [],
    knownHostsFile: null,
    journalDirectory: null,
    units: [],
    scenario: null,
    ...fields,
  };
}
