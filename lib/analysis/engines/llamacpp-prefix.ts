import type { Level } from '@/lib/journal/types';
import type { EnginePrefix } from './types';

const LETTER_LEVEL: Record<string, Level> = { I: 'info', W: 'warning', E: 'error', D: 'debug' };
const WORD_LEVEL: Record<string, Level> = { INFO: 'info', WARN: 'warning', ERR: 'error', ERROR: 'error', DEBUG: 'debug', DBG: 'debug', VERB: 'debug' };

// common/log.cpp: the router's tag before a model instance's line it relays (`LOG("[%5d] %s", port, …)`: a port padded to
// five, `[46009] `, `[ 8081] `), then `M.SS.mmm.uuu L ` when timestamps are on (or `L ` alone).
const STAMPED = /^(?:\[ *(\d+)\] )?(?:(\d+\.\d\d\.\d{3}\.\d{3}) )?([IWED]) /;
const CHILD = /^\[ *\d+\] (?=\S)/;
// With timestamps off and no source tag (common's and ggml's own lines), the level letter stands before the function's
// name: `E load_backend: failed to find ggml_backend_init in …`, `I common_init_result: fitting params …`. A name with
// an underscore, which a sentence's second word (`I tried: …`) does not have.
const FUNCTION = /^[a-z][a-z0-9]*_\w*(?:\(\))?: /;
// tools/server: `srv    load_model: `, `slot launch_slot_: `, `que    start_loop: `, `cmn  common_param: `.
// A lambda's `__func__` is `operator()`: `srv    operator(): http client error: …`.
const SOURCE = /^(?:srv|slot|que|cmn|res|mtmd) +(?=\w+(?:\(\))?: )/;
// The server's text log format before 2024-10 (still in ik_llama.cpp): `INFO [   launch_slot_with_task] slot is processing task | tid=…`.
const BRACKETED = /^(INFO|WARN|ERR|ERROR|DEBUG|VERB) \[ *(\w+)\] /;
// Its server_log() pads the level to four (`"%4s [%24s] %s"`), so the three-letter one opens with a space: ` ERR [
// load_model] unable to load model | tid=…`.
const PADDED_ERR = /^ ERR \[ *\w+\] /;
// The same logs in JSON (`--log-format json`, the default then).
const JSON_LEVEL = /"level":"(\w+)"/;
const JSON_MSG = /"(?:msg|message)":"((?:[^"\\]|\\.)*)"/;

// A supervisor that relays the server's output behind its own stamp and tag (Lemonade: `2026-09-10 21:30:10.433 [Info] (Process) `,
// `docker compose logs` with its `[service]`): log.cpp's stamp and level still follow a closing bracket or bar.
const WRAPPED = /[\])|] (\d+\.\d\d\.\d{3}\.\d{3}) ([IWED]) /;
// The terminal's echo of Ctrl-C, which the server's next line (its shutdown notice) is printed after, on the same line.
const CTRL_C = /^(?:\^C)+/;
// The server's text format before 2024-10 behind a relaying program's own tag (`llama-server [falcon-7b:2048:6]: INFO [
// update_slots] all slots are idle | tid="…" timestamp=…`): its level and function in brackets after the tag's `: ` or `] `,
// its ` | tid="…" timestamp=` tail, which only this format prints, proving the line the server's.
const RELAYED_BRACKETED = /[\]:)|] (INFO|WARN|ERR|ERROR|DEBUG|VERB) \[ *\w+\] (?=.* \| tid="(?:\d+|0x[0-9a-f]+)" (?:timestamp|ts)=\d+)/;

// Android's logcat (`adb logcat`, its default threadtime format) before each line an app's llama.cpp logs through the log
// callback under the app's tag: `08-10 16:06:09.108 30852 30926 E LLama-android: llama_load_model_from_file: failed to load model`
// (date, time, pid, tid, priority letter, tag padded to width, `: `); bionic's own lines carry the tag `libc`.
const LOGCAT = /^\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} +(\d+) +\d+ ([VDIWEF]) [^:]*?: /;
const LOGCAT_LEVEL: Record<string, Level> = { V: 'debug', D: 'debug', I: 'info', W: 'warning', E: 'error', F: 'critical' };

// A program that relays its llama-server child's lines behind its own tag and an elapsed clock, both bracketed and unspaced
// (a Godot game's `[LLAMA][00:00:01:123] llm_load_tensors: …`): the line after them is the server's.
const TAG_CLOCK = /^\[[A-Za-z][\w.-]*\]\[\d\d:\d\d:\d\d[:.]\d{3}\] (?=\S)/;

// A supervisor that indents the lines of one record under its own stamp line (LM Studio: tabs before log.cpp's stamp).
const INDENTED_STAMP = /^[\t ]+(?=\d+\.\d\d\.\d{3}\.\d{3} [IWED] )/;

// A Go supervisor that relays its llama.cpp child's output through slog's text handler, every line at INFO and without a
// source (Docker Model Runner: `time=2026-03-03T21:36:20.133Z level=INFO msg="llama_model_load: error loading model: …"`):
// the line is the child's, its level says nothing of it. Ollama's own slog lines carry `source=` and are its prefix's.
const SLOG_RELAY = /^time=\S+ level=[A-Z]+ msg="((?:[^"\\]|\\.)*)"$/;

// Jan's llama.cpp extension logs each line its llama-server router prints behind a tag naming the stream (`log::info!("[llamacpp-router
// stdout] {}", line)`), and its log view puts the level before it: `INFO [llamacpp-router stdout] [45979] 0.00.116.142 I srv load_model: …`.
// The line after the tag is the server's own, a model instance's `[port] ` tag included. Its stderr reader tags without the
// stream's name (`log::info!("[llamacpp-router] {}", line)`): `[llamacpp-router] dyld[87281]: Library not loaded: …`.
const STREAM_RELAY = /^(?:(?:INFO|WARN|ERROR|DEBUG|TRACE) )?\[(?:llamacpp-router|[\w.-]+ std(?:out|err))\] (?=\S)/;

// cortex.cpp (Jan's engine host before 0.6) logs through trantor, and its llama engine hands llama.cpp's log lines to it:
// `20250430 21:55:01.443740 UTC 8354 ERROR llama_model_load: error loading model: …` (date, time, `UTC`, thread id, the level
// padded to five), trantor's ` - llama_engine.cc:533` after the message, on the next line when the message ended in a newline.
const TRANTOR = /^\d{8} \d\d:\d\d:\d\d\.\d{6} UTC \d+ (TRACE|DEBUG|INFO|WARN|ERROR|FATAL) +(?=\S)/;
const TRANTOR_LEVEL: Record<string, Level> = { TRACE: 'debug', DEBUG: 'debug', INFO: 'info', WARN: 'warning', ERROR: 'error', FATAL: 'critical' };

// First letters of the source tags: s(rv|lot), q(ue), c(mn), r(es), m(tmd).
const SOURCE_FIRST = new Set([115, 113, 99, 114, 109]);

function stripSource(text: string): string {
  const source = SOURCE_FIRST.has(text.charCodeAt(0)) ? SOURCE.exec(text) : null;
  return source === null ? text : text.slice(source[0].length);
}

/**
 * llama.cpp's own line prefixes: log.cpp's stamp and level letter, the server's source tags, and its two older formats; also
 * behind a supervisor's own prefix or indentation, or the terminal's `^C`.
 */
export function llamacppPrefix(message: string): EnginePrefix | null {
  const own = ownPrefix(message);
  if (own !== null) return own;
  const first = message.charCodeAt(0);
  if (first === 73 || first === 87 || first === 69 || first === 68 || first === 84 || first === 91) {
    const relay = STREAM_RELAY.exec(message);
    if (relay !== null) {
      const text = message.slice(relay[0].length);
      return ownPrefix(text) ?? { text: stripSource(text), role: null, level: null, stamp: null };
    }
  }
  if (first === 116) {
    const relayed = SLOG_RELAY.exec(message);
    if (relayed === null) return null;
    const text = relayed[1]!.replace(/\\(.)/g, '$1');
    return ownPrefix(text) ?? { text: stripSource(text), role: null, level: null, stamp: null };
  }
  if (first === 94) {
    const ctrlC = CTRL_C.exec(message);
    return ctrlC === null ? null : ownPrefix(message.slice(ctrlC[0].length));
  }
  if (first === 9 || first === 32) {
    const indent = INDENTED_STAMP.exec(message);
    if (indent !== null) return ownPrefix(message.slice(indent[0].length));
    const padded = PADDED_ERR.exec(message);
    return padded === null ? null : { text: message.slice(padded[0].length), role: null, level: 'error', stamp: null };
  }
  if (message.includes(' | tid="')) {
    const relayed = RELAYED_BRACKETED.exec(message);
    if (relayed !== null) return { text: message.slice(relayed.index + relayed[0].length), role: null, level: WORD_LEVEL[relayed[1]!] ?? null, stamp: null };
  }
  // A supervisor's prefix opens with its stamp or its bracketed name; other lines (a traceback's) are not searched.
  if (!((first >= 48 && first <= 57) || first === 91)) return null;
  if (message.charCodeAt(2) === 45) {
    const logcat = LOGCAT.exec(message);
    if (logcat !== null) {
      const text = message.slice(logcat[0].length);
      return { ...(ownPrefix(text) ?? { text: stripSource(text), role: null, level: null, stamp: null }), level: LOGCAT_LEVEL[logcat[2]!] ?? null, pid: Number(logcat[1]) };
    }
  }
  if (message.charCodeAt(8) === 32) {
    const trantor = TRANTOR.exec(message);
    // Not nitro's (cortex's 2023 predecessor) JSON copy of the server's log, which it wrote to a block-buffered stdout: printed
    // out of order with its stderr (a `build info` after the failed load), those lines would read as a new start.
    if (trantor !== null && message.charCodeAt(trantor[0].length) !== 123) {
      const text = message.slice(trantor[0].length);
      return { ...(ownPrefix(text) ?? { text: stripSource(text), role: null, level: null, stamp: null }), level: TRANTOR_LEVEL[trantor[1]!] ?? null, hosted: true };
    }
  }
  if (first === 91) {
    const tagClock = TAG_CLOCK.exec(message);
    if (tagClock !== null) {
      const text = message.slice(tagClock[0].length);
      return ownPrefix(text) ?? { text: stripSource(text), role: null, level: null, stamp: null };
    }
  }
  const wrapped = WRAPPED.exec(message);
  if (wrapped === null) return null;
  return { text: stripSource(message.slice(wrapped.index + wrapped[0].length)), role: null, level: LETTER_LEVEL[wrapped[2]!] ?? null, stamp: wrapped[1]! };
}

function ownPrefix(message: string): EnginePrefix | null {
  const first = message.charCodeAt(0);
  if ((first >= 48 && first <= 57) || first === 91 || first === 73 || first === 87 || first === 69 || first === 68) {
    const stamped = STAMPED.exec(message);
    if (stamped !== null && (stamped[1] !== undefined || stamped[2] !== undefined || SOURCE.test(message.slice(stamped[0].length)) || FUNCTION.test(message.slice(stamped[0].length)))) {
      const own: EnginePrefix = { text: stripSource(message.slice(stamped[0].length)), role: null, level: LETTER_LEVEL[stamped[3]!] ?? null, stamp: stamped[2] ?? null };
      if (stamped[1] !== undefined) own.child = true;
      return own;
    }
    const bracketed = BRACKETED.exec(message);
    if (bracketed !== null) return { text: message.slice(bracketed[0].length), role: null, level: WORD_LEVEL[bracketed[1]!] ?? null, stamp: null };
    // A router's child with timestamps off prints no level letter either: `[46009] /…/fattn.cu:579: fatal error`.
    const child = first === 91 ? CHILD.exec(message) : null;
    if (child !== null) return { text: stripSource(message.slice(child[0].length)), role: null, level: null, stamp: null, child: true };
    return null;
  }
  if (first === 123) {
    const msg = JSON_MSG.exec(message);
    if (msg === null || !message.includes('"function":')) return null;
    const level = JSON_LEVEL.exec(message)?.[1]?.toUpperCase();
    return { text: msg[1]!.replace(/\\(.)/g, '$1'), role: null, level: (level && WORD_LEVEL[level]) || null, stamp: null };
  }
  if (SOURCE_FIRST.has(first)) {
    const source = SOURCE.exec(message);
    if (source !== null) return { text: message.slice(source[0].length), role: null, level: null, stamp: null };
  }
  return null;
}
