import type { Level } from '@/lib/journal/types';
import { containerEventImage } from './container-image';
import type { EnginePrefix, EngineProfile } from './types';

// tracing's compact format: `2024-07-19T08:45:39.529413Z  INFO shard-manager: text_generation_launcher: Shard ready in 12.8s rank=0`,
// spans before the target (`warmup{max_input_length=64 …}:warmup:`), the router's `router/src/main.rs:289:` after it,
// the shard-manager span's field appended last.
// `docker logs -t` puts its own RFC 3339 time before TGI's: `2023-08-28T02:59:16.348667054-07:00 2023-08-28T09:59:16.348402Z  INFO …`.
// LoRAX (predibase/lorax) is a fork of TGI's launcher, router, client and shard with the crates and programs renamed: `lorax_launcher`,
// `lorax_router`, `lorax_client`, `lorax-server` (launcher/src/main.rs spawns `lorax-server` and `lorax-router`). Same lines, same ends.
const STAMP = /^(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:\d\d) )?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z) +(TRACE|DEBUG|INFO|WARN|ERROR) /;
const TARGET = /(?:^|: )(?:text_generation|lorax)_\w+(?:::\w+)*: (?:[\w./-]+\.rs:\d+: )?/;
const RANK = / (rank=\d+)$/;
const LEVELS: Readonly<Record<string, Level>> = { TRACE: 'debug', DEBUG: 'debug', INFO: 'info', WARN: 'warning', ERROR: 'error' };

// `--json-output` (tracing's JSON formatter): `{"timestamp":"…Z","level":"INFO","fields":{"message":"…"},"target":"text_generation_launcher","span":{"rank":0,…}}`;
// TGI 3 flattens the event: `{"timestamp":…,"level":"ERROR","message":"…","target":"text_generation_router_v3::backend",…}`.
// Read with a regex, not JSON.parse: a pasted record is often wrapped or cut, and the message comes first.
const JSON_RECORD = /^\{"timestamp":"([^"]+)","level":"([A-Z]+)",(?:"fields":\{)?"message":"((?:[^"\\]|\\.)*)("?)/;
const JSON_RANK = /"span":\{[^{}]*?"rank":(\d+)/;

const JSON_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };

function unescapeJson(raw: string, closed: boolean): string {
  if (!raw.includes('\\')) return raw;
  if (closed) {
    try {
      return JSON.parse(`"${raw}"`) as string;
    } catch {
      // fall through: a record cut inside an escape
    }
  }
  // A cut record: its escapes read one by one, so a pretty-printed `Args {\n …` still splits into lines.
  return raw.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) => (c.length === 5 ? String.fromCharCode(parseInt(c.slice(1), 16)) : (JSON_ESCAPES[c] ?? c)));
}

// A Python exception line inside a record's text (the last one is what the shard died of).
const EXCEPTION_LINE = /^(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception)(?::[^\n]*)?$/gm;

/**
 * A record's text is one line to the rules. The text format prints a shard's stderr dump or a warm-up traceback on the
 * lines after its message; a JSON record carries them in the message: its first line, then the last exception in it.
 */
function firstLineAndException(text: string): string {
  const nl = text.indexOf('\n');
  if (nl === -1) return text;
  const exceptions = text.slice(nl + 1).match(EXCEPTION_LINE);
  const head = text.slice(0, nl).trimEnd();
  return exceptions ? `${head} ${exceptions[exceptions.length - 1]!}` : head;
}

function tgiJsonPrefix(message: string): EnginePrefix | null {
  const record = JSON_RECORD.exec(message);
  if (record === null) return null;
  const rank = message.includes('"rank":') ? JSON_RANK.exec(message) : null;
  let text = firstLineAndException(unescapeJson(record[3]!, record[4] === '"'));
  if (text.startsWith(CLIENT_ERROR) && JSON_WARMUP_SPAN.test(message)) text = WARMUP + text;
  return { text, role: rank ? `rank=${rank[1]}` : null, level: LEVELS[record[2]!] ?? null, stamp: record[1]! };
}

// A paste whose reporter cut the stamp keeps tracing's level first (`ERROR warmup{…}:warmup: text_generation_router_v3::client: …`,
// `INFO text_generation_launcher: Args {`): read as the stamped record, without its time, only where TGI's own target follows.
const LEVEL_FIRST = /^(TRACE|DEBUG|INFO|WARN|ERROR) +/;

/** The record's level, stamp and the text after them: the stamped line, or a level-first one naming a TGI target. */
function tgiRecordHead(message: string, first: number): { level: string; stamp: string | null; rest: string } | null {
  if (first >= 48 && first <= 57) {
    if (message.charCodeAt(10) !== 84) return null;
    const stamp = STAMP.exec(message);
    return stamp === null ? null : { level: stamp[2]!, stamp: stamp[1] ?? null, rest: message.slice(stamp[0].length) };
  }
  if (first < 68 || first > 87) return null;
  const level = LEVEL_FIRST.exec(message);
  if (level === null) return null;
  const rest = message.slice(level[0].length);
  return rest.includes('text_generation_') || rest.includes('lorax_') ? { level: level[1]!, stamp: null, rest } : null;
}

export function tgiPrefix(message: string): EnginePrefix | null {
  const first = message.charCodeAt(0);
  if (first === 123) return message.startsWith('{"timestamp":"') ? tgiJsonPrefix(message) : null;
  const head = tgiRecordHead(message, first);
  if (head === null) return null;
  let text = head.rest;
  const target = text.includes('text_generation_') || text.includes('lorax_') ? TARGET.exec(text) : null;
  // Unstamped, the level must be the record's: TGI's target right after it or after its spans, not a word deep in some other text.
  if (head.stamp === null && (target === null || / /.test(text.slice(0, target.index).replace(/\{[^{}]*\}/g, '')))) return null;
  if (target !== null) {
    const spans = text.slice(0, target.index);
    text = text.slice(target.index + target[0].length);
    if (text.startsWith(CLIENT_ERROR)) {
      if (WARMUP_SPAN.test(spans)) text = WARMUP + text;
      else if (HEALTH_SPAN.test(spans)) text = HEALTH + text;
    }
  }
  // LoRAX's shard adds its loguru sink with format="{file}:{line} {message}" (lorax_server cli.py serve), and the launcher prints the
  // JSON record's formatted `text` (launcher/src/main.rs PythonLogMessage::trace): every shard record it relays starts with the
  // shard's `<file>.py:<line> ` (`interceptor.py:41 Method Decode encountered an error.`). TGI's shard formats `{message}` alone.
  if (target !== null && target[0].endsWith('lorax_launcher: ')) {
    const site = LORAX_SHARD_SITE.exec(text);
    if (site !== null) text = text.slice(site[0].length);
  }
  const rank = RANK.exec(text);
  if (rank !== null) text = text.slice(0, rank.index);
  const out: EnginePrefix = { text, role: rank?.[1] ?? null, level: LEVELS[head.level] ?? null, stamp: head.stamp };
  // The launcher's own target: the records it relays from a shard's stdout, and its own (Rust, never a Python traceback).
  if (target !== null && LAUNCHER_TARGET.test(target[0])) out.relay = true;
  return out;
}
const LAUNCHER_TARGET = /(?:^|: )(?:text_generation|lorax)_launcher: /;
const LORAX_SHARD_SITE = /^[\w.-]+\.py:\d+ /;

// The router's gRPC client logs every failed call as `Server error: <the shard's message>` (router/client/src/lib.rs, `From<Status>`)
// inside the caller's span. Called from the router's warm-up (the `warmup` span) it fails the router's start: main returns it
// (`.warmup(…).await.map_err(RouterError::Warmup)?`, TGI 1-2 router/src/main.rs, 3.x backends/v3, LoRAX's router), the router exits
// and the launcher reports WebserverFailed. The span is kept in front of the message (`warmup: Server error: …`) so rules can see it.
const CLIENT_ERROR = 'Server error:';
const WARMUP = 'warmup: ';
const WARMUP_SPAN = /^warmup[{:]/;
const JSON_WARMUP_SPAN = /"span":\{[^{}]*"name":"warmup"\}/;
// The router's /health handler, when no batch went through the shards since the last check, probes them with a one-token
// prefill batch of id u64::MAX (`health{…}:health:prefill{id=18446744073709551615 size=1}`, the router's health → infer.health →
// the backend's health, TGI 2-3). The router answers HTTP only once its warm-up is done: a client call in that span proves it served.
const HEALTH = 'health: ';
const HEALTH_SPAN = /^health[{:]/;

// The launcher's `main` returns a LauncherError, which Rust prints as `Error: {:?}` when it exits (launcher/src/main.rs).
const LAUNCHER_EXIT = /^Error: (?:ShardCannotStart|ShardFailed|ShardDisconnected|WebserverFailed|WebserverCannotStart|DownloadError)\b/;
const ARGS = /\bArgs \{(?:$| )/;
// `shard_uds_path: "/tmp/text-generation-server",` on its own line: the pretty (`{:#?}`) Args' field naming the shards' socket.
const ARGS_SOCKET_FIELD = /^\s*shard_uds_path: "[^"]*",?$/;
// Two more fields of that pretty Args (launcher/src/main.rs) no other engine prints in Rust's `{:#?}` shape: the torch.distributed
// port it hands its shards (text-embeddings-inference's Args has none) and the OTLP service name, whose default names TGI's router.
const ARGS_PORT_FIELD = /^\s*master_port: \d+,$/;
const ARGS_OTLP_FIELD = /^\s*otlp_service_name: "text-generation-inference\.router",$/;
// The launcher's arguments are parsed by clap, which prints its error and `For more information, try '--help'.`, then exits 2.
const CLAP_ERROR = /^error: (?:invalid value '.*' for '-|unexpected argument '-|the following required arguments were not provided|a value is required for '-)/;
// CANCELLED: the interceptor stops the shard's gRPC server on a RuntimeError (its shutdown callback; older shards exit(1)), which
// ends the calls in flight with CANCELLED; the router's own client never cancels a shard call it still awaits.
const ROUTER_LOST_SHARD = /\bServer error: (?:error trying to connect: |transport error$|CANCELLED$|Unexpected <class '(?:[\w.]+\.)?(?:RuntimeError|OutOfMemoryError)'>)/;
// A request over one of the router's limits, as its ValidationError prints it (router/src/validation.rs, `#[error(…)]`).
const VALIDATION_LIMIT = /(?:^|: )`\w+`(?: tokens \+ `max_new_tokens`)? (?:must (?:be|have) |supports up to )[^`\n]*?\bGiven: \d+/;
const ARGUMENT_EXIT = /^Error: (?:ArgumentValidation|NotEnoughCUDADevices)\(/;
// Its argument check runs first, before any download or shard: a bad combination (`\`max_input_tokens\`(65537) must be <
// \`max_total_tokens\`(65536)`) makes main return LauncherError::ArgumentValidation(String), which exits as `Error: ArgumentValidation("…")`.
// A relay of the process's last words (Hugging Face Inference Endpoints' failure row and its `Exit code: 1. Reason: …`) keeps the
// variant with its quoted message but not always the `Error` before it: the variant alone names TGI's launcher and its exit.
const ARGUMENT_VALIDATION = /(?:^|: )ArgumentValidation\("/;
// The router is a Rust program too: its `main` returns a RouterError, printed as `Error: {:?}` when it exits, and the launcher
// then reports WebserverFailed. Its variants: TGI 1-2.1 `Warmup(…)`, `Connection(…)`, `Cache(…)` (router/src/main.rs); 2.2-2.4
// `WebServer(…)` around them (`Error: WebServer(Warmup(Generation("CANCELLED")))`); 3.x `Backend(…)` around V3Error
// (backends/v3/src/main.rs), `Tokio(…)` and `Axum(…)` when it cannot serve.
const ROUTER_EXIT = /^Error: (?:Warmup|Connection|Cache|WebServer|Backend|Tokio|Axum)\(/;
// A warm-up error it relays is the shard's, which the shard logged above (Method Warmup, its traceback): the exit line only wraps it.
const ROUTER_WARMUP_EXIT = /^Error: (?:(?:WebServer|Backend)\()?Warmup\(/;

export const TGI: EngineProfile = {
  id: 'tgi',
  detect: [
    containerEventImage('huggingface/text-generation-inference'),
    // TGI 3's backends are their own crates (`text_generation_backends_trtllm`, `…_llamacpp`).
    { needle: 'text_generation_', pattern: /\btext_generation_(?:launcher|router|client|backends)\w*(?:::\w+)*: / },
    { needle: 'lorax_', pattern: /\blorax_(?:launcher|router|client)\w*(?:::\w+)*: / },
    { needle: 'text_generation_server', pattern: /\/text_generation_server\// },
    { needle: 'lorax_server', pattern: /\/lorax_server\// },
    // The shard is the `text-generation-server` console script: a shard traceback's first frame names it.
    { needle: '-server", line', pattern: /^\s*File ".*[/\\]bin[/\\]+(?:text-generation|lorax)-server", line \d+, in <module>$/ },
    // A frame of a Rust backtrace (RUST_BACKTRACE) in TGI's own crates: `18:     0x5646… - text_generation_router::server::run::{{closure}}::h…`.
    { needle: ' - text_generation_', pattern: /^\s*\d+:\s+0x[0-9a-f]+ - text_generation_(?:launcher|router|client|backends)\w*::/ },
    // TGI 0.9 and older name the shard in the sentence (`Starting shard 0`, `Waiting for shard 0 to be ready...`).
    { needle: 'ready in', pattern: /\bShard (?:\d+ )?ready in [\d.]+m?s\b/ },
    { needle: 'Waiting for shard', pattern: /\bWaiting for shard (?:\d+ )?to be ready\.\.\./ },
    { needle: 'Shard complete standard error', pattern: /\bShard complete standard error output:/ },
    { needle: 'Error: ', pattern: LAUNCHER_EXIT },
    { needle: 'ArgumentValidation("', pattern: ARGUMENT_VALIDATION },
    // Rules see the text after the target, so the launcher's and router's own sentences must tell the engine too.
    { needle: 'shard', pattern: /^(?:Starting shard(?: \d+)?|Shutting down shards|Sharding model on \d+ processes)$/ },
    { needle: 'Server started at unix:', pattern: /\bServer started at unix:\/\/\S*(?:text-generation|lorax)-server/ },
    { needle: 'Webserver', pattern: /^(?:Starting Webserver|Webserver Crashed)$/ },
    { needle: 'download', pattern: /^(?:Starting download process\.|Starting check and download process for \S+|Successfully downloaded weights(?: for \S+)?\.?)$/ },
    { needle: 'Args {', pattern: /^Args \{(?:$| )/ },
    // A field of the launcher's pretty-printed Args that no other server's arguments have: a paste cut after `Args {` still shows it.
    { needle: 'shard_uds_path: "', pattern: ARGS_SOCKET_FIELD },
    { needle: 'master_port: ', pattern: ARGS_PORT_FIELD },
    { needle: 'otlp_service_name: "text-generation-inference.router"', pattern: ARGS_OTLP_FIELD },
    { needle: '"target":"text_generation_', pattern: /"target":"text_generation_(?:launcher|router|client)/ },
    { needle: '"target":"lorax_', pattern: /"target":"lorax_(?:launcher|router|client)/ },
    // TGI 3's router records name their source file in its backends' crates: a record cut before its target still shows it.
    { needle: '.rs","line_number":', pattern: /"backends\/v\d\/src\/[\w/]+\.rs","line_number":\d+/ },
    { needle: 'max batch total tokens', pattern: /^(?:Setting max batch total tokens to \d+|Model does not support automatic max batch total tokens)$/ },
    { needle: 'Serving revision', pattern: /^Serving revision [0-9a-f]{40} of model / },
    { needle: 'Using prefill chunking', pattern: /^Using prefill chunking = / },
    // A pasted terminal's command line names the launcher before it prints anything.
    { needle: '-launcher', pattern: /[\s/$#](?:text-generation|lorax)-launcher(?: |$)/ },
  ],
  prefix: tgiPrefix,
  identifiers: ['text-generation-launcher', 'lorax-launcher'],
  uniqueRole: /^rank=\d+$/,
  phases: [
    { phase: 'init', needle: 'Args {', pattern: ARGS },
    // The launcher prints its Args once, at start (launcher/src/main.rs): a body line alone proves it too.
    { phase: 'init', needle: 'shard_uds_path: "', pattern: ARGS_SOCKET_FIELD },
    { phase: 'init', needle: 'Sharding model on', pattern: /\bSharding model on \d+ processes/ },
    // After its Args the launcher resolves what the user left unset from the model's config, before any download or shard
    // (launcher/src/main.rs): `Default \`max_input_tokens\` to 4095` (2.0+), `Using attention flashinfer - Prefix caching true` (2.3+).
    { phase: 'init', needle: ' - Prefix caching ', pattern: /^Using attention [\w-]+ - Prefix caching (?:true|false|0|1)$/ },
    { phase: 'init', needle: 'Default `max_', pattern: /^Default `max_\w+` to \d+$/ },
    { phase: 'loading_weights', needle: 'Starting shard', pattern: /\bStarting shard(?: rank=\d+| \d+)?$/ },
    // A shard builds its FP8 linear layers from the checkpoint's tensors; on a GPU without FP8 support the layer's constructor
    // logs this once (GPTQMarlinFP8Linear.__init__, server/text_generation_server/layers/marlin): weights are being loaded.
    { phase: 'loading_weights', needle: 'using Marlin FP8 kernel', pattern: /(?:^|: )GPU does not support FP8, using Marlin FP8 kernel$/ },
    // A GPTQ shard reading a row-parallel layer's tensors logs which kernels it builds it with (Weights.get_multi_weights_row,
    // server/text_generation_server/utils/weights.py: once per layer in 1.0.x, `… v1`/`… v2` from 1.1): weights are being loaded.
    { phase: 'loading_weights', needle: 'Using exllama kernels', pattern: /(?:^|: )Using exllama kernels(?: v\d)?$/ },
    { phase: 'weights_loaded', needle: 'Server started at unix:', pattern: /\bServer started at unix:\/\// },
    { phase: 'weights_loaded', needle: 'ready in', pattern: /\bShard (?:\d+ )?ready in [\d.]+m?s\b/ },
    { phase: 'weights_loaded', needle: 'Starting Webserver', pattern: /\bStarting Webserver$/ },
    // The router's warm-up: one batch of `--max-batch-prefill-tokens` through every shard, before it sizes the KV cache.
    { phase: 'compile', needle: 'Warming up model', pattern: /(?:^|: )Warming up model$/ },
    { phase: 'kv_cache', needle: 'KV-cache blocks:', pattern: /\bKV-cache blocks: \d+/ },
    { phase: 'kv_cache', needle: 'Setting max batch total tokens', pattern: /\bSetting max batch total tokens to \d+/ },
    { phase: 'cuda_graphs', needle: 'Cuda Graphs are enabled', pattern: /\bCuda Graphs are enabled for sizes\b/ },
    // The router logs `Connected` once warmup is done and it serves (router/src/server.rs).
    { phase: 'ready', needle: 'Connected', pattern: /(?:^|: )Connected$/ },
    // The router's generate handlers log `Success` once a request is answered (router/src/server.rs): it serves.
    { phase: 'ready', needle: 'Success', pattern: /(?:^|: )Success$/ },
    // The completions handler streams each response's events to its client and logs this when that client went away
    // (router/src/server.rs): a request was being answered, so the router serves; only that one stream ends.
    { phase: 'ready', serving: true, needle: 'Receiver dropped', pattern: /(?:^|: )Failed to send event\. Receiver dropped\.$/ },
    // The router's request handlers refuse a request before any shard sees it and log why (`tracing::error!("{err}")` in
    // router/src/infer.rs, TGI 1-3), then answer 429 or 422: its max-concurrent-requests semaphore has no permit left (tokio's
    // TryAcquireError, the 429 `Model is overloaded`), or a ValidationError's limit (router/src/validation.rs: `\`inputs\` tokens +
    // \`max_new_tokens\` must be <= 4096. Given: …`, `\`inputs\` must have less than …`, `\`stop\` supports up to …`). Only a
    // router that serves answers a request; the refusal ends nothing.
    { phase: 'ready', serving: true, needle: 'no permits available', pattern: /(?:^|: )no permits available$/ },
    { phase: 'ready', serving: true, needle: 'Given: ', pattern: VALIDATION_LIMIT },
    // The chat endpoints render the model's chat template per request (Infer::apply_chat_template, router/src/infer.rs, TGI 1.4
    // on): a template that does not render, or none, is an InferError::TemplateError the router logs (`tracing::error!("{e}")`,
    // `Template error: …`), counts as a `template` request failure and answers 422. Only a serving router renders one.
    { phase: 'ready', serving: true, needle: 'Template error: ', pattern: /(?:^|: )Template error: / },
    // The shard's interceptor names the gRPC method that raised (server/text_generation_server/interceptor.py). The router calls
    // Prefill and Decode only from its batching task, on requests it accepted after warm-up: the server was serving.
    { phase: 'ready', serving: true, needle: 'encountered an error', pattern: /(?:^|: )Method (?:Prefill|Decode) encountered an error\./ },
    { phase: 'ready', serving: true, needle: 'health: Server error:', pattern: /^health: Server error:/ },
  ],
  // The launcher's first line (after the optional `--env` dump): it proves the start.
  // With `--env` the launcher's main prints its runtime environment before its Args (launcher/src/main.rs): a start's first line.
  startup: [
    { needle: 'Args {', pattern: ARGS, spawn: true },
    { needle: 'Runtime environment:', pattern: /^Runtime environment:$/, spawn: true },
    // That report is one record whose body lines follow its stamped header bare: `Target: <triple>`, then `Cargo version: <rustc
    // semver>` (the Env struct's VERGEN_RUSTC_SEMVER, launcher/src/env_runtime.rs), `Commit sha:`, `Docker label:`, `nvidia-smi:`.
    // A paste that left the header out still shows the start in that line; with the header it is the same start (another key).
    { needle: 'Cargo version: ', pattern: /^Cargo version: \d+\.\d+\.\d+$/, spawn: true },
  ],
  ends: [
    // The shard manager prints the shard's stderr only once the shard process has exited.
    { needle: 'Shard complete standard error', pattern: /\bShard complete standard error output:/, outcome: 'failed' },
    { needle: 'was signaled to shutdown', pattern: /\b(?:Shard|Download) process was signaled to shutdown with signal \d+/, outcome: 'failed' },
    { needle: 'failed to start', pattern: /\bShard \d+ failed to start\b/, outcome: 'failed' },
    { needle: 'crashed', pattern: /\bShard \d+ crashed\b/, outcome: 'failed' },
    { needle: 'Webserver Crashed', pattern: /\bWebserver Crashed\b/, outcome: 'failed' },
    { needle: 'Download encountered an error', pattern: /\bDownload encountered an error:/, outcome: 'failed' },
    // The shard's serve_inner logs this and re-raises (server/text_generation_server/server.py): the shard exits, and the launcher
    // shuts the others down with it. The traceback below it names the cause.
    { needle: 'Error when initializing model', pattern: /\bError when initializing model$/, outcome: 'failed' },
    // serve_inner builds the model and runs the shard's gRPC server; request errors are caught below it (the interceptor, in
    // the server's own tasks), so a traceback through its frame is start-up failing, re-raised out of the shard (server.py).
    { needle: '", line ', pattern: /^(?:>\s*)?\s*File ".*[/\\](?:text_generation|lorax)_server[/\\]server\.py", line \d+, in serve_inner$/, outcome: 'failed' },
    // serve_inner builds the model with `get_model(…)` (3.x `get_model_with_lora_adapters`) inside that try, and nothing else calls
    // it: a traceback through it is the model failing to build, even where the paste starts below serve_inner's frame.
    { needle: '", line ', pattern: /^(?:>\s*)?\s*File ".*[/\\](?:text_generation|lorax)_server[/\\]models[/\\]__init__\.py", line \d+, in get_model(?:_with_lora_adapters)?$/, outcome: 'failed' },
    { needle: 'Error: ', pattern: LAUNCHER_EXIT, outcome: 'failed' },
    { needle: 'Error: ', pattern: ARGUMENT_EXIT, outcome: 'failed' },
    { needle: 'ArgumentValidation("', pattern: ARGUMENT_VALIDATION, outcome: 'failed' },
    { needle: 'Error: ', pattern: ROUTER_EXIT, outcome: 'failed' },
    // A warm-up error the shard's interceptor logged reaches the router, which does not retry: its `warmup(…)?` ends its main
    // (`Error: Warmup(…)`, then the launcher's WebserverFailed). Prefill and Decode errors are per request and survivable.
    { needle: 'Method Warmup encountered an error', pattern: /\bMethod Warmup encountered an error\./, outcome: 'failed' },
    { needle: 'For more information', pattern: /^For more information, try '--help'\.$/, outcome: 'failed' },
    // The router's client reaches each shard over its unix socket: a call that cannot connect, or whose connection broke, means
    // the shard process is gone. A RuntimeError in a shard's method shuts the shard down (server/text_generation_server/interceptor.py).
    { needle: 'Server error: ', pattern: ROUTER_LOST_SHARD, outcome: 'failed' },
    { needle: 'warmup: Server error:', pattern: /^warmup: Server error:/, outcome: 'failed' },
    // The router and the launcher are Rust programs: a panic on the main thread unwinds out of `main` and the process exits
    // (101), so the launcher's teardown follows. Another thread's panic ends the process only in builds with `panic = "abort"`.
    { needle: "thread 'main' panicked", pattern: /^thread 'main' panicked at /, outcome: 'failed' },
    // Printed on every way out, a crash's too: after one, `failed` must win.
    { needle: 'Shutting down shards', pattern: /\bShutting down shards$/, outcome: 'stopped' },
    { needle: 'starting graceful shutdown', pattern: /\bsignal received, starting graceful shutdown/, outcome: 'stopped' },
  ],
  wrappers: [
    // Alone, as the text format prints them; a JSON record that carries the exception after them names it.
    /\bShard complete standard error output:$/,
    /\bShard \d+ failed to start\b/,
    /\bShard \d+ crashed\b/,
    /\bWebserver Crashed\b/,
    LAUNCHER_EXIT,
    ROUTER_WARMUP_EXIT,
    /\bMethod \w+ encountered an error\.$/,
    /\bError when initializing model$/,
    /\bDownload encountered an error:/,
    // The shard's gRPC interceptor calls exit(1) after logging the real error (server/text_generation_server/interceptor.py).
    /^SystemExit: \d+(?: rank=\d+)?$/,
    // tracing prints `spans: target: message`; a record that is only its spans (`generate_stream{…}:async_stream:`) was wrapped by
    // the paste before its target: its message, on the next line, says what happened.
    /^[a-z_]\w*[{:].*[}\w]:$/,
    // The router's view of a shard that is already gone.
    /\bServer error: (?:CANCELLED|transport error|error trying to connect)/,
    // The router's relay of a shard error raised without a message: it names nothing; the shard's own traceback does.
    /\bServer error:\s*$/,
  ],
  // The shard's gRPC interceptor catches what a method (Prefill, Decode) raises, logs it with its traceback and aborts the call
  // with the exception's message, which the router logs as `Server error: <message>` and fails the batch's requests with; the
  // shard serves on. Only a RuntimeError (and torch's errors built on it) shuts the shard down (server/text_generation_server/interceptor.py).
  answers: {
    relay: /\bServer error: (.+)$/,
    dies: /^(?:[A-Za-z_]\w*\.)*(?:RuntimeError|NotImplementedError|RecursionError|OutOfMemoryError|AcceleratorError|LinAlgError|SystemExit)\b/,
  },
  // The GPTQ layer imports exllamav2's module in a try that catches its ImportError and only leaves exllama off (HAS_EXLLAMA);
  // the module logs this at ERROR before it re-raises (server/text_generation_server/layers/gptq/exllamav2.py): the shard goes on.
  survived: [/^exllamav2_kernels not installed\.$/],
  // The interceptor shuts the shard down on a RuntimeError a method raised, torch's DistBackendError (a failed collective: NCCL's
  // communicator is left in error) and CUDA errors among them: once a shard logged one while serving, it does not serve on.
  lasting: [{ needle: 'Error: ', pattern: /^(?:[A-Za-z_]\w*\.)*(?:RuntimeError|DistBackendError|AcceleratorError): (?:CUDA error|NCCL error)\b/ }],
  causes: [
    { needle: 'was signaled to shutdown', pattern: /\b(?:Shard|Download) process was signaled to shutdown with signal \d+/ },
    { needle: 'Not enough memory to handle', pattern: /\bNot enough memory to handle \d+ (?:prefill )?tokens/ },
    // The router's relay of the error a shard's method raised (`send_error`: `Request failed during generation: Server error: …`):
    // the shard's own words, the cause to show when the shard is lost after it. Its lost-socket and empty forms name nothing.
    { needle: 'Request failed during generation: Server error: ', pattern: /\bRequest failed during generation: Server error: (?!error trying to connect|transport error|CANCELLED)\S/ },
    { needle: 'not found in PATH', pattern: /\b(?:text-generation|lorax)-(?:server|router) not found in PATH/ },
    { needle: 'Error: ', pattern: ARGUMENT_EXIT },
    { needle: 'ArgumentValidation("', pattern: ARGUMENT_VALIDATION },
    { needle: 'error: ', pattern: CLAP_ERROR },
  ],
  samples: [
    { line: 'infer:send_error: text_generation_router::infer: router/src/infer.rs:588: Request failed during generation: Server error: Out of available cache blocks: asked 3666, only 3661 free blocks', source: 'huggingface/text-generation-inference#1154', detect: true, cause: true },
    { line: '2024-03-06T17:53:22.335714Z  INFO download: text_generation_launcher: Successfully downloaded weights.', source: 'huggingface/text-generation-inference#1627', detect: true },
    { line: '  18:     0x5646943087d3 - text_generation_router::server::run::{{closure}}::h6c1c060143d372f8', source: 'huggingface/text-generation-inference#895', detect: true },
    { line: '2023-07-14T11:26:15.498999Z  INFO text_generation_launcher: Runtime environment:', source: 'huggingface/text-generation-inference#615', detect: true, startup: true },
    { line: 'Cargo version: 1.70.0', source: 'huggingface/text-generation-inference#804', startup: true },
    { line: '2024-03-06T17:53:22.336246Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0', source: 'huggingface/text-generation-inference#1627', detect: true, phase: 'loading_weights', role: 'rank=0' },
    { line: '2024-03-06T17:53:31.052367Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', source: 'huggingface/text-generation-inference#1627', detect: true, end: 'failed', wrapper: true },
    { line: '2024-03-06T17:53:31.052444Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 4 rank=0', source: 'huggingface/text-generation-inference#1627', detect: true, end: 'failed', cause: true, role: 'rank=0' },
    { line: 'Error: ShardCannotStart', source: 'huggingface/text-generation-inference#1627', detect: true, end: 'failed', wrapper: true },
    { line: '2024-03-06T17:53:31.149443Z ERROR text_generation_launcher: Shard 0 failed to start', source: 'huggingface/text-generation-inference#1627', detect: true, end: 'failed', wrapper: true },
    { line: '2024-03-06T17:53:31.149481Z  INFO text_generation_launcher: Shutting down shards', source: 'huggingface/text-generation-inference#1627', detect: true, end: 'stopped' },
    { line: '2025-03-13T08:36:37.262563Z  INFO text_generation_launcher: Args {', source: 'huggingface/text-generation-inference#3105', detect: true, phase: 'init', startup: true },
    { line: '    shard_uds_path: "/tmp/text-generation-server",', source: 'huggingface/text-generation-inference#3195', detect: true, phase: 'init' },
    { line: '    master_port: 29500,', source: 'opea-project/GenAIExamples#706', detect: true },
    { line: '    otlp_service_name: "text-generation-inference.router",', source: 'opea-project/GenAIExamples#706', detect: true },
    { line: '2024-09-25T15:04:30.371516Z  INFO text_generation_launcher: Server started at unix:///tmp/text-generation-server-3', source: 'huggingface/text-generation-inference#2572', detect: true, phase: 'weights_loaded' },
    { line: '2024-09-25T15:04:30.420621Z  INFO shard-manager: text_generation_launcher: Shard ready in 218.618910525s rank=4', source: 'huggingface/text-generation-inference#2572', detect: true, phase: 'weights_loaded', role: 'rank=4' },
    { line: '2025-03-13T08:37:54.657147Z  INFO shard-manager: text_generation_launcher: Waiting for shard to be ready... rank=1', source: 'huggingface/text-generation-inference#3105', detect: true, role: 'rank=1' },
    { line: '2023-07-13T13:36:28.050508Z  INFO text_generation_launcher: Starting shard 0', source: 'huggingface/text-generation-inference#606', detect: true, phase: 'loading_weights' },
    { line: '2024-08-09T12:44:39.179449Z  INFO text_generation_launcher: GPU does not support FP8, using Marlin FP8 kernel', source: 'huggingface/text-generation-inference#2388', detect: true, phase: 'loading_weights' },
    { line: '2023-08-26T23:55:53.111628Z  INFO text_generation_launcher: Using exllama kernels', source: 'huggingface/text-generation-inference#929', detect: true, phase: 'loading_weights' },
    { line: '2023-02-20T16:45:24.091665Z  INFO text_generation_launcher: Waiting for shard 0 to be ready...', source: 'huggingface/text-generation-inference#81', detect: true },
    { line: '2023-07-13T13:36:36.063775Z ERROR shard-manager: text_generation_launcher: Error when initializing model', source: 'huggingface/text-generation-inference#606', detect: true, end: 'failed', wrapper: true },
    { line: '> File "/opt/conda/lib/python3.9/site-packages/text_generation_server/server.py", line 124, in serve_inner', source: 'aws-samples/generative-ai-on-aws-immersion-day#13', detect: true, end: 'failed' },
    { line: '  File "/opt/conda/lib/python3.9/site-packages/text_generation_server/models/__init__.py", line 185, in get_model', source: 'huggingface/text-generation-inference#728', detect: true, end: 'failed' },
    { line: '2023-08-28T02:59:16.348752263-07:00 2023-08-28T09:59:16.348639Z  INFO download: text_generation_launcher: Starting download process.', source: 'huggingface/autotrain-advanced#232', detect: true },
    { line: 'Exit code: 1. Reason: :"backends/v3/src/client/mod.rs","line_number":45,"span":{"batch_id":"Some(69)","name":"clear_cache"},"spans":[{"batch_size":1,"name":"batch"},{"name":"prefill"},{"batch_id":"Some(69)","name":"clear_cache"},{"batch_id":"Some(69)","name":"clear_cache"}]}', source: 'huggingface/text-generation-inference#3317', detect: true, end: 'failed' },
    { line: '2023-12-15T07:11:11.868626Z  INFO text_generation_router: router/src/main.rs:246: Setting max batch total tokens to 16000', source: 'huggingface/text-generation-inference#1349', detect: true, phase: 'kv_cache' },
    { line: '2023-12-15T07:11:11.868630Z  INFO text_generation_router: router/src/main.rs:247: Connected', source: 'huggingface/text-generation-inference#1349', detect: true, phase: 'ready' },
    { line: '2025-05-29T20:53:17.636919Z ERROR text_generation_router::server: router/src/server.rs:902: Failed to send event. Receiver dropped.', source: 'huggingface/text-generation-inference#3248', detect: true, phase: 'ready' },
    { line: '2024-09-23T12:10:56.485234Z  INFO text_generation_router::server: router/src/server.rs:2477: Connected', source: 'huggingface/text-generation-inference#2534', detect: true, phase: 'ready' },
    { line: '2023-12-22T00:21:24.202169Z  INFO compat_generate{default_return_full_text=true}:generate{parameters=GenerateParameters { best_of: None, temperature: None, repetition_penalty: None, top_k: None, top_p: None, typical_p: None, do_sample: false, max_new_tokens: Some(40), return_full_text: Some(false), stop: [], truncate: None, watermark: false, details: true, decoder_input_details: false, seed: None, top_n_tokens: None } total_time="2.458150804s" validation_time="13.678487ms" queue_time="184.26µs" inference_time="2.444288229s" time_per_token="61.107205ms" seed="None"}: text_generation_router::server: router/src/server.rs:289: Success', source: 'huggingface/text-generation-inference#1374', detect: true, phase: 'ready' },
    { line: '  File "/usr/src/.venv/bin//text-generation-server", line 10, in <module>', source: 'huggingface/text-generation-inference#3272', detect: true },
    { line: '2024-09-23T12:11:41.494757Z ERROR batch{batch_size=1}:prefill:prefill{id=0 size=1}:prefill{id=0 size=1}: text_generation_router_v3::client: backends/v3/src/client/mod.rs:54: Server error: error trying to connect: No such file or directory (os error 2)', source: 'huggingface/text-generation-inference#2534', detect: true, end: 'failed', wrapper: true },
    { line: '2024-09-25T15:04:34.598137Z ERROR warmup{max_input_length=500 max_prefill_tokens=550 max_total_tokens=13107 max_batch_size=None}:warmup: text_generation_client: router/client/src/lib.rs:46: Server error: CANCELLED', source: 'huggingface/text-generation-inference#2572', detect: true, end: 'failed', wrapper: true },
    { line: "thread 'main' panicked at 'Unable to warmup model: Generation(\"Allocation on device 0 would exceed allowed memory. (out of memory)\\nCurrently allocated     : 16.08 GiB\\nRequested               : 4.83 GiB\\nDevice limit            : 22.20 GiB\\nFree (according to CUDA): 11.12 MiB\\nPyTorch limit (set by user-supplied memory fraction)\\n                        : 22.20 GiB\")', router/src/main.rs:216:18", source: 'huggingface/text-generation-inference#563', end: 'failed', cause: true },
    { line: "thread 'main' panicked at 'Could not connect to server: Connection(\"transport error\")', router/src/main.rs:163:18", source: 'huggingface/text-generation-inference#238', end: 'failed', cause: true },
    { line: '2023-07-07T17:55:43.805488Z ERROR text_generation_launcher: Webserver Crashed', source: 'huggingface/text-generation-inference#563', detect: true, end: 'failed', wrapper: true },
    { line: 'Error: WebserverFailed', source: 'huggingface/text-generation-inference#563', detect: true, end: 'failed', wrapper: true },
    { line: 'Error: WebServer(Warmup(Generation("CANCELLED")))', source: 'code corpus: TGI 2.2.0 on EC2 notes (store id 22190908935)', end: 'failed', wrapper: true },
    { line: 'Error: Backend(NotEnoughMemory(64))', source: 'huggingface/optimum-tpu#148', end: 'failed' },
    { line: '2023-08-28T12:11:04.958211Z ERROR text_generation_launcher: Method Warmup encountered an error.', source: 'huggingface/text-generation-inference#755', detect: true, end: 'failed', wrapper: true },
    { line: '2024-06-26T07:35:08.486443Z ERROR text_generation_launcher: Method Prefill encountered an error.', source: 'huggingface/text-generation-inference#2121', detect: true, phase: 'ready', wrapper: true },
    { line: '2023-08-31T14:49:37.724926Z  INFO text_generation_router: router/src/main.rs:210: Warming up model', source: 'huggingface/text-generation-inference#890', detect: true, phase: 'compile' },
    { line: '2025-07-22T11:18:12.724692Z  INFO text_generation_router_v3: backends/v3/src/lib.rs:125: Warming up model', source: 'huggingface/text-generation-inference#3301', detect: true, phase: 'compile' },
    { line: '2023-09-26T09:40:57.571196Z ERROR text_generation_launcher: Shard 0 failed to start:', source: 'opendatahub-io/caikit-tgis-serving#92', detect: true, end: 'failed', wrapper: true },
    { line: "2024-07-22T08:04:17.216548Z DEBUG text_generation_launcher: WARNING 07-22 08:04:17 ray_utils.py:46] Failed to import Ray with ModuleNotFoundError(\"No module named 'ray'\"). For distributed inference, please install Ray with `pip install ray`.", source: 'huggingface/text-generation-inference#2238', detect: true },
    { line: '2024-08-01T17:14:52.447085Z ERROR batch{batch_size=1}:prefill:prefill{id=79 size=1}:prefill{id=79 size=1}: text_generation_client: router/client/src/lib.rs:46: Server error: ', source: 'huggingface/text-generation-inference#2310', detect: true, wrapper: true },
    { line: '2024-03-30T14:16:55.598106565Z 2024-03-30T14:16:55.597709Z ERROR warmup{max_input_length=3000 max_prefill_tokens=4096 max_total_tokens=4096 max_batch_size=None}:warmup: text_generation_client: router/client/src/lib.rs:33: Server error: ', source: 'TrelisResearch/one-click-llms#5', detect: true, end: 'failed', wrapper: true },
    { line: 'RuntimeError: Not enough memory to handle 1024 prefill tokens. You need to decrease `--max-batch-prefill-tokens`', source: 'huggingface/text-generation-inference#755', cause: true },
    { line: '    raise SystemExit(code)', source: 'huggingface/text-generation-inference#1993' },
    { line: 'SystemExit: 1 rank=0', source: 'huggingface/text-generation-inference#1993', wrapper: true },
    { line: '2024-06-03T07:12:23.785971Z ERROR text_generation_launcher: Shard 0 crashed', source: 'huggingface/text-generation-inference#1993', detect: true, end: 'failed', wrapper: true },
    { line: '2024-06-03T07:12:23.786231Z  INFO text_generation_router::server: router/src/server.rs:1739: signal received, starting graceful shutdown', source: 'huggingface/text-generation-inference#1993', detect: true, end: 'stopped' },
    { line: '  File "/opt/conda/lib/python3.9/site-packages/text_generation_server/models/flash_causal_lm.py", line 753, in warmup', source: 'huggingface/text-generation-inference#755', detect: true },
    { line: '2023-09-12T10:26:35.806859Z  INFO text_generation_launcher: Args { ...... }', source: 'huggingface/text-generation-inference#1014', detect: true, phase: 'init', startup: true },
    { line: '{"timestamp":"2024-02-13T22:17:59.304895Z","level":"WARN","fields":{"message":"`trust_remote_code` is set. Trusting that model `/model` do not contain malicious code."},"target":"text_generation_launcher"}', source: 'huggingface/text-generation-inference#1559', detect: true },
    { line: '{"timestamp":"2024-02-13T22:17:59.304845Z","level":"INFO","fields":{"message":"Args { model_id: \\"/model\\", revision: None, validation_workers: 2, sharded: None, num_shard: None, quantize: Some(BitsandbytesFP4), speculate: None, dtype: None, trust_remote_code: true, max_concurrent_requests: 128, max_best_of: 2, max_stop_sequences: 4, max_top_n_tokens: 5, max_input_length: 3072, max_total_tokens: 4096, waiting_served_ratio: 1.2, max_batch_prefill_tokens: 4096, max_batch_total_tokens: None, max_waiting_tokens: 20, hostname: \\"0.0.0.0\\", port: 80, shard_uds_path: \\"/tmp/text-generation-server\\", master_addr: \\"localhost\\", master_port: 29500, huggingface_hub_cache: Some(\\"/data\\"), weights_cache_override: None, disable_custom_kernels: false, cuda_memory_fraction: 1.0, rope_scaling: None, rope_factor: None, json_output: true, otlp_endpoint: None, cors_allow_origin: [], watermark_gamma: None, watermark_delta: None, ngrok: false, ngrok_authtoken: None, ngrok_edge: None, tokenizer_config_pat', source: 'huggingface/text-generation-inference#1559', detect: true, phase: 'init', startup: true },
    { line: '{"timestamp":"2024-11-27T20:59:27.057718Z","level":"INFO","fields":{"message":"Waiting for shard to be ready..."},"target":"text_generation_launcher","span":{"rank":4,"name":"shard-manager"},"spans":[{"', source: 'intel/intel-extension-for-pytorch#737', detect: true, role: 'rank=4' },
    { line: '{"timestamp":"2025-08-29T14:40:17.288163Z","level":"ERROR","message":"Request failed during generation: Server error: error trying to connect: No such file or directory (os error 2)","target":"text_generation_router_v3::backend","filename":"backends/v3/src/backend.rs","line_number":546,"span":{"name":"send_error"},"spans":[{"parameters":"GenerateParameters { best_of: None, temperature: None, repetition_penalty: None, frequency_penalty: None, top_k: None, top_p: None, typical_p: None, do_sample: true, max_new_tokens: Some(4800), return_full_text: None, stop: [], truncate: None, watermark: false, details: true, decoder_input_details: false, seed: None, top_n_tokens: None, grammar: None, adapter_id: None }","name":"chat_completions"},{"name":"generate"},{"name":"generate_stream"},{"name":"schedule"},{"name":"infer"},{"name":"send_erro', source: 'huggingface/text-generation-inference#3317', detect: true, end: 'failed', wrapper: true },
    { line: '(text-generation-inference) tammosta@SEA-1801247735:~/text-generation-inference$ text-generation-launcher --env', source: 'huggingface/text-generation-inference#1451', detect: true },
    { line: "error: invalid value 'True' for '--disable-custom-kernels'", source: 'huggingface/text-generation-inference#1451', cause: true },
    { line: ': ArgumentValidation("`max_input_tokens`(65537) must be < `max_total_tokens`(65536)")', source: 'bytedance/UI-TARS#153', detect: true, end: 'failed', cause: true },
    { line: "For more information, try '--help'.", source: 'huggingface/text-generation-inference#1451', end: 'failed' },
    { line: "2025-05-26T10:46:34.691973Z ERROR batch{batch_size=1}:prefill:prefill{id=620 size=1}:prefill{id=620 size=1}: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: Unexpected <class 'RuntimeError'>: CUDA error: an illegal memory access was encountered", source: 'huggingface/text-generation-inference#2593', detect: true, end: 'failed', cause: true },
    { line: '2025-05-26T10:46:35.221647Z ERROR batch{batch_size=1}:prefill:prefill{id=622 size=1}:prefill{id=622 size=1}: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: error trying to connect: Connection refused (os error 111)', source: 'huggingface/text-generation-inference#2593', detect: true, end: 'failed', wrapper: true },
    { line: '2024-08-30T02:09:47.969705Z ERROR batch{batch_size=1}:prefill:clear_cache{batch_id=Some(76)}:clear_cache{batch_id=Some(76)}: text_generation_client: router/client/src/lib.rs:33: Server error: error trying to connect: Connection refused (os error 111)', source: 'huggingface/tgi-gaudi#216', detect: true, end: 'failed', wrapper: true },
    { line: '2023-10-25T12:24:19.123838Z ERROR batch{batch_size=1}:decode:decode{size=1}:decode{size=1}: text_generation_client: router/client/src/lib.rs:33: Server error: transport error', source: 'huggingface/text-generation-inference#1207', detect: true, end: 'failed', wrapper: true },
    { line: '2024-04-07T02:20:36.588030Z ERROR generate_stream{parameters=GenerateParameters { best_of: None, temperature: Some(0.8), repetition_penalty: None, frequency_penalty: Some(0.0), top_k: None, top_p: Some(0.96), typical_p: None, do_sample: true, max_new_tokens: Some(4096), return_full_text: None, stop: [], truncate: None, watermark: false, details: false, decoder_input_details: false, seed: None, top_n_tokens: None, grammar: None }}:async_stream:', source: 'huggingface/text-generation-inference#1712', wrapper: true },
    { line: '2025-07-27T06:16:40.717109Z  INFO text_generation_backends_trtllm: backends/trtllm/src/main.rs:293: Successfully retrieved tokenizer /models/llama-3.2-3b-instruct', source: 'huggingface/text-generation-inference#3304', detect: true },
    { line: '2024-05-27T11:52:11.862867Z  INFO lorax_launcher: Args { model_id: "microsoft/Phi-3-small-8k-instruct", adapter_id: None, source: "hub", default_adapter_source: None, adapter_source: "hub", revision: None, validation_workers: 2, sharded: None', source: 'predibase/lorax#489', detect: true, phase: 'init', startup: true },
    { line: '{"timestamp":"2025-04-02T05:56:29.502899Z","level":"ERROR","message":"Server error: No suitable kernel. h_in=256 h_out=1024 dtype=BFloat16","target":"lorax_client","filename":"router/client/src/lib.rs","line_number":38,"span":{"name":"warmup"},"spans":[{"max_input_length":4095,"max_prefill_tokens":4145,"max_total_tokens":4096,"name":"warmup"},{"name":"warmup"}]}', source: 'predibase/lorax#768', detect: true, end: 'failed' },
    { line: '2023-12-28T13:17:07.318704498Z [E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, Timeout(ms)=60000) ran for 69662 milliseconds before timing out.', source: 'huggingface/text-generation-inference#1383', end: 'failed', cause: true },
  ],
};
