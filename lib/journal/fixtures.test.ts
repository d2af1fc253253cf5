import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJournalJson } from './parse-json';
import { parseLog } from './parse-log';
import type { JournalEntry, LogFormat, ParsedLog } from './types';

const dir = path.join(__dirname, '__fixtures__');
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const us = (iso: string) => Date.parse(iso) * 1000;
const roles = (log: ParsedLog) => log.entries.map((e) => e.vllm?.role ?? null);

interface Expectation {
  format: LogFormat;
  year: number;
  entries: number;
  unparsed: number;
  check: (log: ParsedLog, entries: JournalEntry[]) => void;
}

const EXPECTED: Record<string, Expectation> = {
  'proxmox-2047-journal-short-apiserver-a.txt': {
    format: 'short',
    year: 2026,
    entries: 12,
    unparsed: 0,
    check: (_, [first, , , , , , , , , , , last]) => {
      expect(first).toMatchObject({ ts: us('2026-08-19T18:34:30Z'), hostname: 'vllm', identifier: 'vllm', pid: 8707 });
      expect(first?.vllm).toMatchObject({ role: 'APIServer', pid: 8707, level: null, text: '  File "/opt/vllm/lib/python3.12/site-packages/vllm/v1/engine/async_llm.py", line 220, in from_vllm_config' });
      expect(last?.vllm?.text).toBe('           ^^^^^^^^^^^^^^^^^^^^^^^^^^^');
    },
  },
  'proxmox-2047-journal-short-apiserver-b.txt': {
    format: 'short',
    year: 2026,
    entries: 8,
    unparsed: 0,
    check: (log) => {
      expect(new Set(log.entries.map((e) => e.vllm?.pid))).toEqual(new Set([8707]));
      expect(log.entries[5]?.vllm?.text).toContain('api_server.py", line 132, in build_async_engine_client');
    },
  },
  'vllm-12474-journal-short-bash-systemd-exit.txt': {
    format: 'short',
    year: 2025,
    entries: 4,
    unparsed: 0,
    check: (log, [, , error, exit]) => {
      expect(log.lines).toBe(5);
      expect(error).toMatchObject({ identifier: 'bash', pid: 367371, message: 'RuntimeError: Engine process failed to start. See stack trace for the root cause.', vllm: null });
      expect(exit).toMatchObject({
        identifier: 'systemd',
        pid: 1,
        unit: 'vllm3.service',
        ts: us('2025-01-28T10:40:08Z'),
        message: 'vllm3.service: Main process exited, code=exited, status=1/FAILURE',
      });
    },
  },
  'mlcommons-2267-vllmworkerprocess-nccl.txt': {
    format: 'vllm',
    year: 2024,
    entries: 13,
    unparsed: 0,
    check: (log, entries) => {
      const workerPids = new Set(entries.filter((e) => e.vllm?.role === 'VllmWorkerProcess').map((e) => e.vllm?.pid));
      expect([...workerPids].sort()).toEqual([3311316, 3311317, 3311318, 3311319, 3311320, 3311321, 3311322]);
      expect(entries[7]?.vllm).toEqual({ role: null, pid: null, level: 'info', stamp: '07-18 12:26:11', source: 'utils.py:1008', text: 'Found nccl from library libnccl.so.2' });
      expect(entries[0]?.ts).toBe(us('2024-07-18T12:26:07Z'));
      expect(log.entries.every((e) => e.pid === null)).toBe(true);
    },
  },
  'vllm-18577-vllmworker-rank-traceback.txt': {
    format: 'vllm',
    year: 2025,
    entries: 9,
    unparsed: 0,
    check: (log, [progress, , failed]) => {
      expect(progress).toMatchObject({ vllm: null, ts: null, parsed: true });
      expect(failed?.vllm).toMatchObject({ role: 'VllmWorker rank=2', pid: 808339, level: 'error', source: 'multiproc_executor.py:487', text: 'WorkerProc failed to start.' });
      expect(roles(log).filter((r) => r === 'VllmWorker rank=6')).toHaveLength(1);
    },
  },
  'qwen3vl-1477-worker-tp-ep-loading.txt': {
    format: 'vllm',
    year: 2025,
    entries: 10,
    unparsed: 0,
    check: (log, entries) => {
      // TP6's line was cut off in the stored excerpt.
      expect(entries.filter((e) => e.vllm?.text.startsWith('Starting to load model'))).toHaveLength(7);
      expect(entries[3]?.vllm).toEqual({ role: 'Worker_TP3_EP3', pid: 35672, level: null, stamp: null, source: null, text: '`torch_dtype` is deprecated! Use `dtype` instead!' });
      expect(new Set(roles(log))).toEqual(new Set([0, 1, 2, 3, 4, 5, 7].map((i) => `Worker_TP${i}_EP${i}`)));
    },
  },
  'vllm-11560-vllmworkerprocess-init-device.txt': {
    format: 'vllm',
    year: 2024,
    entries: 8,
    unparsed: 0,
    check: (_, [backtick, ready, failed]) => {
      // The paste's inline-code backtick before the first line is taken off (untick-paste.ts): its vLLM prefix is read.
      expect(backtick?.vllm).toMatchObject({ role: 'VllmWorkerProcess', pid: 232075, level: 'info', text: 'Using Flash Attention backend.' });
      expect(ready?.vllm).toMatchObject({ role: 'VllmWorkerProcess', pid: 232075, level: 'info', source: 'multiproc_worker_utils.py:222' });
      expect(failed?.vllm?.text).toBe('Exception in worker VllmWorkerProcess while processing method init_device.');
    },
  },
  'vllm-18730-noprefix-enginecore-failed.txt': {
    format: 'vllm',
    year: 2025,
    entries: 13,
    unparsed: 0,
    check: (log, [weights, modelLoading]) => {
      expect(roles(log).every((r) => r === null)).toBe(true);
      expect(log.entries.map((e) => e.vllm?.level)).toEqual([...Array(4).fill('info'), ...Array(9).fill('error')]);
      expect(weights?.vllm).toMatchObject({ source: 'loader.py:458', text: 'Loading weights took 38.52 seconds' });
      expect(modelLoading?.vllm?.text).toBe('Model loading took 18.1450 GiB and 40.766484 seconds');
      expect(log.entries[12]?.ts).toBe(us('2025-05-23T09:31:47Z'));
    },
  },
  'gpustack-3656-apiserver-engine-core-failed.txt': {
    format: 'vllm',
    year: 2025,
    entries: 10,
    unparsed: 0,
    check: (log, entries) => {
      expect(entries.every((e) => e.vllm?.role === 'APIServer' && e.vllm.pid === 7 && e.vllm.level === null && e.ts === null)).toBe(true);
      expect(entries[9]?.vllm?.text).toBe('RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}');
      expect(log.unparsed).toBe(0);
    },
  },
  'vllm-12664-safetensors-progress-debug.txt': {
    format: 'vllm',
    year: 2025,
    entries: 16,
    unparsed: 0,
    check: (_, entries) => {
      const debug = entries.filter((e) => e.vllm?.level === 'debug');
      expect(debug).toHaveLength(6);
      expect(debug.map((e) => e.vllm?.source)).toEqual(Array(6).fill('client.py:189'));
      const bars = entries.filter((e) => e.message.startsWith('Loading safetensors checkpoint shards:'));
      expect(bars).toHaveLength(10);
      expect(bars.at(-1)?.message).toBe('Loading safetensors checkpoint shards:  82% Completed | 14/17 [01:21<00:18,  6.09s/it]');
      expect(entries[0]?.ts).toBe(us('2025-02-02T18:00:05Z'));
    },
  },
  'vllm-38476-worker-tp0-progress-split-tag.txt': {
    format: 'vllm',
    year: 2026,
    entries: 24,
    unparsed: 0,
    check: (_, entries) => {
      const tags = entries.filter((e) => e.vllm !== null);
      expect(tags).toHaveLength(12);
      expect(tags.every((e) => e.vllm?.role === 'Worker_TP0' && e.vllm.pid === 1700 && e.vllm.text === '')).toBe(true);
      expect(entries[22]?.message).toBe('Loading safetensors checkpoint shards:  39% Completed | 33/85 [15:04<27:01, 31.18s/it]');
    },
  },
  'glmv-204-enginecore-dp0-kv-cache-graphs.txt': {
    format: 'vllm',
    year: 2025,
    entries: 10,
    unparsed: 0,
    check: (log, entries) => {
      expect(roles(log)).toEqual([...Array(5).fill('EngineCore_DP0'), null, null, 'EngineCore_DP0', 'EngineCore_DP0', 'APIServer']);
      expect(entries[3]?.vllm?.text).toBe('GPU KV cache size: 425,424 tokens');
      expect(entries[5]?.message).toContain('Capturing CUDA graphs (mixed prefill-decode, PIECEWISE): 100%|█');
      expect(entries[9]?.vllm?.pid).toBe(188747);
    },
  },
  'vllm-23176-enginecore-0-flashinfer-ninja.txt': {
    format: 'vllm',
    year: 2025,
    entries: 10,
    unparsed: 0,
    check: (_, entries) => {
      expect(entries.every((e) => e.vllm?.role === 'EngineCore_0' && e.vllm.pid === 1179302 && e.vllm.level === 'error')).toBe(true);
      expect(entries.map((e) => e.vllm?.text === '')).toEqual([false, false, false, true, false, true, false, false, false, false]);
      expect(entries[2]?.vllm?.text).toMatch(/^subprocess\.CalledProcessError: Command '\['ninja'/);
    },
  },
  'vllm-14095-vllmworkerprocess-oom-bracketed.txt': {
    format: 'vllm',
    year: 2025,
    entries: 5,
    unparsed: 0,
    check: (_, entries) => {
      expect(entries.map((e) => e.vllm?.pid)).toEqual([195295, 195297, 195297, 195297, 195297]);
      expect(entries[0]?.vllm).toMatchObject({ source: 'multiproc_worker_utils.py:242', level: 'error' });
      expect(entries[0]?.vllm?.text).toMatch(/^torch\.OutOfMemoryError: CUDA out of memory\. Tried to allocate 20\.00 MiB\. GPU 2/);
    },
  },
  'vllm-46169-apiserver-banner-startup.txt': {
    format: 'vllm',
    year: 2026,
    entries: 12,
    unparsed: 0,
    check: (_, entries) => {
      expect(entries[0]?.vllm).toEqual({ role: 'APIServer', pid: 1, level: 'info', stamp: '06-19 15:35:00', source: 'api_utils.py:339', text: '' });
      expect(entries[2]?.vllm?.text).toContain('version 0.23.0');
      expect(entries[7]?.vllm?.text).toBe('Resolved architecture: Qwen3_5ForConditionalGeneration');
    },
  },
  'runpod-276-docker-timestamps-enginecore.txt': {
    format: 'vllm',
    year: 2026,
    entries: 7,
    unparsed: 0,
    check: (_, entries) => {
      expect(entries[0]).toMatchObject({ ts: Date.parse('2026-03-11T17:57:09.855Z') * 1000 + 212, pid: null });
      expect(entries[0]?.message.startsWith('(EngineCore_DP0 pid=469) WARNING 03-11 17:57:09 [multiproc_executor.py:921]')).toBe(true);
      expect(entries.every((e) => e.vllm?.role === 'EngineCore_DP0' && e.vllm.pid === 469)).toBe(true);
      expect(entries[3]?.vllm).toMatchObject({ level: 'error', text: 'WorkerProc failed to start.' });
    },
  },
  'systemd-30054-short-monotonic.txt': {
    format: 'short-monotonic',
    year: 2023,
    entries: 12,
    unparsed: 0,
    check: (_, [first, , , started, , , , , , , , last]) => {
      expect(first).toMatchObject({ ts: null, hostname: 'localhost', identifier: 'systemd', pid: 1, message: 'Hostname set to <localhost>.', fields: { __MONOTONIC_TIMESTAMP: '20888224' } });
      expect(started?.message).toBe('Started Dispatch Password Requests to Console Directory Watch.');
      expect(last?.fields?.__MONOTONIC_TIMESTAMP).toBe('21147092');
    },
  },
  'systemd-34250-short-monotonic-kernel.txt': {
    format: 'short-monotonic',
    year: 2024,
    entries: 2,
    unparsed: 0,
    check: (_, [first, second]) => {
      expect(first).toMatchObject({ ts: null, hostname: 'LibreELEC', identifier: 'kernel', pid: null, message: 'Booting Linux on physical CPU 0x0' });
      expect(second?.fields).toEqual({ __MONOTONIC_TIMESTAMP: '7637276' });
    },
  },
  'systemd-29134-short-iso-precise.txt': {
    format: 'short-iso',
    year: 2023,
    entries: 1,
    unparsed: 0,
    check: (_, [line]) => {
      expect(line).toMatchObject({ ts: Date.parse('2023-09-08T15:20:30.655Z') * 1000 + 28, hostname: 'tarta', identifier: 'r710_fan_controller.sh', pid: 20911 });
    },
  },
};

describe('real vLLM log fixtures', () => {
  it('every fixture file has an expectation and a SOURCES.md row', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort();
    expect(files).toEqual(Object.keys(EXPECTED).sort());
    const sources = read('SOURCES.md');
    for (const file of files) expect(sources).toContain(`\`${file}\``);
  });

  it.each(Object.entries(EXPECTED))('%s', (file, expected) => {
    const text = read(file);
    const log = parseLog(text, { year: expected.year });
    expect(log.format).toBe(expected.format);
    expect(log.entries).toHaveLength(expected.entries);
    expect(log.unparsed).toBe(expected.unparsed);
    expected.check(log, log.entries);
  });

  it.each(Object.keys(EXPECTED))('%s: the same lines as journal JSON give the same vLLM parts', (file) => {
    const text = read(file);
    const fromText = parseLog(text, { year: 2026, format: 'cat' });
    const jsonl = fromText.entries
      .map((e, i) => JSON.stringify({ __CURSOR: `s=fixture;i=${i}`, __REALTIME_TIMESTAMP: String(1771630672000000 + i), _PID: '4242', MESSAGE: e.message }))
      .join('\n');
    const fromJson = parseJournalJson(jsonl);
    expect(fromJson.unparsed).toBe(0);
    expect(fromJson.entries.map((e) => e.vllm)).toEqual(fromText.entries.map((e) => e.vllm));
  });
});
