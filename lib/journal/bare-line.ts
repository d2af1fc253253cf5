import { cleanTerminalText } from './clean-message';
import { isoMicros, RFC3339_PREFIX } from './line-shapes';
import { type SternTarget, sternLine } from './stern-prefix';
import { parseVllmLine } from './vllm-prefix';
import { datedViewRow } from './dated-view-row';

/** A line of bare output with what the container runtime put before the process's own text. */
export interface BareLine {
  /** What the process printed. */
  text: string;
  /** The `docker compose logs` service (`vllm-1` of `vllm-1  | …`), a collector's or `kubectl logs --prefix`'s pod name, or null. */
  service: string | null;
  /** Epoch µs of a `docker logs -t` / `kubectl logs --timestamps` / `podman logs -t` or collector prefix, or null. */
  containerTs: number | null;
  /** The syslog priority a Python logging prefix named (`ERROR` → 3), when one was taken off. */
  priority?: number;
  /** The logger a Python logging prefix named (`vllm.v1.engine.core_client`, `__main__`), when one was taken off. */
  logger?: string;
  /** The `module.function` Dynamo's relay named in place of the engine's own source (`engine.run_mp_engine`), when one was taken off. */
  relayTarget?: string;
}

/** `identifier` of an entry whose line is a shell prompt starting a server: the interpreter opens a new attempt there. */
export const SHELL_IDENTIFIER = 'shell';

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAlnum(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A character of a service's name: letters, digits, `_`, `.` and `-`. */
function isNameChar(c: number): boolean {
  return isAlnum(c) || c === 95 || c === 46 || c === 45;
}

/** Index after the spaces from `i`, a bar and the space after it (or the line's end there), or -1. */
function barEnd(line: string, i: number): number {
  while (line.charCodeAt(i) === 32) i++;
  if (line.charCodeAt(i) !== 124) return -1;
  if (i + 1 === line.length) return i + 1;
  return line.charCodeAt(i + 1) === 32 ? i + 2 : -1;
}

/** Index after a log viewer's `  | ` gutter (spaces, a bar, a space) copied with each row, or -1; a table row starts at the bar. */
function gutterEnd(line: string): number {
  return line.charCodeAt(0) === 32 ? barEnd(line, 0) : -1;
}

/** Index after `name  | ` (compose pads the service name with spaces) or a nameless `  | ` gutter, or -1. A coloured prefix must be cleaned first. */
export function composePrefixEnd(line: string): number {
  const first = line.charCodeAt(0);
  if (first === 32) return gutterEnd(line);
  if (first === 91) {
    const runner = runnerIndexEnd(line);
    return runner !== -1 ? runner : bracketedServiceEnd(line);
  }
  if (!isAlnum(first)) return -1;
  let i = 1;
  for (;;) {
    const c = line.charCodeAt(i);
    if (isNameChar(c)) i++;
    // `pm2 logs` names an app by its id and name (`0|pv_scheduler  | …`, lib/API/Log.js): a number, a bar, then the name.
    else if (c === 124 && isAlnum(line.charCodeAt(i + 1)) && /^\d+$/.test(line.slice(0, i))) i++;
    else break;
  }
  return line.charCodeAt(i) === 32 ? barEnd(line, i) : -1;
}

/**
 * Index after a process runner's `[1] ` (concurrently and its kin number the commands they run; janhq/cortex.cpp#45), or -1.
 * Taken off, like a compose prefix, only when most lines carry it: a lone `[1] 846` is a shell's job notice.
 */
function runnerIndexEnd(line: string): number {
  let i = 1;
  while (i < 4 && isDigit(line.charCodeAt(i))) i++;
  if (i === 1 || line.charCodeAt(i) !== 93) return -1;
  if (i + 1 === line.length) return i + 1;
  return line.charCodeAt(i + 1) === 32 ? i + 2 : -1;
}

// A logger's own `[LEVEL] | ` column is no service name.
const LEVEL_NAMES = new Set(['INFO', 'WARN', 'WARNING', 'ERROR', 'DEBUG', 'TRACE', 'CRITICAL', 'FATAL', 'NOTICE']);

/**
 * Index after podman-compose's `[service] | ` (its `up` prints each container's lines behind the service name in brackets,
 * padded to the longest name's width, then a bar: `[tgi]         | …`), or -1.
 */
function bracketedServiceEnd(line: string): number {
  let i = 1;
  while (isNameChar(line.charCodeAt(i))) i++;
  if (i === 1 || line.charCodeAt(i) !== 93 || line.charCodeAt(i + 1) !== 32) return -1;
  if (LEVEL_NAMES.has(line.slice(1, i).toUpperCase())) return -1;
  return barEnd(line, i + 1);
}

/** The service a compose prefix names: `vllm-1` of `vllm-1  | `, `tgi` of podman-compose's `[tgi] | `. */
function composeService(line: string): string {
  const name = line.slice(0, line.indexOf(' '));
  return name.charCodeAt(0) === 91 && runnerIndexEnd(line) === -1 ? name.slice(1, -1) : name;
}

/** True when at least half of the first non-blank lines carry a compose prefix (colour codes ignored): only then is one taken off. */
export function looksLikeCompose(lines: readonly string[], sample = 50): boolean {
  let seen = 0;
  let prefixed = 0;
  for (let i = 0; i < lines.length && seen < sample; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    seen++;
    if (composePrefixEnd(cleanTerminalText(line)) !== -1) prefixed++;
  }
  return seen > 0 && prefixed * 2 >= seen;
}

const TRACING_LEVELS = [' INFO ', ' WARN ', 'ERROR ', 'DEBUG ', 'TRACE '];

/**
 * The Rust `tracing` level field (padded to five) that TGI prints after its own ISO stamp. A target never starts with a digit:
 * `ERROR 05-11 11:39:27 …` behind a container's stamp is vLLM's level and stamp.
 */
function tracingLevelAt(s: string, i: number): boolean {
  for (const level of TRACING_LEVELS) if (s.startsWith(level, i)) return !isDigit(s.charCodeAt(i + level.length));
  return false;
}

// A log collector's `[2025-01-08 15:00:27] pod-name >> ` before each line (vllm-project/vllm#11834), in the collector's local time.
const COLLECTOR_PREFIX = /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] ([\w.-]+) >>(?: |$)/;

// `kubectl logs --prefix`: `[pod/vllm-7d9f5c-x2k4/vllm] …` (pod and container names are DNS labels); a new pod is a new run.
// Before an empty line the prefix's space is trailing blank, which a paste drops.
export const KUBECTL_PREFIX = /^\[pod\/([a-z0-9][-a-z0-9.]*)\/[a-z0-9][-a-z0-9]*\](?: |$)/;
// A desktop app or sidecar manager (Node's child_process) that relays what its server child writes, one `data` chunk at a time:
// `[SglangSidecar]: 2025-02-07T21:37:23.710Z 1 stderr: <chunk>` (sgl-project/sglang#3385) names the child, stamps the relay
// time, the child's pid and the stream it read. Only the chunk's first line carries it; the text after it is the child's line.
const CHUNK_RELAY_PREFIX = /^\[[A-Za-z][\w .-]{0,40}\]: (\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d) \d+ std(?:out|err): /;

function chunkRelay(text: string): RegExpExecArray | null {
  return text.charCodeAt(0) === 91 && text.indexOf(']: ') !== -1 ? CHUNK_RELAY_PREFIX.exec(text) : null;
}

/** The text behind a sidecar's chunk relay, the same text when there is none. */
function withoutChunkRelay(text: string): string {
  const relay = chunkRelay(text);
  return relay === null ? text : text.slice(relay[0].length);
}

// Ray colours its `(RayWorkerWrapper pid=N)` tag, vLLM its worker tags bold (`[1;36m`) and resets with `[0;0m`
// (vllm/utils `_add_prefix`); a paste that lost the ESC bytes keeps `[36m(…)`, `[1;36m(…)[0;0m` or ` [36m(…) [0m `.
const LOST_COLOUR_TAG = /^ ?\[(?:\d;)?\d{1,2}m(\([^()]*\)) ?(?:\[0(?:;0)?m)? ?/;

function withoutLostColour(text: string): string {
  const first = text.charCodeAt(0);
  if (!(first === 91 && isDigit(text.charCodeAt(1))) && !(first === 32 && text.charCodeAt(1) === 91)) return text;
  const m = LOST_COLOUR_TAG.exec(text);
  return m === null ? text : `${m[1] as string} ${text.slice(m[0].length)}`;
}

// A wrapper's prefix is short: a container's name, a launcher's stamp and level.
const MAX_WRAPPER_PREFIX = 80;

/**
 * Index of vLLM's `(Role pid=N)` tag behind what a log tool or launcher put before it, or -1: a container's name
 * (kserve/kserve#4657: `kserve-container (EngineCore_0 pid=58) …`), a launcher that re-logs its child
 * (lemonade-sdk/vllm-rocm#5: `2026-06-09 14:01:54.604 [Info] (Process) (APIServer pid=42406) …`).
 */
function wrapperPrefixEnd(text: string): number {
  if (text.charCodeAt(0) === 40) return -1;
  const pid = text.indexOf(' pid=');
  if (pid === -1 || pid > MAX_WRAPPER_PREFIX + 64) return -1;
  const open = text.lastIndexOf('(', pid);
  if (open < 2 || open > MAX_WRAPPER_PREFIX || text.charCodeAt(open - 1) !== 32) return -1;
  return parseVllmLine(text.slice(open))?.role != null ? open : -1;
}

const DNS_LABEL = /^[a-z0-9][-a-z0-9.]*$/;
// stern's default template (and `kubectl logs` wrappers like it) puts `<pod> <container> ` before every line: the pod names the
// server (each pod is its own server process; its container's name repeats across pods), so the pod is the line's service.
const POD_AND_CONTAINER = /^([a-z0-9][-a-z0-9.]*) [a-z0-9][-a-z0-9]*$/;

/** The service a log tool's prefix names: a lone container's or pod's name, or a pod of `<pod> <container>`. */
function prefixService(name: string): string | null {
  if (DNS_LABEL.test(name)) return name;
  return POD_AND_CONTAINER.exec(name)?.[1] ?? null;
}

/**
 * Takes off a compose prefix (when `compose`) or stern's (of the containers its marks named), colour codes that lost their ESC,
 * a container time stamp, and what a log tool or launcher put before vLLM's tag; an engine's own stamp (TGI) stays in the text.
 */
export function splitBareLine(line: string, compose: boolean, offsetMs = 0, stern: readonly SternTarget[] = []): BareLine {
  const tailed = stern.length > 0 ? sternLine(line, stern) : null;
  if (tailed !== null) return { ...splitBareLine(tailed.text, false, offsetMs), service: tailed.pod };
  const bare = splitContainerPrefix(line, compose, offsetMs);
  const wrapped = wrapperPrefixEnd(bare.text);
  if (wrapped === -1) return bare;
  const name = bare.text.slice(0, wrapped - 1);
  return { ...bare, text: bare.text.slice(wrapped), service: bare.service ?? prefixService(name) };
}

// Google Cloud Logging's console (GKE, Cloud Run, Vertex AI) copied row by row: the entry's severity, its time in UTC with
// nanoseconds, the payload (`INFO 2024-03-20T12:09:07.685051946Z …`; triton-inference-server/server#7016). For a container's
// output the severity is its stream's (stdout INFO, stderr ERROR), not the line's; `{}` is an entry with an empty payload.
const CLOUD_LOGGING_PREFIX = /^(?:DEFAULT|DEBUG|INFO|NOTICE|WARNING|ERROR|CRITICAL|ALERT|EMERGENCY) (\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(Z)(?: |$)/;

// Logs Explorer's summary fields, which the user adds to each row after its time: one `[<field path>: <value>] ` chip per field
// (`INFO 2025-11-19T20:16:36.096625454Z [resource.labels.containerName: vllm] (EngineCore_DP0 pid=270) ERROR …`;
// vllm-project/vllm#29049). The console's, not the container's: the payload starts after them. A field path is dotted.
const SUMMARY_CHIPS = /^(?:\[[A-Za-z_]\w*(?:\.[\w"/-]+)+: [^\]]*\] )+/;
const CHIP_NAMES = /\[resource\.labels\.(?:pod_name|podName|container_name|containerName): ([^\]]+)\]/g;

/** The pod a row's summary chips name, else its container: the server the row is from. */
function chipService(chips: string): string | null {
  let pod: string | null = null;
  let container: string | null = null;
  for (const m of chips.matchAll(CHIP_NAMES)) {
    if (/pod/i.test(m[0])) pod = m[1] as string;
    else container = m[1] as string;
  }
  const name = pod ?? container;
  return name !== null && DNS_LABEL.test(name) ? name : null;
}

function cloudLoggingRow(line: string): BareLine | null {
  const first = line.charCodeAt(0);
  if (first < 65 || first > 87) return null;
  const m = CLOUD_LOGGING_PREFIX.exec(line);
  if (m === null) return null;
  let text = line.slice(m[0].length);
  const chips = text.charCodeAt(0) === 91 ? SUMMARY_CHIPS.exec(text) : null;
  if (chips !== null) text = text.slice(chips[0].length);
  const service = chips === null ? null : chipService(chips[0]);
  return { text: text === '{}' ? '' : withoutLostColour(text), service, containerTs: plausible(isoMicros(m, 1)) };
}

// Cloud Logging's console shows an expanded entry as its LogEntry fields, one `name: value` a line (`insertId: "…"`,
// `logName: "…/logs/run.googleapis.com%2Fstderr"`, `timestamp: "…"`): a container's line is the `textPayload` string, quoted with
// `\"` and `\\` escapes (googlecodelabs/feedback#1825, Cloud Run). The other fields are the console's; the entry's time is a field
// of its own on a later line, so none is taken here.
const TEXT_PAYLOAD_FIELD = /^textPayload: "((?:[^"\\]|\\.)*)"$/;

function textPayloadField(line: string): BareLine | null {
  if (line.charCodeAt(0) !== 116 || !line.startsWith('textPayload: "')) return null;
  const m = TEXT_PAYLOAD_FIELD.exec(line);
  return m === null ? null : { text: m[1]!.replace(GO_ESCAPE, (_, c: string) => GO_ESCAPED[c]!), service: null, containerTs: null };
}

// Modal's dashboard log view copied row by row (modal-labs/modal-examples#1154): the viewer's local date with no year, two
// spaces, the time with milliseconds, a column bar, then the container's line (`May 01  14:38:18.434 | INFO 05-01 12:38:19 …`).
// No year, so no time is taken from it; the line keeps its own stamp.
export const MODAL_VIEW_STAMP = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d\d {2}\d\d:\d\d:\d\d\.\d{3} \| `;
const MODAL_VIEW_ROW = new RegExp(`^${MODAL_VIEW_STAMP}`);

function modalViewRow(line: string): BareLine | null {
  const first = line.charCodeAt(0);
  if (first < 65 || first > 83 || line.charCodeAt(6) !== 32 || line.charCodeAt(7) !== 32) return null;
  const m = MODAL_VIEW_ROW.exec(line);
  return m === null ? null : { text: withoutLostColour(line.slice(m[0].length)), service: null, containerTs: null };
}

// Docker Desktop's container log view copied row by row (WSL2 hosts): its local date and time with milliseconds, a column
// bar, then the container's line (`2026-04-19 12:09:18.295 | (APIServer pid=1) INFO 04-19 10:09:18 …`). Loguru's default
// format has the same stamp but a padded level and a second bar after it (`… 03:12:20.499 | INFO     | name:fn:80 - …`):
// that line is the logger's own, kept whole.
const DESKTOP_VIEW_ROW = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{3}) \| (?!(?:TRACE|DEBUG|INFO|SUCCESS|WARNING|ERROR|CRITICAL) *\|)/;

function desktopViewRow(line: string, offsetMs: number): BareLine | null {
  if (line.charCodeAt(10) !== 32 || line.charCodeAt(23) !== 32 || line.charCodeAt(24) !== 124) return null;
  const m = DESKTOP_VIEW_ROW.exec(line);
  if (m === null) return null;
  return { text: withoutLostColour(line.slice(m[0].length)), service: null, containerTs: plausible(wallMicros(m) - offsetMs * 1000) };
}

function splitContainerPrefix(line: string, compose: boolean, offsetMs: number): BareLine {
  const cloud = cloudLoggingRow(line);
  if (cloud !== null) return cloud;
  const modal = modalViewRow(line);
  if (modal !== null) return modal;
  const dated = datedViewRow(line, offsetMs);
  if (dated !== null) return dated;
  const payload = textPayloadField(line);
  if (payload !== null) return payload;
  const desktop = isDigit(line.charCodeAt(0)) ? desktopViewRow(line, offsetMs) : null;
  if (desktop !== null) return desktop;
  let text = line;
  let service: string | null = null;
  if (line.charCodeAt(0) === 91) {
    const collected = COLLECTOR_PREFIX.exec(line);
    if (collected !== null) {
      const wall = sglangWallMicros(line);
      return { text: withoutLostColour(line.slice(collected[0].length)), service: collected[1] as string, containerTs: wall === null ? null : plausible(wall - offsetMs * 1000) };
    }
    const relay = chunkRelay(line);
    if (relay !== null) return { text: withoutLostColour(line.slice(relay[0].length)), service: null, containerTs: plausible(isoMicros(relay, 1)) };
    const pod = line.startsWith('[pod/') ? KUBECTL_PREFIX.exec(line) : null;
    if (pod !== null) {
      service = pod[1] as string;
      text = line.slice(pod[0].length);
    }
  }
  // A nameless `  | ` gutter: a log viewer's row, not a compose service's.
  let gutter = false;
  if (compose) {
    const end = composePrefixEnd(line);
    if (end !== -1) {
      if (line.charCodeAt(0) !== 32) service = composeService(line);
      else gutter = true;
      text = line.slice(end);
    }
  }
  text = withoutLostColour(text);
  let containerTs: number | null = null;
  // The sidecar's relay behind a log tool's prefix (`kubectl logs --prefix`): its stamp times the line.
  const relayed = service !== null || gutter ? chunkRelay(text) : null;
  if (relayed !== null) return { text: withoutLostColour(text.slice(relayed[0].length)), service, containerTs: plausible(isoMicros(relayed, 1)) };
  const stamped = text;
  // A CI runner's `[2024-09-05T00:38:34Z] ` before each line of the job's output (vllm-project/vllm#8204).
  if (text.charCodeAt(0) === 91 && isDigit(text.charCodeAt(1))) {
    const ci = CI_STAMP.exec(text);
    if (ci !== null) return { text: withoutLostColour(text.slice(ci[0].length)), service, containerTs: plausible(isoMicros(ci, 1)) };
  }
  // Buildkite's stamp before each line of a job's output is an APC, `ESC _bk;t=<epoch ms> BEL`; a copy from its web view keeps
  // only `bk;t=<ms>` (vllm-project/vllm#47972): the stamp times the line, the job's own text follows.
  if (text.charCodeAt(0) === 98) {
    const bk = BUILDKITE_STAMP.exec(text);
    if (bk !== null) return { text: withoutLostColour(text.slice(bk[0].length)), service, containerTs: plausible(Number(bk[1]) * 1000) };
  }
  if (isDigit(text.charCodeAt(0))) {
    const stamp = RFC3339_PREFIX.exec(text);
    const relayed = stamp !== null && text.charCodeAt(stamp[0].length) === 32 ? supervisorRelay(text, stamp[0].length) : null;
    const python = stamp !== null && relayed === null ? pythonTracingRelayed(text, stamp) : null;
    if (python !== null) return { text: python.text, service, containerTs: python.ts, priority: python.priority, relayTarget: python.target };
    if (stamp !== null && relayed !== null) {
      // The child's own line behind its supervisor's tracing record: the supervisor's stamp times it.
      containerTs = plausible(isoMicros(stamp, 1));
      text = text.slice(stamp[0].length + relayed[0].length);
    } else if (stamp !== null && !tracingLevelAt(text, stamp[0].length)) {
      containerTs = plausible(isoMicros(stamp, 1));
      text = text.slice(stamp[0].length);
      // A log console's table copied row by row (CloudWatch: `  | <time> | <message>`): the bar after the time is its column's.
      if (gutter && text.charCodeAt(0) === 124 && (text.length === 1 || text.charCodeAt(1) === 32)) text = text.slice(2);
      // A Kubernetes node's container log file (CRI): `<time> stdout F <text>`, P for a part of a longer line.
      if (CRI_STREAM.test(text)) text = text.slice(CRI_STREAM_LENGTH);
      // A runner's or harness's own stamp behind the runtime's (a CI job's output under GitHub Actions' stamp).
      text = withoutChunkRelay(withoutCiStamp(text));
    }
    text = withoutBackendRelay(text);
    // Dynamo's relay behind the container's stamp (whose time is the better one).
    const inner = containerTs !== null && isDigit(text.charCodeAt(0)) ? pythonTracingRelayed(text, RFC3339_PREFIX.exec(text)) : null;
    if (inner !== null) return { text: inner.text, service, containerTs, priority: inner.priority, relayTarget: inner.target };
    // A wrapper's Python logging prefix, also behind the container's stamp (whose UTC time is the better one).
    const logged = isDigit(text.charCodeAt(0)) ? pythonLoggingPrefix(text) : null;
    if (logged !== null) {
      // Ray's prefix names a source file (`worker.py`), not a logger or a service.
      if (isRayPrefix(logged)) return { text: text.slice(logged[0].length), service, containerTs: containerTs ?? loggedMicros(logged, offsetMs), priority: PYTHON_LEVEL_PRIORITY[logged[9] as string]! };
      const logger = logged[8] as string;
      return { text: text.slice(logged[0].length), service: service ?? logger, containerTs: containerTs ?? loggedMicros(logged, offsetMs), priority: PYTHON_LEVEL_PRIORITY[logged[9] as string]!, logger };
    }
    const piped = isDigit(text.charCodeAt(0)) ? STREAM_LOGGER_PREFIX.exec(text) : null;
    if (piped !== null) return { text: text.slice(piped[0].length), service, containerTs: containerTs ?? plausible(wallMicros(piped) - offsetMs * 1000) };
    // Docker Desktop's log view (and a plain `%Y-%m-%d %H:%M:%S ` logging format) before each line: a local wall time.
    const desktop = plainWallStamp(text);
    if (desktop !== null) return { text: withoutLostColour(text.slice(desktop[0].length)), service, containerTs: containerTs ?? plausible(wallMicros(desktop) - offsetMs * 1000) };
  }
  // The process's own colour codes come after the runtime's stamp (`docker logs -t`).
  return { text: text === stamped ? text : withoutLostColour(text), service, containerTs };
}

/** What a wrapper put inside a journal message before the server's own text; the journal's own fields time and name the line. */
export interface MessageWrapper {
  text: string;
  priority: number | null;
  logger: string | null;
  /** Dynamo's relay target (`module.function`), as BareLine's, when one was taken off. */
  relayTarget?: string;
}

/**
 * Takes off what a launcher or wrapper put before the server's text inside one journal message, as bare output loses it: a
 * runner's `[ISO] ` stamp, a Python logging re-log prefix (allenai/olmocr#105), colour codes that lost their ESC, a name before
 * vLLM's tag. No engine prints a bracketed RFC 3339 stamp of its own (SGLang's has a space, not a `T`). Null when there is none
 * (most lines: nothing is allocated for them).
 */
export function splitMessageWrapper(message: string): MessageWrapper | null {
  let text = withoutChunkRelay(withoutBackendRelay(withoutCiStamp(withoutLostColour(message))));
  let priority: number | null = null;
  let logger: string | null = null;
  let relayTarget: string | undefined;
  const python = isDigit(text.charCodeAt(0)) ? pythonTracingRelayed(text, RFC3339_PREFIX.exec(text)) : null;
  if (python !== null) {
    text = python.text;
    priority = python.priority;
    relayTarget = python.target;
  }
  const logged = isDigit(text.charCodeAt(0)) ? pythonLoggingPrefix(text) : null;
  if (logged !== null) {
    text = withoutLostColour(text.slice(logged[0].length));
    logger = isRayPrefix(logged) ? null : (logged[8] as string);
    priority = PYTHON_LEVEL_PRIORITY[logged[9] as string]!;
  }
  const piped = logged === null && isDigit(text.charCodeAt(0)) ? STREAM_LOGGER_PREFIX.exec(text) : null;
  if (piped !== null) text = withoutLostColour(text.slice(piped[0].length));
  const desktop = logged === null && piped === null ? plainWallStamp(text) : null;
  if (desktop !== null) text = withoutLostColour(text.slice(desktop[0].length));
  const wrapped = wrapperPrefixEnd(text);
  if (wrapped !== -1) text = text.slice(wrapped);
  if (text === message) return null;
  return relayTarget === undefined ? { text, priority, logger } : { text, priority, logger, relayTarget };
}

function withoutCiStamp(text: string): string {
  if (text.charCodeAt(0) !== 91 || !isDigit(text.charCodeAt(1))) return text;
  const ci = CI_STAMP.exec(text);
  return ci === null ? text : text.slice(ci[0].length);
}

// LocalAI runs llama.cpp (and other backends) as a gRPC child and re-logs each line it prints as
// `10:10AM DBG GRPC(<model>-127.0.0.1:45957): stderr <line>` (mudler/LocalAI#771, #4354, #5216): the text is the backend's.
const BACKEND_RELAY = /^\d{1,2}:\d\d[AP]M DBG GRPC\(\S+:\d+\): std(?:out|err)(?: |$)/;

// Since LocalAI logs through xlog (slog's text handler: `Mon DD HH:MM:SS LEVEL msg key=value … caller={…} `), pkg/model/process.go
// relays each line as `xlog.Debug("GRPC stderr", "id", <model>-<addr>, "line", <line>)` (`GRPC stdout` likewise), the line a
// Go-quoted value (dirge-code/dirge#745): the text is the backend's, unquoted.
const XLOG_BACKEND_RELAY = /^(?:[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d )?DEBUG GRPC std(?:out|err) id="(?:[^"\\]|\\.)*" line="((?:[^"\\]|\\.)*)"(?: caller=\{[^}]*\})? ?$/;
const GO_ESCAPE = /\\(["\\tnr])/g;
const GO_ESCAPED: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', t: '\t', n: '\n', r: '\r' };

function withoutXlogRelay(text: string): string {
  // The cheap gate: the handler's stamp (`Aug 05 15:27:04 `) or none, then the relay's message.
  const at = text.charCodeAt(3) === 32 && text.charCodeAt(15) === 32 ? 16 : 0;
  if (!text.startsWith('DEBUG GRPC std', at)) return text;
  const relay = XLOG_BACKEND_RELAY.exec(text);
  return relay === null ? text : relay[1]!.replace(GO_ESCAPE, (_, c: string) => GO_ESCAPED[c]!);
}

function withoutBackendRelay(text: string): string {
  if (!isDigit(text.charCodeAt(0)) || (text.charCodeAt(1) !== 58 && text.charCodeAt(2) !== 58)) return withoutXlogRelay(text);
  const relay = BACKEND_RELAY.exec(text);
  return relay === null ? text : text.slice(relay[0].length);
}

// Tabby runs llama-server under a Rust supervisor that re-logs each line the child prints as a `tracing` record:
// `2024-11-19T11:41:26.674461Z  WARN llama_cpp_server::supervisor: crates/llama-cpp-server/src/supervisor.rs:110: <completion>: <line>`
// (TabbyML/tabby#3438, #2719): the text is the child's.
const SUPERVISOR_RELAY = / (?:INFO|WARN) llama_cpp_server::supervisor: \S+:\d+: <[\w.-]+>: /y;

function supervisorRelay(text: string, at: number): RegExpExecArray | null {
  SUPERVISOR_RELAY.lastIndex = at;
  return SUPERVISOR_RELAY.exec(text);
}

// NVIDIA Dynamo hands vLLM's and SGLang's Python loggers to its Rust logger (dynamo/runtime/logging.py), which prints
// `<RFC 3339>  INFO <module>.<function>: <message>`: the engine's own level, stamp and file are gone, the text is the engine's
// (ai-dynamo/dynamo#939, #1595). The target is Python's `module.function`; Rust's (TGI's `text_generation_router::server`) has no dot.
// Its LogHandler builds it from the record (`f"{record.module}.{record.funcName}"`, record.module being the file's name less
// `.py`): it stands where vLLM's own format prints `[file.py:line]`, and is kept as the entry's relayTarget.
const PYTHON_TRACING_RELAY = / ?(TRACE|DEBUG|INFO|WARN|ERROR) ([A-Za-z_]\w*\.[A-Za-z_]\w*): /y;
const TRACING_LEVEL_PRIORITY: Readonly<Record<string, number>> = { ERROR: 3, WARN: 4, INFO: 6, DEBUG: 7, TRACE: 7 };

/** The engine's text behind Dynamo's relay that opens with `stamp`, with that stamp (µs), the relayed level's priority and the target; or null. */
function pythonTracingRelayed(text: string, stamp: RegExpExecArray | null): { text: string; ts: number | null; priority: number; target: string } | null {
  if (stamp === null) return null;
  PYTHON_TRACING_RELAY.lastIndex = stamp[0].length;
  const relay = PYTHON_TRACING_RELAY.exec(text);
  if (relay === null) return null;
  return { text: text.slice(stamp[0].length + relay[0].length), ts: plausible(isoMicros(stamp, 1)), priority: TRACING_LEVEL_PRIORITY[relay[1] as string]!, target: relay[2] as string };
}

const CRI_STREAM = /^std(?:out|err) [FP] /;
const BUILDKITE_STAMP = /^bk;t=(\d{13}) ?/;
const CI_STAMP = /^\[(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d)\] /;
const CRI_STREAM_LENGTH = 'stdout F '.length;

// A wrapper script that re-logs the server's output with Python's `%(asctime)s - %(name)s - %(levelname)s - %(message)s`
// (allenai/olmocr#105): the level is the wrapper's, the message is what the server printed. The logger's name is kept as the
// line's identifier: where the server's own loggers print in that format (vllm-project/vllm#23517), it names the server.
// A formatter of its own may print microseconds and the zone instead of `,ms` (GPUStack 2's
// `2025-12-20 04:37:58.559317+08:00 - gpustack.worker.serve_manager - ERROR - …`, gpustack/gpustack#3969): the same prefix.
const PYTHON_LOGGING_PREFIX = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)[,.](\d{3})(?:\d{3}(?:[+-]\d\d:\d\d)?)? - ([\w.-]+) - (DEBUG|INFO|WARNING|ERROR|CRITICAL) -(?: |$)/;
// KServe's model servers log `%(asctime)s.%(msecs)03d %(process)s %(name)s %(levelname)s [%(filename)s:%(funcName)s():%(lineno)s] `
// (kserve/logging.py; kserve/kserve#3769), and the uvicorn loggers it configures `… uvicorn.error INFO:     …`; same groups as above.
const KSERVE_LOGGING_PREFIX = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{3}) (?:\d+ )?([\w.-]+) (DEBUG|INFO|WARNING|ERROR|CRITICAL)(?: \[[^\]\s]*\] |: +)/;

// Ray's own loggers (the driver's `worker.py`, the autoscaler, the dashboard) print `ray_constants.LOGGER_FORMAT`,
// `%(asctime)s\t%(levelname)s %(filename)s:%(lineno)s -- %(message)s`, in local time (vllm-project/vllm#1111, #2734): the
// same groups as above, the file in the logger's place (read in a lookahead, as it follows the level).
const RAY_LOGGING_PREFIX = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d),(\d{3})(?:\t| (?=(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) [\w.-]+\.py:\d+ -- ))(?=[A-Z]+ ([\w.-]+):\d+ -- )(DEBUG|INFO|WARNING|ERROR|CRITICAL) [\w.-]+:\d+ -- /;
// A terminal's copy turns the tab into one space (vllm-project/vllm#1395, #1725, #5495): read only with the level word and a
// Python file's `name.py:N -- ` right after, which no other stamped format prints.

// Xinference's processes (its supervisor, workers and the model actors that run vLLM, SGLang or llama.cpp in-process) log
// `%(asctime)s %(name)-12s %(process)d %(levelname)-8s %(message)s` (xinference/deploy/utils.py): `2025-03-19 08:22:22,106
// xinference.core.worker 27 WARNING  Process … is down.`, and the engine's own loggers print through it (`vllm.worker.model_runner
// 75563 INFO     Starting to load model …`, xorbitsai/inference#2440). The level is padded to eight, then one space: only
// those spaces are the prefix's, the message keeps its own. Same groups as above.
const XINFERENCE_LOGGING_PREFIX = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d),(\d{3}) ([\w.-]+) +\d+ (DEBUG|INFO|WARNING|ERROR|CRITICAL)(?:(?<=DEBUG|ERROR) {4}|(?<=INFO) {5}|(?<=WARNING) {2}|(?<=CRITICAL) )/;

function pythonLoggingPrefix(text: string): RegExpExecArray | null {
  const wrapper = PYTHON_LOGGING_PREFIX.exec(text);
  if (wrapper !== null) return wrapper;
  // What follows the stamp tells the formats apart: a tab is Ray's; after `,ms` a space is Xinference's or a copied Ray
  // line's, after `.ms` KServe's.
  const at23 = text.charCodeAt(23);
  if (at23 === 9) return RAY_LOGGING_PREFIX.exec(text);
  if (at23 !== 32) return null;
  if (text.charCodeAt(19) !== 44) return KSERVE_LOGGING_PREFIX.exec(text);
  return XINFERENCE_LOGGING_PREFIX.exec(text) ?? RAY_LOGGING_PREFIX.exec(text);
}

function isRayPrefix(m: RegExpExecArray): boolean {
  return m[0].charCodeAt(23) === 9 || m[0].endsWith(' -- ');
}

/** µs of a Python logging prefix's time: its wall clock less the printing clock's offset, or less the zone it names itself. */
function loggedMicros(m: RegExpExecArray, offsetMs: number): number | null {
  const head = m[0];
  // Microseconds follow the milliseconds only in a formatter's own time (`…58.559317+08:00`); KServe's has a space there.
  if (!isDigit(head.charCodeAt(23))) return plausible(wallMicros(m) - offsetMs * 1000);
  const sign = head.charCodeAt(26) === 45 ? -1 : head.charCodeAt(26) === 43 ? 1 : 0;
  const zoneMs = sign === 0 ? offsetMs : sign * (Number(head.slice(27, 29)) * 60 + Number(head.slice(30, 32))) * 60_000;
  return plausible(wallMicros(m) + Number(head.slice(23, 26)) - zoneMs * 1000);
}
const PYTHON_LEVEL_PRIORITY: Readonly<Record<string, number>> = { CRITICAL: 2, ERROR: 3, WARNING: 4, INFO: 6, DEBUG: 7 };
// FastChat's workers re-log what the engine prints on stdout and stderr line by line under loggers named after the stream
// (`2024-02-15 16:04:21 | INFO | stdout | <line>`, fastchat/utils.py StreamToLogger; lm-sys/FastChat#3049): the text is the
// engine's, the level only says which stream it came from.
const STREAM_LOGGER_PREFIX = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:,(\d{3}))? \| (?:DEBUG|INFO|WARNING|ERROR|CRITICAL) \| std(?:out|err) \|(?: |$)/;
// Docker Desktop's log view. No fraction and no zone: what follows is the line itself (a fraction or `,ms` would be a logger's
// own format, read above). A `|` after it is a table's column (FastChat's other loggers' `<time> | LEVEL | name | …`): the line
// is the logger's, kept whole.
const PLAIN_WALL_STAMP = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?: (?!\|)|$)/;

function plainWallStamp(text: string): RegExpExecArray | null {
  return isDigit(text.charCodeAt(0)) && text.charCodeAt(10) === 32 ? PLAIN_WALL_STAMP.exec(text) : null;
}

/** µs of a local wall-clock time split into year … second and milliseconds. */
function wallMicros(m: RegExpExecArray): number {
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) * 1000 + Number(m[7] ?? 0) * 1000;
}

// Years before 1970 or past 2200 are not log times (and past 2255 not safe integers in µs).
function plausible(micros: number): number | null {
  return Number.isSafeInteger(micros) && micros >= 0 && micros < 7_258_118_400_000_000 ? micros : null;
}

const SGLANG_SHAPE = '[0000-00-00 00:00:00';

/** `[2025-03-01 10:00:00 TP0] …`, `[2025-03-01 10:00:00 DP0 TP1] …`, `[2025-03-01 10:00:00] …`: SGLang's local time, as µs of that wall clock. */
function sglangWallMicros(s: string): number | null {
  for (let k = 0; k < SGLANG_SHAPE.length; k++) {
    const want = SGLANG_SHAPE.charCodeAt(k);
    const c = s.charCodeAt(k);
    if (want === 48 ? !isDigit(c) : c !== want) return null;
  }
  let i = SGLANG_SHAPE.length;
  let micros = 0;
  if (s.charCodeAt(i) === 46 || s.charCodeAt(i) === 44) {
    const start = ++i;
    while (isDigit(s.charCodeAt(i))) i++;
    if (i === start) return null;
    micros = Number(s.slice(start, Math.min(i, start + 6)).padEnd(6, '0'));
  }
  while (s.charCodeAt(i) === 32) {
    const start = ++i;
    while (isAlnum(s.charCodeAt(i)) || s.charCodeAt(i) === 95) i++;
    if (i === start) return null;
  }
  if (s.charCodeAt(i) !== 93 || (i + 1 < s.length && s.charCodeAt(i + 1) !== 32)) return null;
  const n = (from: number, len: number) => Number(s.slice(from, from + len));
  const [year, month, day, h, m, sec] = [n(1, 4), n(6, 2), n(9, 2), n(12, 2), n(15, 2), n(18, 2)];
  if (month < 1 || month > 12 || day < 1 || day > 31 || h > 23 || m > 59 || sec > 60) return null;
  return Date.UTC(year, month - 1, day, h, m, sec) * 1000 + micros;
}

const ROUTER_TAG = '[Router (';
const WALL_SHAPE = '0000-00-00 00:00:00 - ';

/** sglang_router's `[Router (Rust)] 2025-03-08 02:33:09 - INFO - …` (`(Python)` for its launcher): local time, as µs of that wall clock. */
function routerWallMicros(s: string): number | null {
  const close = s.indexOf(')] ', ROUTER_TAG.length);
  if (close === -1 || close > ROUTER_TAG.length + 8) return null;
  const at = close + 3;
  for (let k = 0; k < WALL_SHAPE.length; k++) {
    const want = WALL_SHAPE.charCodeAt(k);
    const c = s.charCodeAt(at + k);
    if (want === 48 ? !isDigit(c) : c !== want) return null;
  }
  const n = (from: number, len: number) => Number(s.slice(at + from, at + from + len));
  const [year, month, day, h, m, sec] = [n(0, 4), n(5, 2), n(8, 2), n(11, 2), n(14, 2), n(17, 2)];
  if (month < 1 || month > 12 || day < 1 || day > 31 || h > 23 || m > 59 || sec > 60) return null;
  return Date.UTC(year, month - 1, day, h, m, sec) * 1000;
}

// TGI's `--json-output` record (ISO) and llama.cpp's old JSON server log (epoch seconds) open with their stamp.
const JSON_TIME = /^\{"timestamp":(?:"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d)"|(\d{10}),)/;
export const OLLAMA_TIME = /^time=(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:[.,](\d{1,9}))?(Z|[+-]\d\d:?\d\d)(?: |$)/;

/**
 * Epoch µs from the stamp an engine prints itself when nothing else timed the line: TGI's
 * `2024-07-19T08:45:39.529413Z  INFO …`, Ollama's `time=2025-01-01T10:00:00.000Z level=…`, SGLang's
 * `[2025-03-01 10:00:00 TP0] …` and its router's `[Router (Rust)] 2025-03-08 02:33:09 - INFO - …` (local time: `offsetMs` is
 * the printing clock's offset from UTC), the JSON records
 * of TGI (`{"timestamp":"2024-02-13T22:17:59.304845Z",…`) and of llama.cpp's old server (`{"timestamp":1711089418,…`), and that
 * server's text format (`INFO [ main] model loaded | tid="…" timestamp=1781180104`).
 * vLLM's year-less `INFO 02-20 23:37:52` stamp is read with the vLLM prefix instead.
 */
export function engineStampMicros(text: string, offsetMs: number): number | null {
  const own = ownStampMicros(text, offsetMs);
  if (own !== null || text.charCodeAt(0) === 91) return own;
  // A tqdm bar that SGLang's next line was printed onto: the bar's `[elapsed<left, rate]` ends right before that line's stamp.
  const glued = tqdmGluedAt(text);
  return glued === -1 ? null : ownStampMicros(text.slice(glued), offsetMs);
}

function ownStampMicros(text: string, offsetMs: number): number | null {
  const first = text.charCodeAt(0);
  if (first === 91) {
    const wall = sglangWallMicros(text) ?? (text.startsWith(ROUTER_TAG) ? routerWallMicros(text) : null);
    return wall === null ? null : plausible(wall - offsetMs * 1000);
  }
  if (first === 123) {
    const m = text.startsWith('{"timestamp":') ? JSON_TIME.exec(text) : null;
    if (m === null) return null;
    return plausible(m[9] !== undefined ? Number(m[9]) * 1_000_000 : isoMicros(m, 1));
  }
  if (first === 116) {
    const m = text.startsWith('time=') ? OLLAMA_TIME.exec(text) : null;
    return m === null ? null : plausible(isoMicros(m, 1));
  }
  if (isDigit(first)) {
    const m = RFC3339_PREFIX.exec(text);
    return m !== null && tracingLevelAt(text, m[0].length) ? plausible(isoMicros(m, 1)) : null;
  }
  return oldServerTextMicros(text);
}

// llama.cpp's old server (and ik_llama.cpp's) in its text format: `server_log` prints `"%4s [%24s] %s"` (level padded to
// four, so ` ERR`), then ` | tid="…" timestamp=<epoch seconds>` and the record's other keys.
const OLD_SERVER_TEXT_HEAD = /^(?:INFO|WARN|VERB| ERR) \[ *\w+\] /;
const OLD_SERVER_TIMESTAMP = / \| tid="[^"]*" timestamp=(\d{9,11})(?: |$)/;

function oldServerTextMicros(text: string): number | null {
  if (text.length < 40 || text.charCodeAt(5) !== 91 || !OLD_SERVER_TEXT_HEAD.test(text)) return null;
  const m = OLD_SERVER_TIMESTAMP.exec(text);
  return m === null ? null : plausible(Number(m[1]) * 1_000_000);
}

/**
 * Where a line printed onto a tqdm bar begins, or -1: tqdm redraws with `\r` and no newline, so the next log line follows its
 * rate field (`…| 22/23 [00:13<00:00,  2.05it/s][2025-03-12 08:52:40 DP0 TP0] …`, `… 6.84s/it][…`) on the same line.
 */
export function tqdmGluedAt(text: string): number {
  const at = text.indexOf('][');
  if (at < 1) return -1;
  const c = text.charCodeAt(at - 1);
  return c === 115 || c === 116 ? at + 1 : -1;
}

const UVICORN_STARTED = 'Started server process [';

/** The PID uvicorn names in `INFO:     Started server process [7]`: the API server's, which outlives its workers. */
export function uvicornServerPid(text: string): number | null {
  const first = text.charCodeAt(0);
  // uvicorn's lines start with its level (`INFO:`), behind a vLLM role tag or SGLang's stamp.
  if (first !== 73 && first !== 91 && first !== 40) return null;
  const at = text.indexOf(UVICORN_STARTED);
  if (at === -1) return null;
  const start = at + UVICORN_STARTED.length;
  let end = start;
  while (isDigit(text.charCodeAt(end))) end++;
  if (end === start || end - start > 9 || text.charCodeAt(end) !== 93) return null;
  return Number(text.slice(start, end));
}

// `$ `, `# `, `user@host:~/dir$ `, `user@host: # ` (the directory cut out), `~/dir$ ` (the user and host cut out, or a `\w\$ `
// PS1), `[user@host dir]$ `, a shell's default prompt without a PS1 of its own (bash's `\s-\v\$ `: `bash-5.1$ `, as in a
// container or `sudo -s`), each behind any `(venv) ` (a venv inside conda's `(base) ` shows two); zsh's default
// `%n@%m %1~ %# ` (macOS: `user@Mac-mini ~ % `, root's `#`); or bash -x's `+ `.
const PROMPT = /^(?:\([^()\s]+\) )*(?:[\w.-]+@[\w.-]+(?::[^\s$#]*)? ?[$#]|[\w.-]+@[\w.-]+ [^\s%#$]+ [%#]|\[[^\]\s]+@[^\]]+\][$#]|(?:ba|z|k|da)?sh-\d+(?:\.\d+)*[$#]|~[^\s$#]*[$#]|[$#]) +(\S.*)$/;
const DEFAULT_PROMPT = /^(?:ba|z|k|da)?sh-\d/;
// A PS1 of `\u:\W\$ ` or macOS bash's old default `\h:\W \u\$ ` (no `@`): `me:project$ ollama serve`, `Mac:~ me$ ollama serve`.
// Gated on a `$` right before the first or second space, the prompt's end.
const COLON_PROMPT = /^[\w.-]+:[^\s$#]*(?: [\w.-]+)?\$ +(\S.*)$/;
const TRACE = /^\++ (\S.*)$/;
// FastDeploy's serving images ship Triton's server binary renamed (its packaging moves bin/tritonserver to bin/fastdeployserver).
// llama.cpp's command-line programs (tools/cli, tools/completion, tools/mtmd: llama-cli, llama-completion, llama-mtmd-cli) load
// the model in their own process just as llama-server does and print the same loader lines: typing one starts a process too.
// ipex-llm's vLLM images run vLLM's OpenAI server from ipex-llm's copies of its entrypoint (`python -m
// ipex_llm.vllm.cpu.entrypoints.openai.api_server`, `….xpu.…`): typing one starts vLLM's server.
// `export NAME=value; ` (or `&& `) before the command sets the variable in the same shell, which then runs the server with it
// (`export CUDA_VISIBLE_DEVICES=4; python -m sglang.launch_server …`, sgl-project/sglang#391): the server command still starts.
// SGLang's console script has two subcommands (python/sglang/cli/main.py): `serve`, and `generate`, whose diffusion path
// (cli/generate.py → multimodal_gen's generate_cmd → DiffGenerator) starts the same diffusion runtime as `serve` (scheduler and
// GPU workers, the model loaded) and runs the prompt through it, without the HTTP server: typing either starts SGLang's processes.
const SERVER_COMMAND =
  /^(?:(?:[A-Za-z_]\w*=\S*|sudo|-E|nohup|exec|time|env|setsid|(?:uv|poetry|pipenv) run|export\s+[A-Za-z_]\w*=[^\s;&]*\s*(?:;|&&))\s+)*(?:\S*[\/\\])?(?:vllm\s+serve\b|python[\d.]*(?:\s+-[^m\s]\S*)*\s+-m\s+(?:(?:vllm\.|ipex_llm\.vllm\.(?:cpu|xpu)\.)entrypoints\.|sglang\.launch_server\b|sglang_router\.launch_(?:server|router)\b)|sglang\s+(?:serve|generate)\b|text-generation-launcher\b|llama-(?:server|cli|completion|mtmd-cli)\b|(?:llama-)?rpc-server\b|ollama(?:-linux-(?:amd64|arm64))?(?:\.exe)?\s+serve\b|(?:triton|fastdeploy)server\b|(?:python[\d.]*\s+)?(?:\S*\/)?launch_triton_server\.py\b|(?:docker|podman)\s+(?:compose\s+up|run)\b|ramalama(?:\s+-{1,2}[\w-]+(?:[= ](?!(?:serve|run)\b)[^\s-]\S*)?)*\s+(?:serve|run)\b)/;

// Windows' shells: cmd's default prompt is `$P$G`, the drive and path then `>` with no space (`C:\Users\me>ollama serve`);
// PowerShell's default `prompt` function returns `PS <location>> ` (`PS C:\Users\me> .\llama-server.exe -m …`, `PS /home/me> `).
const CMD_PROMPT = /^[A-Za-z]:\\[^<>|"\r\n]*>(\S.*)$/;
const POWERSHELL_PROMPT = /^PS (?:[A-Za-z]:\\|[/~])[^<>|"\r\n]*>+ +(\S.*)$/;
// The same prompts with nothing typed after them: the shell is waiting for input again, so the command it ran in the
// foreground (the server) has returned. Only Windows' prompts: their shape names no program's own output line.
const BARE_CMD_PROMPT = /^[A-Za-z]:\\[^<>|"\r\n]*>\s*$/;
const BARE_POWERSHELL_PROMPT = /^PS (?:[A-Za-z]:\\|[/~])[^<>|"\r\n]*>\s*$/;

/** A pasted terminal's Windows prompt with no command (`D:\ik_lama>`, `PS C:\Users\me> `): the program before it returned. */
export function isBareShellPrompt(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first === 80) return text.startsWith('PS ') && BARE_POWERSHELL_PROMPT.test(text);
  return text.charCodeAt(1) === 58 && text.charCodeAt(2) === 92 && BARE_CMD_PROMPT.test(text);
}

// starship's and pure's default prompt symbol, alone before the command on the prompt's last line.
const ARROW_PROMPT = /^\u276f +(\S.*)$/;
// oh-my-zsh's default theme (robbyrussell): `➜`, two spaces, the directory's name, ` git:(<branch>)` and ` ✗` in a repository,
// then the command (`➜  home-ops git:(main) ✗ kubectl …`); one space and no directory where the theme was trimmed (`➜ ramalama …`).
const ZSH_ARROW_PROMPT = /^\u279c(?: (?! )| {2}\S+(?: git:\([^)\s]*\))?(?: \u2717)? +)(\S.*)$/;
// The same arrow behind what the shell shows before the theme's prompt: conda's `(env) ` (activate prepends it to PS1 unless
// changeps1 is off: `(base) ➜  dir docker exec …`, text-generation-inference#408), or a bare environment name where a theme or
// plugin prints it without the parentheses (`sgl ➜ export …; python -m sglang.launch_server …`, sgl-project/sglang#391; weak basis:
// which theme prints it is not known).
const ENV_ARROW_PROMPT = /^(?:\([^()\s]+\)|[\w.-]+) \u279c(?: (?! )| {2}\S+(?: git:\([^)\s]*\))?(?: \u2717)? +)(\S.*)$/;
// Where a leading word's first space is followed by the arrow; the scan stops at the first space, within a name's length.
function arrowAfterWord(text: string): boolean {
  const end = Math.min(text.length - 1, 41);
  for (let i = 1; i < end; i++) if (text.charCodeAt(i) === 32) return text.charCodeAt(i + 1) === 0x279c;
  return false;
}

/** A `$` just before the line's first or second space, within its first 64 characters: where a colon prompt ends. */
function dollarBeforeSpace(text: string): boolean {
  const first = text.indexOf(' ');
  if (first < 2 || first > 64) return false;
  if (text.charCodeAt(first - 1) === 36) return true;
  const second = text.indexOf(' ', first + 1);
  return second > first + 1 && second < 64 && text.charCodeAt(second - 1) === 36;
}

/** The command a pasted shell prompt (or `set -x` trace) line runs, or null when the line is no prompt. */
function promptCommand(text: string): string | null {
  const first = text.charCodeAt(0);
  let match: RegExpExecArray | null = null;
  if (first === 0x276f) match = ARROW_PROMPT.exec(text);
  else if (first === 0x279c) match = ZSH_ARROW_PROMPT.exec(text);
  else if (text.charCodeAt(1) === 58 && text.charCodeAt(2) === 92) match = CMD_PROMPT.exec(text);
  else if (first === 80 && text.startsWith('PS ')) match = POWERSHELL_PROMPT.exec(text);
  if (match !== null) return match[1] as string;
  if (first === 43) match = TRACE.exec(text);
  else if (first === 36 || first === 35 || first === 91 || first === 126) match = PROMPT.exec(text);
  else if (first === 40) {
    const close = text.indexOf(') ');
    if (close !== -1 && text.indexOf(' ') === close + 1) match = text.charCodeAt(close + 2) === 0x279c ? ENV_ARROW_PROMPT.exec(text) : PROMPT.exec(text);
  } else if (isAlnum(first)) {
    if (arrowAfterWord(text)) match = ENV_ARROW_PROMPT.exec(text);
    else if (text.lastIndexOf('@', 63) > 0 || DEFAULT_PROMPT.test(text)) match = PROMPT.exec(text);
    if (match === null && dollarBeforeSpace(text)) match = COLON_PROMPT.exec(text);
  }
  return match === null ? null : (match[1] as string);
}

// A bare command pasted without its prompt (`text-generation-launcher --model-id=…` alone on its line, as a thread shows what it
// ran): the server's name, then whitespace and at least one option. A program's own line that names it is followed by `:`
// (`tritonserver: error while loading shared libraries`) or by a version (`text-generation-launcher 2.0.4`), never by an option.
const BARE_OPTION = /\s-{1,2}[A-Za-z]/;

// RamaLama (containers/ramalama) takes its global options before the subcommand (`ramalama --runtime vllm serve MODEL`), and
// `serve` / `run` start the inference server's container (`run` then chats with it); its other subcommands (pull, list, …) start
// none. The options before the subcommand, or the model after it, are what a typed command has and its own output lacks.
const RAMALAMA_START = /^ramalama\b.*\s(?:serve|run)$/;
const ARGUMENT = /^\s+[^\s-]/;

function bareServerCommand(text: string): boolean {
  const first = text.charCodeAt(0);
  if (!isAlnum(first) && first !== 47 && first !== 46) return false;
  const match = SERVER_COMMAND.exec(text);
  if (match === null) return false;
  const rest = text.slice(match[0].length);
  if (RAMALAMA_START.test(match[0])) return ARGUMENT.test(rest) || BARE_OPTION.test(rest);
  return rest.charCodeAt(0) !== 58 && (BARE_OPTION.test(rest) || (ENV_LED.test(text) && rest.trim() === ''));
}

// A command that sets a variable for itself first (`OLLAMA_DEBUG=1 ./ollama-linux-amd64 serve`, ollama/ollama#2502) is typed,
// options or not: no server prints `NAME=value` and then its own command line.
const ENV_LED = /^[A-Za-z_]\w*=\S*\s/;

// SGLang's test harness (popen_launch_server in python/sglang/test/test_utils.py, used by its CI, benchmarks and tests) prints
// `command=` and the server's argv joined by spaces, then starts that process: the line is the start, as a typed command is.
const HARNESS_ECHO = 'command=';

function harnessCommand(text: string): string | null {
  if (text.charCodeAt(0) !== 99 || !text.startsWith(HARNESS_ECHO)) return null;
  const command = text.slice(HARNESS_ECHO.length);
  return bareServerCommand(command) ? command : null;
}

// A thread that shows the command it ran as Markdown's inline code, one span over the whole line
// (`` `python3 -m sglang.launch_server --tp 8 …` `` above the server's output, sglang#12698): the backticks are the thread's
// markup, the command is what lies between them. Only a line that is that one span (two backticks, at its ends) is read so.
const TICK = 96;

function codeSpanned(text: string): string | null {
  const line = text.trimEnd();
  const last = line.length - 1;
  if (last < 2 || line.charCodeAt(0) !== TICK || line.charCodeAt(last) !== TICK || line.indexOf('`', 1) !== last) return null;
  return line.slice(1, last);
}

// A thread's Markdown may indent the command it shows by one to three spaces (CommonMark keeps such a line in the paragraph and
// drops the indent; four make a code block): ` python -m sglang.launch_server --model-path …` above the server's output
// (sgl-project/sglang#6139). Only a command the Python interpreter runs (`python -m <server module>`, `python launch_triton_server.py`)
// is read so: a Python server prints its usage through argparse under the script's name (`usage: launch_server.py [-h] …`), never
// led by `python`, while llama.cpp's programs print their usage examples indented by two spaces under argv[0]
// (`  ./llama-server -m your_model.gguf`), which stay their output.
const INDENTED_PYTHON = /^ {1,3}(?=python[\d.]*\s)/;

function indentedPythonCommand(text: string): string | null {
  const indent = INDENTED_PYTHON.exec(text);
  if (indent === null) return null;
  const command = text.slice(indent[0].length);
  return bareServerCommand(command) ? command : null;
}

/** A bare server command (a `python -m` one also indented as Markdown allows), or one wrapped whole in an inline-code span. */
function bareCommand(text: string): string | null {
  if (bareServerCommand(text)) return text;
  if (text.charCodeAt(0) === 32) return indentedPythonCommand(text);
  const inner = text.charCodeAt(0) === TICK ? codeSpanned(text) : null;
  return inner !== null && bareServerCommand(inner) ? inner : null;
}

/** The command a prompt line (or a bare or harness-echoed server command line) runs, without the prompt; null for a line that is neither. */
export function shellCommand(text: string): string | null {
  return promptCommand(text) ?? harnessCommand(text) ?? bareCommand(text);
}

/** A shell prompt (or `set -x` trace) line, or a bare or harness-echoed server command, that starts an inference server again: a pasted terminal's new attempt. */
export function isServerCommandPrompt(text: string): boolean {
  const command = promptCommand(text);
  return command !== null ? SERVER_COMMAND.test(command) : harnessCommand(text) !== null || bareCommand(text) !== null;
}

// Git Bash's and MSYS2's prompt puts `user@host MSYSTEM cwd` on a line of its own, then `$ ` with the command on the next.
const MSYS_PROMPT_HEAD = /^[\w.-]+@[\w.-]+ (?:MINGW(?:32|64)|UCRT64|CLANG(?:32|64|ARM64)|MSYS) \S/;

// A rule the terminal draws around its login banner or a section (`+-----AutoDL-----+` on AutoDL's containers, `=====`):
// a run of at least ten rule characters, with at most a short title between two such runs. No process prints it as a log line.
const DRAWN_RULE = /^\s*[+|]?[-=_*#~─━═]{10,}(?:[ \w.-]{1,30}[-=_*#~─━═]{10,})?[+|]?\s*$/;

// A shell variable set as a thread shows its reproduction, pasted without a prompt above the server's command: `export
// SGLANG_ENABLE_SPEC_V2=1`, TGI's README's `model=…` and `volume=$PWD/data`. No server logs a bare `name=value` alone on its line
// (Ollama's records hold several pairs with spaces between them).
const SHELL_ASSIGNMENT = /^(?:export [A-Za-z_]\w*=.*|[A-Za-z_]\w*=[^\s=]*)$/;

// What the container client prints while it fetches the image a server is then run from (`docker pull`, or `docker run` pulling
// a missing image; podman's own wording too): the pull command itself, `latest: Pulling from huggingface/text-generation-inference`,
// a layer's `aece8493d397: Pull complete`, `Digest: sha256:…`, `Status: Image is up to date for …`, and the reference alone that
// `docker pull` prints last (`ghcr.io/huggingface/text-generation-inference:latest`). No server process printed any of it.
const PULL_COMMAND = /^(?:sudo\s+)?(?:docker|podman)\s+(?:image\s+)?pull\s+(?:-\S+\s+)*\S+$/;
const PULL_OUTPUT =
  /^(?:[\w.-]+: Pulling from [\w./-]+|[0-9a-f]{12}: (?:Pulling fs layer|Waiting|Verifying Checksum|Download complete|Pull complete|Already exists|(?:Downloading|Extracting)\b.*)|Digest: sha256:[0-9a-f]{64}|Status: (?:Image is up to date|Downloaded newer image) for \S+|Unable to find image '\S+' locally|Trying to pull \S+\.\.\.|Getting image source signatures|Copying (?:blob|config) (?:sha256:)?[0-9a-f]+.*|Writing manifest to image destination|Storing signatures)$/;
// An image reference with a registry or namespace path and a tag: `docker pull` ends its output with the reference it pulled.
const IMAGE_REFERENCE = /^[\w.-]+(?::\d+)?(?:\/[\w.-]+)+:[\w.-]+$/;

/** A line of the container client's image pull: its command, its progress and status lines, or the pulled reference. */
export function isImagePullLine(text: string): boolean {
  const line = text.trim();
  return PULL_OUTPUT.test(line) || PULL_COMMAND.test(line) || IMAGE_REFERENCE.test(line);
}

/**
 * What a pasted terminal shows of the user's own typing: a prompt running any command (`model=…`, `cd …`), a variable set
 * without a prompt, or a blank line; and the rules the terminal draws around a banner, which are no process's output either.
 */
export function isShellInput(text: string): boolean {
  return text.trim() === '' || promptCommand(text) !== null || MSYS_PROMPT_HEAD.test(text) || DRAWN_RULE.test(text) || SHELL_ASSIGNMENT.test(text.trimEnd());
}
