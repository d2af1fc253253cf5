import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// huggingface/text-generation-inference#3296: TGI's TensorRT-LLM image run with the launcher's flags as its command; the
// NVIDIA base entrypoint's `exec "$@"` rejects them and nothing else ever runs.
const INVALID_OPTION = [
  '/opt/nvidia/nvidia_entrypoint.sh: line 67: exec: --: invalid option',
  'exec: usage: exec [-cl] [-a name] [command [argument ...]] [redirection ...]',
];

describe("an entrypoint script's exec builtin that could not run the server", () => {
  it('ends the run as failed on `exec: --: invalid option`, that line the cause, no engine named', () => {
    const attempts = readAttempts(INVALID_OPTION, 2025);
    expect(attempts.map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name)])).toEqual([['unknown', 'failed', ['failed']]]);
    expect(attempts[0]!.fatal?.headline).toContain('exec: --: invalid option');
  });

  // triton-inference-server/server#3162: the image's entrypoint could not find the program it was told to exec.
  it('names the engine of the program exec could not find', () => {
    const attempts = readAttempts(['/opt/tensorrtserver/nvidia_entrypoint.sh: line 92: exec: tritonserver: not found'], 2021);
    expect(attempts.map((a) => [a.engine, a.outcome])).toEqual([['triton', 'failed']]);
    expect(attempts[0]!.fatal?.headline).toContain('exec: tritonserver: not found');
  });

  it('leaves an interactive shell\'s exec error (no script line) alone', () => {
    const attempts = readAttempts(['bash: exec: --: invalid option'], 2025);
    expect(attempts.every((a) => a.outcome !== 'failed')).toBe(true);
  });
});
