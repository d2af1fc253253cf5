import type { EngineId } from './types';

// The server a pasted prompt line starts (`$ ollama serve`, `C:\Users\me>ollama serve`, `PS C:\…> .\llama-server.exe -m …`):
// what follows in the terminal is that program's output, so the command names the engine before any line of its own does.
// `docker run` / `compose up` name an image, not a program: no engine from them.
const COMMAND_ENGINES: ReadonlyArray<readonly [RegExp, EngineId]> = [
  // ipex-llm's vLLM images start vLLM's OpenAI server through its own copies of the entrypoint (ipex_llm/vllm/{cpu,xpu}/
  // entrypoints/openai/api_server.py: vLLM's server and engine under ipex-llm's model patches, logging as vLLM does).
  [/\bvllm\s+serve\b|\bvllm\.entrypoints\.|\bipex_llm\.vllm\.(?:cpu|xpu)\.entrypoints\./, 'vllm'],
  // `sglang generate` runs a diffusion model through the runtime `sglang serve` starts (sglang/cli/main.py, cli/generate.py).
  [/\bsglang\.launch_server\b|\bsglang\s+(?:serve|generate)\b|\bsglang_router\.launch_(?:server|router)\b/, 'sglang'],
  // NVIDIA Dynamo's CLI runs the engine its `out=` names in a subprocess (`dynamo run out=sglang …`, `dynamo-run in=http out=vllm …`).
  [/\bdynamo(?:-run|\s+run)\b.*\sout=vllm\b/, 'vllm'],
  [/\bdynamo(?:-run|\s+run)\b.*\sout=sglang\b/, 'sglang'],
  [/\bdynamo(?:-run|\s+run)\b.*\sout=llamacpp\b/, 'llamacpp'],
  // RamaLama's `--runtime` names the server its serve/run starts in the container (its default, llama.cpp, can be changed in
  // ramalama.conf: no engine from a command without the option).
  [/\bramalama\b.*\s--runtime[= ]vllm\s.*\b(?:serve|run)\b/, 'vllm'],
  [/\bramalama\b.*\s--runtime[= ]llama\.cpp\s.*\b(?:serve|run)\b/, 'llamacpp'],
  [/\btext-generation-launcher\b/, 'tgi'],
  // llama.cpp's command-line programs (llama-cli, llama-completion, llama-mtmd-cli) print llama.cpp's loader lines as the server does.
  [/(?:^|[\s/\\])(?:llama-(?:server|cli|completion|mtmd-cli)|(?:llama-)?rpc-server)(?:\.exe)?(?:\s|$)/, 'llamacpp'],
  [/(?:^|[\s/\\])ollama(?:\.exe)?\s+serve\b/, 'ollama'],
  // FastDeploy's serving images rename Triton's binary to fastdeployserver.
  [/(?:^|[\s/\\])(?:triton|fastdeploy)server(?:\s|$)|\blaunch_triton_server\.py\b/, 'triton'],
];

const CONTAINER_RUN = /(?:^|\s)(?:docker|podman)\s+(?:compose\s+up|run)\b/;

/** The engine a prompt line's server command names, or null (a container run, or no server named). */
export function promptEngine(command: string): EngineId | null {
  if (CONTAINER_RUN.test(command)) return null;
  for (const [pattern, id] of COMMAND_ENGINES) if (pattern.test(command)) return id;
  return null;
}

// A prompt that prints a server's own log file: what follows in the terminal is that server's output, though the command starts
// nothing. The Ollama desktop app writes `ollama serve`'s output to ~/.ollama/logs/server.log (macOS; `%LOCALAPPDATA%\Ollama\server.log`
// on Windows), and docs/troubleshooting.md tells users to `cat ~/.ollama/logs/server.log`.
const LOG_READERS: ReadonlyArray<readonly [RegExp, EngineId]> = [
  [/^(?:cat|tail|less|more|type|gc|Get-Content)\s.*(?:[/\\]\.ollama[/\\]logs[/\\]|[/\\]Ollama[/\\])server(?:-\d+)?\.log\b/, 'ollama'],
];

/** The engine whose own log file a prompt line's command prints, or null. */
export function logReaderEngine(command: string): EngineId | null {
  for (const [pattern, id] of LOG_READERS) if (pattern.test(command)) return id;
  return null;
}
