import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

// llama-server's router runs each model instance as its own process and relays its lines after a `[port] ` tag; it serves on when
// one dies. Real lines: the router's and a child's start from ggml-org/llama.cpp#26352, the child's abort from #24324, the
// router's exit notice from kyuz0/amd-strix-halo-toolboxes#93, its proxy line from ggml-org/llama.cpp#25396.
const HOST = 'Aug 10 17:28:17 laplace llama-server[24966]: ';
const ROUTER = [
  `${HOST}0.10.233.478 I srv          load:   off`,
  `${HOST}[46837] 0.00.013.217 I cmn  common_param: common_params_print_info: build 10219 (unknown) with GNU 16.1.1 for Linux x86_64`,
  `${HOST}[46837] 0.00.013.219 I cmn  common_param: common_params_print_info: verbosity = 4 (adjust with the \`-lv N\` CLI arg)`,
  `${HOST}[46837] /home/llamacpp/llama.cpp-b9568/ggml/src/ggml-cuda/fattn.cu:579: fatal error`,
  `${HOST}0.20.085.238 I srv    operator(): instance name=unsloth/Qwen3.6-35B-A3B-MTP exited with status 1`,
  `${HOST}[47001] 0.00.013.219 I cmn  common_param: common_params_print_info: verbosity = 4 (adjust with the \`-lv N\` CLI arg)`,
  `${HOST}0.40.047.706 I srv  proxy_reques: proxying request to model Qwen3.6-35B-A3B-MTP on port 39015`,
];

describe("llama-server's router and its model instances", () => {
  it("keeps the router's attempt running through an instance's abort and the next instance's start, the abort its cause", () => {
    const attempts = readAttempts(ROUTER, 2026);
    expect(attempts.map((a) => [a.engine, a.outcome, a.mainPid])).toEqual([['llamacpp', 'running', 24966]]);
    expect(attempts[0]!.fatal?.headline).toContain('fattn.cu:579: fatal error');
    expect(attempts[0]!.phases.map((p) => p.name)).not.toContain('spawned');
  });

  it('still ends a server that prints the same abort as its own line', () => {
    const own = ROUTER.slice(0, 4).map((line) => line.replace(/\[\d+\] /, ''));
    const [attempt] = readAttempts(own, 2026);
    expect([attempt!.outcome, attempt!.fatal?.headline]).toEqual(['failed', '/home/llamacpp/llama.cpp-b9568/ggml/src/ggml-cuda/fattn.cu:579: fatal error']);
  });

  // ggml-org/llama.cpp#18131: the instance loads, listens, fails to tell the router it is ready (exit(1)), the router reports it.
  const READY_CHILD = [
    '[50687] main: model loaded',
    '[50687] main: server is listening on http://127.0.0.1:50687',
    '[50687] main: starting the main loop...',
    '[50687] srv  setup_child_: notifying router server (port=443) that model Qwen3 is ready',
  ];
  const EXITED = 'srv    operator(): instance name=Qwen3 exited with status 1';

  it("takes back a ready instance's readiness when the router reports it exited: the router runs, its model is gone", () => {
    const [attempt] = analyse(parseLog([...READY_CHILD, EXITED].join('\n'), { format: 'cat' }).entries).attempts;
    expect([attempt!.outcome, attempt!.fatal?.headline]).toEqual(['running', 'operator(): instance name=Qwen3 exited with status 1']);
    const [serving] = analyse(parseLog(READY_CHILD.join('\n'), { format: 'cat' }).entries).attempts;
    expect(serving!.outcome).toBe('ready');
  });

  it("names the instance's own last words before the router's report of its exit", () => {
    const lines = [...READY_CHILD, '[50687] srv  setup_child_: failed to notify router server: Failed to read connection', EXITED];
    const [attempt] = analyse(parseLog(lines.join('\n'), { format: 'cat' }).entries).attempts;
    expect([attempt!.outcome, attempt!.fatal?.headline]).toEqual(['running', 'setup_child_: failed to notify router server: Failed to read connection']);
  });
});
