import type { LineRule } from './types';

/**
 * podman logs its own events to the journal under the unit that runs the container (a quadlet's `podman[pid]:` lines):
 * `… container died <64-hex id> (image=docker.io/ollama/ollama:0.13.1-rc0-rocm, name=ollama, …)`. The image it names is
 * what runs in the container: an engine's official image tells that engine even when the server printed nothing.
 * `repository` is the image's path without its registry (`ollama/ollama`, `vllm/vllm-openai`), as a regex source.
 */
export function containerEventImage(repository: string): LineRule {
  return {
    needle: '(image=',
    pattern: new RegExp(String.raw`\bcontainer [a-z_]+ [0-9a-f]{64} \(image=(?:[\w.-]+(?::\d+)?/)?${repository}(?:[:@,)]|$)`),
  };
}
