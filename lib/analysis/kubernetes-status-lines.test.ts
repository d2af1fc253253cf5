import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';

// kubelet acts on failed liveness/startup probes only after `failureThreshold` of them, in its own `Killing` line: a probe
// refused while the server still loads (it has not bound its port) is no cause of a run that goes on.
const EVENTS = [
  'Events:',
  '  Type     Reason     Age               From               Message',
  '  ----     ------     ----              ----               -------',
  '  Normal   Created    19s               kubelet            Created container: server',
  '  Normal   Started    18s               kubelet            Started container server',
  '  Warning  Unhealthy  3s (x3 over 13s)  kubelet            Startup probe failed: Get "http://10.0.0.7:8000/health": dial tcp 10.0.0.7:8000: connect: connection refused',
];
const KILLED = '  Normal   Killing    1s                kubelet            Container server failed startup probe, will be restarted';

const read = (lines: string[]) => analyse(parseLog(lines.join('\n'), { year: 2025 }).entries).attempts;

describe('kubelet probe failures', () => {
  it('name no cause of a container still running', () => {
    const [a] = read(EVENTS);
    expect(a!.outcome).toBe('running');
    expect(a!.fatal).toBeNull();
  });
  it('name the cause once kubelet kills the container for them', () => {
    const attempts = read([...EVENTS, KILLED]);
    expect(attempts[0]!.outcome).toBe('failed');
    expect(attempts[0]!.fatal?.headline).toContain('Startup probe failed');
  });
});
