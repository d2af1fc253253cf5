/** A year-less wall-clock time: month 0–11, day, hours, minutes, seconds, microseconds. */
export type WallTime = [month: number, day: number, h: number, m: number, s: number, micros: number];

/** glog's prefix: `I1216 02:12:33.624737 179 model_lifecycle.cc:473] …` (Triton Inference Server). */
export interface GlogPrefix {
  /** `I`, `W`, `E` or `F`. */
  letter: string;
  /** `1216 02:12:33.624737` or `2022-05-23T23:49:14`, as printed; null when a container's stamp took the ISO one off. */
  stamp: string | null;
  /** The stamp as a time, or null when it names no real date (month 13). */
  wall: WallTime | null;
  /** Where the message starts (after the `]` and one space). */
  end: number;
  /** The number before the source file: Triton's logging prints its process id there. */
  pid: number;
  /** The source file that logged the line (`model_lifecycle.cc`). */
  file: string;
}

// Docker Desktop's log view puts its own `YYYY-MM-DD HH:MM:SS ` before the prefix.
// Triton's LogMessage cuts the source path at its last `/`: a Windows build's `__FILE__` keeps its `C:\…\` directories
// (triton-inference-server/server#4299: `10996 C:\triton\server-r22.02\src\core\model_config_utils.cc:667]`).
// glog since 0.6 puts the year before the month by default (FLAGS_log_year_in_prefix): `I20240227 08:25:18.989490 35588
// grpc_server.cc:2495] …` (a tritonserver whose log went through glog, triton-inference-server/tensorrtllm_backend#355).
const GLOG = /^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?([IWEF])((?:\d{4})?(\d\d)(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{6})) +(\d+) (?:[A-Za-z]:\\(?:[^\\\]]+\\)*)?([\w.-]+):\d+\] ?/;
// Abseil's logging (glog's successor, which gRPC, XLA, NIXL and other C++ libraries print through) writes lines logged
// before absl::InitializeLog() without a broken-down time: month and day `0000`, hours and minutes `00:00`, then the
// seconds since the epoch (`E0000 00:00:1762238119.118504 2368741 gpunetio_backend.cpp:1105] …`).
const GLOG_EPOCH = /^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?([IWEF])(0000 00:00:(\d{9,11})\.(\d{6})) +(\d+) (?:[A-Za-z]:\\(?:[^\\\]]+\\)*)?([\w.-]+):\d+\] ?/;
// `--log-format=ISO8601` (Triton 22.06+; the `Z` since common#59): `2022-05-23T23:49:14 I 153 server.cc:288] …`. After
// `docker logs -t` or a CRI file, whose stamp parses as the container's, only `I 153 server.cc:288] …` is left.
const GLOG_ISO = /^(?:(\d{4}-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d))Z? )?([IWEF]) (\d+) ([\w.-]+):\d+\] ?/;

function isLevelLetter(c: number): boolean {
  return c === 73 || c === 87 || c === 69 || c === 70;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function wallOf(month: number, day: number, h: number, min: number, s: number, micros: number): WallTime | null {
  return month >= 0 && month <= 11 && day >= 1 && day <= 31 && h <= 23 && min <= 59 && s <= 60 ? [month, day, h, min, s, micros] : null;
}

/** Seconds since the epoch as UTC wall-clock time (absl's pre-init stamp). */
function epochWall(seconds: number, micros: number): WallTime {
  const d = new Date(seconds * 1000);
  return [d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), micros];
}

/** The glog prefix of a line, or null; two character tests rule out almost every other line before the regex. */
export function readGlogPrefix(text: string): GlogPrefix | null {
  let at = isDigit(text.charCodeAt(0)) && text.charCodeAt(4) === 45 ? 20 : 0;
  if (at === 20 && text.charCodeAt(19) === 90) at = 21;
  if (!isLevelLetter(text.charCodeAt(at))) return null;
  const next = text.charCodeAt(at + 1);
  if (isDigit(next)) {
    const m = GLOG.exec(text);
    if (m !== null) return { letter: m[1]!, stamp: m[2]!, wall: wallOf(Number(m[3]) - 1, Number(m[4]), Number(m[5]), Number(m[6]), Number(m[7]), Number(m[8])), end: m[0].length, pid: Number(m[9]), file: m[10]! };
    const e = GLOG_EPOCH.exec(text);
    if (e === null) return null;
    return { letter: e[1]!, stamp: e[2]!, wall: epochWall(Number(e[3]), Number(e[4])), end: e[0].length, pid: Number(e[5]), file: e[6]! };
  }
  if (next !== 32 || !isDigit(text.charCodeAt(at + 2))) return null;
  const m = GLOG_ISO.exec(text);
  if (m === null) return null;
  const wall = m[1] === undefined ? null : wallOf(Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]), 0);
  return { letter: m[7]!, stamp: m[1] ?? null, wall, end: m[0].length, pid: Number(m[8]), file: m[9]! };
}

/** The time of a glog prefix, or null. */
export function glogWallTime(text: string): WallTime | null {
  return readGlogPrefix(text)?.wall ?? null;
}
