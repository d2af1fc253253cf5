import { scenarioTime, type DemoClock } from './clock';
import { readOptions, type CommandOutput } from './read-options';
import type { DemoScenario } from './types';

const SPEC = { flags: ['--silent', '--show-error'], values: ['--noproxy', '--connect-timeout', '--max-time', '--write-out'] };
const URL_RE = /^http:\/\/127\.0\.0\.1:(\d{1,5})(\/[\w/.-]*)$/;
// Answers measured on loopback are well under a millisecond for /health, a few for the model list.
const ANSWER_S: Record<string, number> = { '/health': 0.000912, '/v1/models': 0.003381 };

function writeOut(format: string, code: string, seconds: number): string {
  return format
    .replace(/\\n/g, '\n')
    .replace(/%\{http_code\}/g, code)
    .replace(/%\{time_total\}/g, seconds.toFixed(6));
}

/** `curl` of the health probe on a demo host: its API answers while the scenario says it is up, else the connection is refused. */
export function replayCurl(s: DemoScenario, args: readonly string[], nowMs: number, clock: DemoClock): CommandOutput {
  const opts = readOptions('curl', args, SPEC);
  if ('error' in opts) return opts.error;
  const format = opts.values.get('--write-out')?.at(-1) ?? '';
  const { offset } = scenarioTime(nowMs, clock, s.loopSeconds);
  const up = !!s.http && s.http.up.some(([from, until]) => offset >= from && offset < until);
  let stdout = '';
  let stderr = '';
  let code = 0;
  for (const url of opts.positional) {
    const m = URL_RE.exec(url);
    if (!m) {
      stderr += `curl: (3) URL using bad/illegal format or missing URL\n`;
      stdout += writeOut(format, '000', 0);
      code = 3;
      continue;
    }
    const [, port, path] = m;
    if (!up || Number(port) !== s.http!.port) {
      stderr += `curl: (7) Failed to connect to 127.0.0.1 port ${port} after 0 ms: Couldn't connect to server\n`;
      stdout += writeOut(format, '000', 0.000187);
      code = 7;
      continue;
    }
    const { model } = s.http!;
    const created = Math.floor(nowMs / 1000);
    const answers: Record<string, [string, string]> = {
      '/health': ['200', ''],
      '/v1/models': ['200', JSON.stringify({ object: 'list', data: [{ id: model.id, object: 'model', created, owned_by: 'vllm', root: model.root, parent: null, max_model_len: model.maxModelLen }] })],
    };
    const [status, body] = answers[path!] ?? ['404', '{"detail":"Not Found"}'];
    stdout += body + writeOut(format, status, ANSWER_S[path!] ?? 0.000731);
    code = 0;
  }
  return { stdout, stderr, code };
}
