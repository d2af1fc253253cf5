import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      FLEET_FILE: 'fleet.yaml',
      RADAR_DATA_DIR: '.data',
      DATABASE_URL: null,
      RADAR_DEMO_SPEED: 1,
      RADAR_SSH_MAX_CONNECTIONS: 64,
      RADAR_CONNECT_TIMEOUT_MS: 5000,
      RADAR_COMMAND_TIMEOUT_MS: 10000,
      RADAR_SSH_CONFIG: null,
      RADAR_TOKEN: null,
      RADAR_BASIC_AUTH: null,
      SSH_AUTH_SOCK: null,
      HOST: '127.0.0.1',
      PORT: 3000,
    });
  });

  it('coerces numbers and treats empty values as unset', () => {
    const env = parseEnv({ RADAR_SSH_MAX_CONNECTIONS: '4', RADAR_DEMO_SPEED: '2.5', PORT: '', RADAR_TOKEN: 's3cret' });
    expect(env).toMatchObject({ RADAR_SSH_MAX_CONNECTIONS: 4, RADAR_DEMO_SPEED: 2.5, PORT: 3000, RADAR_TOKEN: 's3cret' });
  });

  it.each([
    ['RADAR_SSH_MAX_CONNECTIONS', '0'],
    ['RADAR_CONNECT_TIMEOUT_MS', 'soon'],
    ['PORT', '70000'],
    ['RADAR_DEMO_SPEED', '-1'],
    ['DATABASE_URL', 'mysql://db/radar'],
    ['DATABASE_URL', '/var/run/postgresql'],
  ])('rejects %s=%s', (key, value) => {
    expect(() => parseEnv({ [key]: value })).toThrow();
  });
});

describe('DATABASE_URL', () => {
  it('accepts postgres:// and postgresql:// URLs, with a socket directory too', () => {
    for (const url of ['postgres://radar:pw@db.internal:5432/radar', 'postgresql:///radar?host=/var/run/postgresql']) expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it('names the variable, never its value, when it is wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://u:hunter2@db/radar' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://u:hunter2@db/radar' })).not.toThrow(/hunter2/);
  });
});
