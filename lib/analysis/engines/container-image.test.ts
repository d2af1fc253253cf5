import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';
import { containerEventImage } from './container-image';
import { ruleHits } from './rule-hit';

// podman's events in the journal name the container's image (ollama/ollama#13273, a quadlet restarted by hand).
const ID = '7ddd4050bb765789911d575cdaa71249e5ce0cb226de8251e8b9cedd6b656d38';
const event = (image: string) => `2025-11-29 17:48:52.166927417 -0500 EST m=+0.062542355 container died ${ID} (image=${image}, name=x)`;

describe("podman's container event naming an engine's image", () => {
  it('tells the engine whatever the registry and tag', () => {
    const rule = containerEventImage('ollama/ollama');
    expect(ruleHits(rule, event('docker.io/ollama/ollama:0.13.1-rc0-rocm'))).toBe(true);
    expect(ruleHits(rule, event('ollama/ollama'))).toBe(true);
    expect(ruleHits(rule, event('localhost:5000/ollama/ollama@sha256:abc'))).toBe(true);
  });

  it('not another image, nor the name in a longer path', () => {
    const rule = containerEventImage('ollama/ollama');
    expect(ruleHits(rule, event('docker.io/library/nginx:latest'))).toBe(false);
    expect(ruleHits(rule, event('ghcr.io/me/ollama/ollama-webui:1'))).toBe(false);
    expect(ruleHits(rule, 'pulled image=ollama/ollama')).toBe(false);
  });

  it("names the stopped container's engine in a journal with no server line", () => {
    const text = [
      'Nov 29 17:48:52 h systemd[1]: Stopping ollama-podman.service - Ollama Container...',
      `Nov 29 17:48:52 h podman[118432]: ${event('docker.io/ollama/ollama:rocm')}`,
      'Nov 29 17:48:52 h systemd[1]: ollama-podman.service: Deactivated successfully.',
      'Nov 29 17:48:52 h systemd[1]: Stopped ollama-podman.service - Ollama Container.',
    ].join('\n');
    const [a] = analyse(parseLog(text, { year: 2025 }).entries).attempts;
    expect([a!.engine, a!.outcome]).toEqual(['ollama', 'stopped']);
  });

  it('tells vLLM by its OpenAI image', () => {
    expect(ruleHits(containerEventImage('vllm/vllm-openai'), event('docker.io/vllm/vllm-openai:v0.11.0'))).toBe(true);
  });
});
