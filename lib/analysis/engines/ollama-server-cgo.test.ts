import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from '../analyse';

// Go's dump of a signal taken in C names the C function the crashing goroutine called. The runner's ggml calls are its own
// death, which `ollama serve` outlives; the server's GPU probe (gpu/, discover/) and, before 0.1.32, llama.cpp loaded into
// the server (llm/dyn_ext_server.go) are the server's own (ollama/ollama#2198, #3011).
const HEADER = ['SIGSEGV: segmentation violation', 'PC=0x7180ec649a70 m=17 sigcode=1', 'signal arrived during cgo execution', '', 'goroutine 1 [syscall]:', 'runtime.cgocall(0x9b6eb0, 0xc0000e78a8)', '\t/usr/local/go/src/runtime/cgocall.go:157 +0x4b fp=0xc0000e7880 sp=0xc0000e7848 pc=0x409b0b'];
const read = (frame: string) => {
  const text = ['2024/01/26 09:54:31 routes.go:950: INFO Listening on 127.0.0.1:11434 (version 0.1.21)', ...HEADER, frame].join('\n');
  const [a] = analyse(parseLog(text, { year: 2024 }).entries).attempts;
  return [a!.engine, a!.outcome, a!.fatal?.headline];
};

describe("a cgo signal in Ollama's Go dump", () => {
  it("in the server's GPU probe ends the server", () => {
    expect(read('github.com/jmorganca/ollama/gpu._Cfunc_cuda_init(0x7180f4000b70, 0xc000490500)')).toEqual(['ollama', 'failed', 'SIGSEGV: segmentation violation']);
    expect(read('github.com/ollama/ollama/discover._Cfunc_cudart_init(0x7ffc, 0xc0004c8000)')).toEqual(['ollama', 'failed', 'SIGSEGV: segmentation violation']);
  });

  it('names no cause when only the frames are in the window: they say where it died, not what (ollama/ollama#738)', () => {
    const text = ['goroutine 1 [syscall]:', 'runtime.cgocall(0x9b4490, 0xc0004598a8)', 'github.com/jmorganca/ollama/gpu._Cfunc_cuda_init(0x7fcfd8000cb0, 0xc00003c300)', 'github.com/jmorganca/ollama/server.Serve({0x19e64470, 0xc000024040})'].join('\n');
    const [a] = analyse(parseLog(text, { year: 2024 }).entries).attempts;
    expect([a!.engine, a!.outcome, a!.fatal]).toEqual(['ollama', 'failed', null]);
  });

  it('in llama.cpp loaded into the server (0.1.18–0.1.31) ends the server', () => {
    expect(read('github.com/jmorganca/ollama/llm._Cfunc_dyn_llama_server_init({0x7f306c001e10, ...}, ...)')).toEqual(['ollama', 'failed', 'SIGSEGV: segmentation violation']);
  });

  it("listing the server's own goroutines is the server's dump: it died (ollama/ollama#11618)", () => {
    expect(read('github.com/ollama/ollama/server.Serve.func1()')).toEqual(['ollama', 'failed', 'SIGSEGV: segmentation violation']);
    expect(read('github.com/ollama/ollama/runner/llamarunner.(*Server).run(0xc0001eb560, {0x64b1b1a0d800, 0xc0000e4460})')).toEqual(['ollama', 'running', 'SIGSEGV: segmentation violation']);
  });

  it("in the runner's ggml is the runner's death: the server runs on", () => {
    expect(read('github.com/ollama/ollama/llama._Cfunc_llama_decode(0x7f876cc0c7b0, {0x1, 0x7f876caf4fc0})')).toEqual(['ollama', 'running', 'SIGSEGV: segmentation violation']);
  });
});

describe("Ollama 0.1.x's report of how its runner ended", () => {
  it('names the fault signal over the bare `process has terminated`', () => {
    const text = [
      'Dec 19 10:46:26 h ollama[639]: 2023/12/19 10:46:26 llama.go:436: starting llama runner',
      'Dec 19 10:46:26 h ollama[639]: 2023/12/19 10:46:26 llama.go:451: signal: illegal instruction',
      'Dec 19 10:46:26 h ollama[639]: 2023/12/19 10:46:26 llama.go:459: error starting llama runner: llama runner process has terminated',
    ].join('\n');
    const [a] = analyse(parseLog(text, { year: 2023 }).entries).attempts;
    expect([a!.outcome, a!.fatal?.headline]).toEqual(['running', 'signal: illegal instruction']);
  });
});
