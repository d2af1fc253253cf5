import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const HARNESS_DIR = '/tmp/radar-harness';
export const TEST_USER = 'radar-test';

export interface HarnessBase {
  dir: string;
  user: string;
  uid: number;
  gid: number;
  /** Private key authorized on every test host. */
  clientKey: string;
  clientPublicKey: string;
  /** A valid key that no test host authorizes. */
  wrongKey: string;
}

let cached: HarnessBase | null = null;

// flock: vitest runs test files in parallel workers, and useradd must not race itself.
const SETUP = `
set -eu
id ${TEST_USER} >/dev/null 2>&1 || useradd -m -s /bin/bash ${TEST_USER}
usermod -p '*' ${TEST_USER}
mkdir -p -m755 /run/sshd
mkdir -p ${HARNESS_DIR}
chmod 755 ${HARNESS_DIR}
[ -f ${HARNESS_DIR}/client_ed25519 ] || ssh-keygen -q -t ed25519 -N '' -C radar-harness -f ${HARNESS_DIR}/client_ed25519
[ -f ${HARNESS_DIR}/wrong_ed25519 ] || ssh-keygen -q -t ed25519 -N '' -C radar-wrong -f ${HARNESS_DIR}/wrong_ed25519
`;

/** Creates (once per machine) the unlocked test user and the client keys every test host shares. */
export function ensureTestUser(): HarnessBase {
  if (cached) return cached;
  if (process.getuid?.() !== 0) throw new Error('the test host harness needs root (useradd, sshd)');
  execFileSync('flock', ['/tmp/radar-harness.lock', 'bash', '-c', SETUP], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 30_000 });
  const id = (flag: string) => Number(execFileSync('id', [flag, TEST_USER], { encoding: 'utf8' }).trim());
  cached = {
    dir: HARNESS_DIR,
    user: TEST_USER,
    uid: id('-u'),
    gid: id('-g'),
    clientKey: `${HARNESS_DIR}/client_ed25519`,
    clientPublicKey: readFileSync(`${HARNESS_DIR}/client_ed25519.pub`, 'utf8').trim(),
    wrongKey: `${HARNESS_DIR}/wrong_ed25519`,
  };
  return cached;
}
