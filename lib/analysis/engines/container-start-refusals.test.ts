import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// A container whose server never ran: the runtime or the daemon says why, and compose's own lines say no more.
describe('container start refusals (runc exec errno, the daemon port publish)', () => {
  // ollama/ollama#10902: Docker Desktop's WSL2 disk could not read the image's binary; runc's init reports execve's EIO.
  it("names runc's exec failure for any errno of execve, and the program it could not run", () => {
    const log = ['ollama  | exec /bin/ollama: input/output error', 'ollama exited with code 255'].join('\n');
    const [a] = analyse(parseLog(log).entries).attempts;
    expect([a!.engine, a!.outcome, a!.fatal?.headline]).toEqual(['ollama', 'failed', 'exec /bin/ollama: input/output error']);
  });

  // ollama/ollama#7540: an Ollama on the host already listens on 11434, so the daemon cannot publish the container's port.
  it("names the daemon's refusal to publish a container's port, with no engine from the endpoint's name", () => {
    const log = [
      'Attaching to n8n, n8n-import, ollama, ollama-pull-llama, qdrant, self-hosted-ai-starter-kit-postgres-1',
      'Error response from daemon: driver failed programming external connectivity on endpoint ollama (e4cf1d...dc2cf1): Error starting userland proxy: listen tcp4 0.0.0.0:11434: bind: address already in use',
    ].join('\n');
    const [a] = analyse(parseLog(log).entries).attempts;
    expect([a!.engine, a!.outcome]).toEqual(['unknown', 'failed']);
    expect(a!.fatal?.headline).toContain('Error starting userland proxy: listen tcp4 0.0.0.0:11434: bind: address already in use');
  });
});
