import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';

// Go runs package init before main in every process of the `ollama` binary (CLI, serve, runner): a crash dump through
// runtime.doInit is the binary dying at start, which the server does not outlive (ollama/ollama#15300, #15481).
const read = (lines: string[]) => {
  const [a] = readAttempts(lines);
  return [a!.engine, a!.outcome];
};

const EXCEPTION = ['Exception 0xc0000005 0x8 0x7ffb4994cb12 0x7ffb4994cb12', 'PC=0x7ffb4994cb12', 'signal arrived during external code execution', ''];
const CALL = ['runtime.cgocall(0x7ff6f021a310, 0xc00004bda0)', '        runtime/cgocall.go:167 +0x3e fp=0xc00004bd78 sp=0xc00004bd10 pc=0x7ff6ef0e243e'];

describe("a crash in the ollama binary's package init", () => {
  it('ends the process: failed', () => {
    expect(read([...EXCEPTION, ...CALL, 'github.com/ollama/ollama/x/imagegen/mlx.init.0()', 'runtime.doInit1(0x7ff6f15af2c0)', '        runtime/proc.go:7350 +0xdd fp=0xc00004bf50 sp=0xc00004be28 pc=0x7ff6ef0c343d', 'runtime.doInit(...)', 'runtime.main()'])).toEqual(['ollama', 'failed']);
  });

  it('the same exception in a runner at work is its death, which the server outlives', () => {
    expect(read([...EXCEPTION, ...CALL, 'github.com/ollama/ollama/llama._Cfunc_llama_decode(0x1, 0x2)'])).toEqual(['ollama', 'running']);
  });
});
