import { assertValid } from './invalid-argument';
import { isPort } from './validate';

/** The only paths the health probe asks for: the server's own liveness and its model list (OpenAI API). */
export const PROBE_PATHS = ['/health', '/v1/models'] as const;
export type ProbePath = (typeof PROBE_PATHS)[number];
/** curl prints this line after each answer: `@@radar-probe <http_code> <time_total>`. */
export const PROBE_MARKER = '@@radar-probe';
export const PROBE_MAX_TIME_S = 5;

/**
 * argv of the read-only health probe: one curl of `/health` and `/v1/models` on the host's own loopback at `port`.
 * Nothing else can vary: the address is fixed, the paths are fixed, proxies are bypassed.
 */
export function healthProbeArgs(port: number): string[] {
  assertValid(isPort(port), 'port', port);
  return [
    'curl',
    '--silent',
    '--show-error',
    '--noproxy',
    '*',
    '--connect-timeout',
    '2',
    '--max-time',
    String(PROBE_MAX_TIME_S),
    '--write-out',
    `\\n${PROBE_MARKER} %{http_code} %{time_total}\\n`,
    ...PROBE_PATHS.map((path) => `http://127.0.0.1:${port}${path}`),
  ];
}
