import { describe, expect, it } from 'vitest';
import { supervisedEngine } from './supervisor-ends';
import { readAttempts } from '@/lib/analysis/read-attempts';

// vllm-project/vllm#30076: podman on an aarch64 host runs an amd64 image; crun cannot exec its entrypoint.
const LINES = [
  'sut# podman run --name vllm-cpu --rm --privileged=true public.ecr.aws/q9t5s3a7/vllm-cpu-release-repo:v0.12.0',
  '**WARNING:** image platform (linux/amd64) does not match the expected platform (linux/arm64)',
  '{"msg":"exec container process `/opt/venv/bin/vllm`: Exec format error","level":"error","time":"2025-12-04T15:15:35.826445Z"}',
];

describe("crun's failed exec of the container's command", () => {
  it('ends the run as failed, that line the cause, the engine the program it names', () => {
    const attempts = readAttempts(LINES, 2025);
    expect(attempts.map((a) => [a.engine, a.outcome, a.phases.map((p) => p.name)])).toEqual([['vllm', 'failed', ['failed']]]);
    expect(attempts[0]!.fatal?.headline).toContain('exec container process `/opt/venv/bin/vllm`: Exec format error');
  });

  it("reads the ENOENT form of libcrun's message, and names no engine from a program none ships", () => {
    expect(supervisedEngine('exec container process (missing dynamic library?) `/usr/bin/ollama`: No such file or directory')).toBe('ollama');
    expect(supervisedEngine('exec container process `/entrypoint.sh`: Exec format error')).toBeNull();
  });
});
