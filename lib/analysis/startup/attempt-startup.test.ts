import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLog } from '@/lib/journal/parse-log';
import { makeEntries } from '../test-entries';
import { attemptStartup } from './attempt-startup';

/** The start-up facts of a pasted log read as one attempt, through the real journal parser. */
function startupOf(lines: string[]) {
  const { entries } = parseLog(lines.join('\n'));
  return attemptStartup(
    entries,
    entries.map((_, i) => i),
  );
}

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../journal/__fixtures__', name), 'utf8').split('\n');

describe('attemptStartup: vLLM', () => {
  it('reads the version and the non-default args (vllm-project/vllm#19810)', () => {
    const facts = startupOf([
      'INFO 06-18 15:48:39 [api_server.py:1287] vLLM API server version 0.9.2.dev140+g8b6e1d639.d20250618',
      "INFO 06-18 15:48:40 [cli_args.py:309] non-default args: {'model': 'Qwen/Qwen3-0.6B'}",
    ]);
    expect(facts).toEqual({ version: '0.9.2.dev140+g8b6e1d639.d20250618', args: { model: 'Qwen/Qwen3-0.6B' }, libraries: {}, port: null });
  });

  it('reads the version from the 0.2x banner and ints, bools and the port from the args (vllm-project/vllm#46169)', () => {
    const facts = startupOf(fixture('vllm-46169-apiserver-banner-startup.txt'));
    expect(facts?.version).toBe('0.23.0');
    expect(facts?.args).toEqual({ model_tag: 'Qwen/Qwen3.5-2B', port: 3456, model: 'Qwen/Qwen3.5-2B', language_model_only: true });
    expect(facts?.port).toBe(3456);
  });

  it('reads a role-tagged version line (gpustack/gpustack#3656)', () => {
    expect(startupOf(['(APIServer pid=7) INFO 10-28 09:42:53 [api_server.py:1885] vLLM API server version 0.11.0'])?.version).toBe('0.11.0');
  });

  it('names both library versions of the flashinfer mismatch (vllm-project/vllm#49804)', () => {
    const facts = startupOf([
      'flashinfer-cubin version (0.6.13) does not match flashinfer version (0.6.14). Please install the same version of both packages. Set FLASHINFER_DISABLE_VERSION_CHECK=1 to bypass this check.',
    ]);
    expect(facts?.libraries).toEqual({ 'flashinfer-cubin': '0.6.13', flashinfer: '0.6.14' });
  });

  it('takes the port from "Starting vLLM API server" when the args leave it at its default (DESIGN.md story line shape)', () => {
    const facts = startupOf(['(APIServer pid=222636) INFO 02-20 23:41:52 [api_server.py:1634] Starting vLLM API server 0 on http://0.0.0.0:8000']);
    expect(facts?.port).toBe(8000);
  });

  it('the first version of an attempt wins over the engine config echo', () => {
    const facts = startupOf([
      'INFO 06-18 15:48:39 [api_server.py:1287] vLLM API server version 0.9.2.dev140+g8b6e1d639.d20250618',
      'INFO 06-18 15:48:48 [core.py:70] Initializing a V1 LLM engine (v0.9.1) with config: model=\'Qwen/Qwen3-0.6B\'',
    ]);
    expect(facts?.version).toBe('0.9.2.dev140+g8b6e1d639.d20250618');
  });

  it('a cut-off args dict gives no args and does not throw', () => {
    const facts = startupOf(["INFO 06-18 15:48:40 [cli_args.py:309] non-default args: {'model': 'Qwen/Qw"]);
    expect(facts).toBeNull();
  });
});

describe('attemptStartup: SGLang', () => {
  // The stored thread excerpt stops mid-line (at `log_`): the arguments read whole before the cut are kept, the cut one is not.
  const LINE =
    "[2025-04-28 05:39:43] server_args=ServerArgs(model_path='meta-llama/Llama-3.2-1B-Instruct', tokenizer_path='meta-llama/Llama-3.2-1B-Instruct', tokenizer_mode='auto', skip_tokenizer_init=False, enable_tokenizer_batch_encode=False, load_format='auto', trust_remote_code=False, dtype='auto', kv_cache_dtype='auto', quantization=None, quantization_param_path=None, context_length=None, device='cuda', served_model_name='meta-llama/Llama-3.2-1B-Instruct', chat_template=None, completion_template=None, is_embedding=False, revision=None, host='127.0.0.1', port=8000, mem_fraction_static=0.8639842241317652, max_running_requests=None, max_total_tokens=None, chunked_prefill_size=8192, max_prefill_tokens=16384, schedule_policy='fcfs', schedule_conservativeness=1.0, cpu_offload_gb=0, page_size=1, tp_size=1, stream_interval=1, stream_output=False, random_seed=711975287, constrained_json_whitespace_pattern=None, watchdog_timeout=300, dist_timeout=None, download_dir=None, base_gpu_id=0, gpu_id_step=1, log_";

  it('reads ServerArgs(...) keyword by keyword (sgl-project/sglang#5813)', () => {
    const facts = startupOf([LINE]);
    expect(facts?.args).toMatchObject({
      model_path: 'meta-llama/Llama-3.2-1B-Instruct',
      skip_tokenizer_init: false,
      quantization: null,
      port: 8000,
      mem_fraction_static: 0.8639842241317652,
      tp_size: 1,
      gpu_id_step: 1,
    });
    expect(facts?.port).toBe(8000);
    expect(Object.keys(facts!.args)).not.toContain('log_');
  });

  it('reads a list argument (sgl-project/sglang#1362)', () => {
    const facts = startupOf([
      "[17:25:03] server_args=ServerArgs(model_path='meta-llama/Meta-Llama-3.1-405B-Instruct-FP8', tokenizer_path='meta-llama/Meta-Llama-3.1-405B-Instruct-FP8', tokenizer_mode='auto', skip_tokenizer_init=False, load_format='auto', dtype='auto', kv_cache_dtype='auto', trust_remote_code=False, context_length=None, quantization=None, served_model_name='meta-llama/Meta-Llama-3.1-405B-Instruct-FP8', chat_template=None, is_embedding=False, host='127.0.0.1', port=8001, additional_ports=[8101, 8201, 8301, 8401], mem_fraction_static=0.9, max_running_requests=None, max_num_reqs=None, max_total_tokens=None, chunked_prefill_size=8192, max_prefill_tokens=1",
    ]);
    expect(facts?.args.additional_ports).toEqual([8101, 8201, 8301, 8401]);
    expect(facts?.args.chunked_prefill_size).toBe(8192);
    expect(facts?.args).not.toHaveProperty('max_prefill_tokens');
  });
});

describe('attemptStartup: TGI', () => {
  it('reads the one-line Args { … } Debug form with Some(…) and [] (huggingface/text-generation-inference#1608)', () => {
    const facts = startupOf([
      '2024-02-29T03:25:43.199673Z  INFO text_generation_launcher: Args { model_id: "/data/Qwen1.5-72B-Chat-AWQ", revision: None, validation_workers: 2, sharded: None, num_shard: None, quantize: None, speculate: None, dtype: None, trust_remote_code: false, max_concurrent_requests: 128, max_best_of: 2, max_stop_sequences: 4, max_top_n_tokens: 5, max_input_length: 3072, max_total_tokens: 4096, waiting_served_ratio: 1.2, max_batch_prefill_tokens: 4096, max_batch_total_tokens: None, max_waiting_tokens: 20, max_batch_size: None, enable_cuda_graphs: false, hostname: "da76de2c69f1", port: 9081, shard_uds_path: "/tmp/text-generation-server", master_addr: "localhost", master_port: 29500, huggingface_hub_cache: Some("/data"), weights_cache_override: None, disable_custom_kernels: false, cuda_memory_fraction: 1.0, rope_scaling: None, rope_factor: None, json_output: false, otlp_endpoint: None, cors_allow_origin: [], watermark_gamma: None, watermark_delta: None, ngrok: false, ngrok_authtoken: None, ngrok_edge: None, tokenizer_config_path: None, disable_grammar_support: false, env: false }',
    ]);
    expect(facts?.args).toMatchObject({
      model_id: '/data/Qwen1.5-72B-Chat-AWQ',
      max_input_length: 3072,
      waiting_served_ratio: 1.2,
      huggingface_hub_cache: '/data',
      cors_allow_origin: [],
      trust_remote_code: false,
      env: false,
    });
    expect(facts?.port).toBe(9081);
  });

  it('gathers the pretty {:#?} form printed one field a line (huggingface/text-generation-inference#2828)', () => {
    // The stored excerpt ends after huggingface_hub_cache; the attempt's lines end there too.
    const facts = startupOf([
      '2024-12-11T18:25:32.807525Z  INFO text_generation_launcher: Args {',
      '    model_id: "/mnt/models/meta-llama/Llama-3.3-70B-Instruct/",',
      '    revision: None,',
      '    validation_workers: 2,',
      '    sharded: Some(',
      '        true,',
      '    ),',
      '    num_shard: Some(',
      '        4,',
      '    ),',
      '    quantize: Some(',
      '        Bitsandbytes,',
      '    ),',
      '    max_input_tokens: Some(',
      '        2048,',
      '    ),',
      '    max_batch_size: Some(',
      '        8,',
      '    ),',
      '    hostname: "0.0.0.0",',
      '    port: 3000,',
      '    huggingface_hub_cache: None,',
    ]);
    expect(facts?.args).toEqual({
      model_id: '/mnt/models/meta-llama/Llama-3.3-70B-Instruct/',
      revision: null,
      validation_workers: 2,
      sharded: true,
      num_shard: 4,
      quantize: 'Bitsandbytes',
      max_input_tokens: 2048,
      max_batch_size: 8,
      hostname: '0.0.0.0',
      port: 3000,
      huggingface_hub_cache: null,
    });
    expect(facts?.port).toBe(3000);
  });
});

describe('attemptStartup: llama.cpp', () => {
  it('reads the build, the listening port and the model (ggml-org/llama.cpp#18546)', () => {
    const facts = startupOf([
      'build: 6945 (cc98f8d34) with MSVC 19.29.30154.0 for x64',
      'system info: n_threads = 10, n_threads_batch = 10, total_threads = 12',
      'main: HTTP server is listening, hostname: 127.0.0.1, port: 8080, http threads: 11',
      'main: loading model',
      "srv    load_model: loading model 'C:\\Users\\lavan\\win-x64\\External\\Models\\phi-3.5-mini-instruct.gguf'",
    ]);
    expect(facts).toEqual({
      version: 'b6945 (cc98f8d34)',
      args: { host: '127.0.0.1', port: 8080, model: 'C:\\Users\\lavan\\win-x64\\External\\Models\\phi-3.5-mini-instruct.gguf' },
      libraries: {},
      port: 8080,
    });
  });

  it('reads the JSON-logging build of older servers (ggml-org/llama.cpp#5246)', () => {
    // As a journal MESSAGE: pasted alone, the line would read as journalctl's own JSON.
    const entries = makeEntries([{ text: '{"timestamp":1706720633,"level":"INFO","function":"main","line":2427,"message":"build info","build":2036,"commit":"d3bac7d5"}' }]);
    const facts = attemptStartup(entries, [0]);
    expect(facts?.version).toBe('b2036 (d3bac7d5)');
  });
});

describe('attemptStartup: nothing to say', () => {
  it('an attempt with no start-up line has no facts', () => {
    expect(startupOf(['INFO:     10.0.2.31:51234 - "GET /health HTTP/1.1" 200 OK'])).toBeNull();
  });
});

describe('attemptStartup: reads only up to the ready line', () => {
  const lines = [
    'INFO 06-18 15:48:39 [api_server.py:1287] vLLM API server version 0.9.2',
    'INFO 06-18 15:48:50 [api_server.py:1350] Starting vLLM API server on http://0.0.0.0:8000',
    "INFO 06-18 15:49:40 [cli_args.py:309] non-default args: {'model': 'Qwen/Qwen3-0.6B'}",
  ];

  it('stops at the ready seq given', () => {
    const { entries } = parseLog(lines.join('\n'));
    const facts = attemptStartup(entries, entries.map((_, i) => i), entries[1]!.seq);
    expect(facts).toEqual({ version: '0.9.2', args: {}, libraries: {}, port: 8000 });
  });

  it('reads every line of an attempt that never got ready', () => {
    expect(startupOf(lines)?.args).toEqual({ model: 'Qwen/Qwen3-0.6B' });
  });
});
