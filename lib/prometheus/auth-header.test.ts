import { describe, expect, it } from 'vitest';
import { authHeader } from './auth-header';

describe('authHeader', () => {
  it('reads the bearer token or the basic pair from the variables the fleet file names', () => {
    expect(authHeader({ kind: 'bearer', tokenEnv: 'PROM_TOKEN' }, { PROM_TOKEN: 'abc' })).toBe('Bearer abc');
    expect(authHeader({ kind: 'basic', usernameEnv: 'U', passwordEnv: 'P' }, { U: 'radar', P: 'pa:ss' })).toBe(`Basic ${Buffer.from('radar:pa:ss').toString('base64')}`);
    expect(authHeader(null, {})).toBeNull();
  });

  it('a named variable that is unset is a bad_fleet_file error naming it, not an anonymous request', () => {
    expect(() => authHeader({ kind: 'bearer', tokenEnv: 'PROM_TOKEN' }, {})).toThrow(/environment variable PROM_TOKEN is not set/);
  });
});
