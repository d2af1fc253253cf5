import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse } from '@/lib/analysis';
import { parseLog } from './parse-log';
import { unwrapPaste } from './unwrap-paste';

const corpus = path.join(__dirname, '..', 'analysis', '__fixtures__', 'engines');
const log = (name: string) => readFileSync(path.join(corpus, name), 'utf8');
/** What a terminal `width` columns wide shows of a text: each line cut into rows of that width. */
const wrapAt = (width: number, text: string) =>
  text
    .split('\n')
    .map((line) => line.match(new RegExp(`.{1,${width}}`, 'gu'))?.join('\n') ?? line)
    .join('\n');
const story = (text: string, year: number) =>
  analyse(parseLog(text, { year }).entries).attempts.map((a) => ({ engine: a.engine, outcome: a.outcome, fatal: a.fatal?.headline ?? null, mainPid: a.mainPid }));

describe('unwrapPaste', () => {
  // Real logs (the fixtures' threads), as a 120-column terminal shows them: the same reading as the lines themselves.
  it.each([
    ['sglang/sglang-5491-flashinfer-cuda-error-then-scheduler-exception.log', 2025],
    ['sglang/sglang-4584-rank14-watchdog-illegal-memory-access-frames-cut.log', 2025],
    ['sglang/sglang-17911-rtx3090-jit-kernel-qknorm-runtime-check-no-kernel-image-then-sigquit-received.log', 2026],
    ['sglang/sglang-10216-two-node-nccl-init-complete-then-rank7-failure-detected-by-watchdog-torch28.log', 2025],
  ])('%s hard-wrapped at 120 columns reads as the log', (name, year) => {
    const text = log(name);
    const wrapped = wrapAt(120, text);
    expect(wrapped).not.toBe(text);
    expect(story(wrapped, year)).toEqual(story(text, year));
  });

  it('joins a real terminal-wrapped paste (vllm#9738, 160 columns) back into its records', () => {
    const text = log('vllm/vllm-9738-v054-tp16-ray-startup-terminal-wrapped-160-cols.log');
    const rows = unwrapPaste(text).split('\n');
    expect(rows.length).toBeLessThan(text.split('\n').length);
    const init = rows.find((r) => r.includes('Initializing an LLM engine (v0.5.4) with config:'))!;
    expect(init.length).toBeGreaterThan(160);
    expect(init).toContain("tokenizer='/leonardo_scratch/large/userexternal/gpuccett/models/hf_llama/llama-3.1-405b-i");
  });

  // Rows of one length that are no terminal's cuts: the same string back.
  it.each([
    ['tgi/tgi-2139-two-shards-waiting-every-10s.log', 'a run of same-format rows that share the longest length'],
    ['vllm/vllm-17514-tool-choice-error-lines-between-200s.log', 'one warning repeated per request, then a line of another format'],
    ['triton/generativeaiexamples-129-k8s-get-pods-table-triton-crashloopbackoff-8-restarts.log', "kubectl's column-aligned table"],
    ['triton/triton-3786-status-table-trt-engine-unavailable.log', "Triton's bordered model table"],
    ['llamacpp/llm2-50-llama-cpp-python-rms-norm-cuda-unspecified-launch-failure.log', 'a console padding every row out to its width'],
    ['sglang/sglang-15784-kimi-linear-tp2-init-begin-bare-gloo-peer-rank-lines-nccl.log', "a rank's line per rank, its digits aside the same"],
  ])('%s (%s) is left as it is', (name) => {
    const text = log(name);
    expect(unwrapPaste(text)).toBe(text);
  });

  it('leaves JSON lines and short texts alone', () => {
    const json = `{"MESSAGE":"${'x'.repeat(200)}"}\n`.repeat(5);
    expect(unwrapPaste(json)).toBe(json);
    expect(unwrapPaste('short\ntext')).toBe('short\ntext');
  });

  it('does not join a full row with a frame, a traceback or a Ctrl-C echo after it', () => {
    const row = (c: string) => `${c}${'y'.repeat(99)}`;
    const text = [row('a'), 'tail one', row('b'), '  File "/x.py", line 1, in f', row('c'), 'Traceback (most recent call last):', row('d'), '^CERROR stop'].join('\n');
    const rows = unwrapPaste(text).split('\n');
    expect(rows).toContain(`${row('a')}tail one`);
    expect(rows).toContain('  File "/x.py", line 1, in f');
    expect(rows).toContain('Traceback (most recent call last):');
    expect(rows).toContain('^CERROR stop');
  });
});

describe('unwrapPaste: an indented record head', () => {
  it('does not join LM Studio\'s indented ` slot …` rows with the next `slot …` row (lmstudio#1617)', () => {
    const text = readFileSync(path.join(corpus, 'llamacpp', 'lmstudio-1617-debug-headers-llamav4-served-print-timing-slots-idle.log'), 'utf8');
    expect(unwrapPaste(text)).toBe(text);
  });
});
