import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

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

const read = (lines: string[]) => readAttempts(lines, 2025);

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

// `kubectl get pods`: STATUS is the container's waiting reason (CrashLoopBackOff: kubelet backs off restarting a container
// that exited with a failure) or its terminated reason (OOMKilled), else the phase (Running).
describe('kubectl get pods rows', () => {
  const HEADER = 'NAME                        READY   STATUS             RESTARTS      AGE';
  it('a crash-looping pod is not running', () => {
    const [a] = read([HEADER, 'vllm-6d9f7c8b5-abcde        0/1     CrashLoopBackOff   4 (52s ago)   6m']);
    expect(a!.outcome).toBe('failed');
    expect(a!.fatal?.headline).toContain('CrashLoopBackOff');
  });
  it('an OOMKilled row (with `-A` namespace and `pod/` kind) names its cause', () => {
    const [a] = read(['ai   pod/ollama-0   0/1     OOMKilled   2 (10s ago)   1h']);
    expect(a!.outcome).toBe('failed');
    expect(a!.fatal?.headline).toContain('OOMKilled');
  });
  it('a Running row with restarts ends nothing', () => {
    const [a] = read([HEADER, 'vllm-6d9f7c8b5-abcde        1/1     Running            4 (52s ago)   6m']);
    expect(a!.outcome).toBe('running');
    expect(a!.fatal).toBeNull();
  });
});
