import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal';
import { analyse } from './analyse';
import { readAttempts } from '@/lib/analysis/read-attempts';

// `journalctl -u tgi.service` around message lines of public threads: #1349 (Connected), #2593 (the v3 router's errors),
// #369 (a shard method's IndexError, which the shard survives), #1207 (transport error).
const head = [
  'May 26 10:40:00 gpu-01 systemd[1]: Started tgi.service - text-generation-inference.',
  'May 26 10:40:01 gpu-01 text-generation-launcher[5120]: 2025-05-26T10:40:01.100000Z  INFO text_generation_launcher: Args { model_id: "/data/m", port: 3000 }',
  'May 26 10:40:30 gpu-01 text-generation-launcher[5120]: 2025-05-26T10:40:30.200000Z  INFO shard-manager: text_generation_launcher: Shard ready in 28.6s rank=0',
  'May 26 10:40:40 gpu-01 text-generation-launcher[5120]: 2025-05-26T10:40:40.300000Z  INFO text_generation_router::server: router/src/server.rs:2402: Connected',
];
const line = (t: string): string => `May 26 10:46:35 gpu-01 text-generation-launcher[5120]: 2025-05-26T10:46:35.221647Z ERROR batch{batch_size=1}:prefill:prefill{id=622 size=1}:prefill{id=622 size=1}: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: ${t}`;
const only = (lines: string[]) => {
  const attempts = analyse(parseLog([...head, ...lines].join('\n'), { year: 2025 }).entries).attempts;
  expect(attempts).toHaveLength(1);
  return attempts[0]!;
};

describe('analyse: a TGI shard lost while serving', () => {
  it.each([
    ['error trying to connect: Connection refused (os error 111)'],
    ['error trying to connect: No such file or directory (os error 2)'],
    ['transport error'],
  ])('the router client\'s "%s" fails the attempt after ready, without naming itself the cause', (error) => {
    const a = only([line(error)]);
    expect(a.outcome).toBe('failed');
    expect(a.phases.map((p) => p.name)).toEqual(['spawned', 'init', 'weights_loaded', 'ready', 'failed']);
    expect(a.fatal).toBeNull();
  });

  it("a RuntimeError the router relays fails the attempt and is its cause: the shard's interceptor shuts it down", () => {
    const a = only([line("Unexpected <class 'RuntimeError'>: CUDA error: an illegal memory access was encountered")]);
    expect(a.outcome).toBe('failed');
    expect(a.fatal?.headline).toContain('CUDA error: an illegal memory access was encountered');
  });

  it('an error the shard returns and survives (not a RuntimeError) leaves the attempt ready', () => {
    const a = only([line('tensors used as indices must be long, byte or bool tensors')]);
    expect(a.outcome).toBe('ready');
  });
});

describe('analyse: TGI behind a bare process tag', () => {
  // SkyPilot prints each task line behind `(task, pid=N) ` (huggingface/text-generation-inference#1207).
  const lines = [
    '(task, pid=12148) 2023-10-25T12:20:00.000000Z  INFO text_generation_router: router/src/main.rs:247: Connected',
    '(task, pid=12148) 2023-10-25T12:24:19.123838Z ERROR batch{batch_size=1}:decode:decode{size=1}:decode{size=1}: text_generation_client: router/client/src/lib.rs:33: Server error: transport error',
  ];
  const { entries } = parseLog(lines.join('\n'), { year: 2023 });

  it("reads TGI's own stamp after the tag", () => {
    expect(entries.map((e) => e.ts)).toEqual([Date.UTC(2023, 9, 25, 12, 20, 0) * 1000, Date.UTC(2023, 9, 25, 12, 24, 19, 123) * 1000 + 838]);
  });

  it("names the cause by TGI's message, its stamp, level and spans read off after the tag", () => {
    const tagged = `(task, pid=12148) ${line("Unexpected <class 'RuntimeError'>: CUDA error: an illegal memory access was encountered").split(': ').slice(1).join(': ')}`;
    const [a] = analyse(parseLog([lines[0]!, tagged].join('\n'), { year: 2025 }).entries).attempts;
    expect(a?.fatal?.headline).toBe("Server error: Unexpected <class 'RuntimeError'>: CUDA error: an illegal memory access was encountered");
  });

  it("reads TGI's prefix after the tag: the ready line is seen, then the lost shard", () => {
    const [a] = analyse(entries).attempts;
    expect(a?.phases.map((p) => [p.name, p.at])).toEqual([
      ['ready', entries[0]!.ts],
      ['failed', entries[1]!.ts],
    ]);
  });
});

describe('analyse: a TGI warm-up that fails', () => {
  // The router's warm-up and the shard's interceptor log of its error (huggingface/text-generation-inference#890, #755).
  const start = [
    'Aug 31 14:49:00 gpu-01 text-generation-launcher[7000]: 2023-08-31T14:49:00.100000Z  INFO text_generation_launcher: Args { model_id: "/data/m" }',
    'Aug 31 14:49:37 gpu-01 text-generation-launcher[7000]: 2023-08-31T14:49:37.724926Z  INFO text_generation_router: router/src/main.rs:210: Warming up model',
  ];
  const warmupError = 'Aug 31 14:49:49 gpu-01 text-generation-launcher[7000]: 2023-08-31T14:49:49.239172Z ERROR text_generation_launcher: Method Warmup encountered an error.';

  it('proves the warm-up phase by the router\'s `Warming up model`', () => {
    const [a] = readAttempts(start, 2023);
    expect(a?.phases.map((p) => p.name)).toEqual(['spawned', 'init', 'compile']);
    expect(a?.outcome).toBe('running');
  });

  it('fails the attempt at the warm-up error: the router does not retry it, the shard\'s exception stays the cause', () => {
    const lines = [...start, 'RuntimeError: Not enough memory to handle 4096 prefill tokens. You need to decrease `--max-batch-prefill-tokens`', warmupError];
    const [a] = readAttempts(lines, 2023);
    expect(a?.outcome).toBe('failed');
    expect(a?.phases.map((p) => p.name)).toEqual(['spawned', 'init', 'compile', 'failed']);
    expect(a?.fatal?.headline).toContain('Not enough memory to handle 4096 prefill tokens');
  });

  // The router calls Prefill only on requests it accepted after warm-up: the error proves it was serving, and it serves on.
  it('a Prefill error is per request: the attempt goes on, serving', () => {
    const [a] = analyse(parseLog([...start, warmupError.replace('Warmup', 'Prefill')].join('\n'), { year: 2023 }).entries).attempts;
    expect(a?.outcome).toBe('ready');
  });
});
