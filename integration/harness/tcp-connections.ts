import { readFileSync } from 'node:fs';

// /proc/net/tcp states in which the server side still holds the connection: SYN_RECV, ESTABLISHED, CLOSE_WAIT.
// LAST_ACK and later mean sshd has already closed its end.
const HELD_STATES = new Set(['03', '01', '08']);

/** TCP connections that the listeners on `ports` (127.0.0.1) hold right now, as the kernel sees them. */
export function heldServerConnections(ports: readonly number[]): number {
  const wanted = new Set(ports.map((p) => p.toString(16).toUpperCase().padStart(4, '0')));
  let count = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1];
      const state = cols[3];
      if (!local || !state || !HELD_STATES.has(state)) continue;
      if (wanted.has(local.slice(local.lastIndexOf(':') + 1))) count++;
    }
  }
  return count;
}
