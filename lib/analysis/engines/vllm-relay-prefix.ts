import type { EnginePrefix } from './types';

// A Go supervisor that relays its vLLM child's output through logrus's text formatter, one line per line the child printed,
// all at the supervisor's own level and tagged with the backend (Docker Model Runner: `time="2026-01-29T14:55:54Z" level=info
// msg="  File \"/opt/vllm-env/bin/vllm\", line 10, in <module>" component=vllm`). The quoted message is the child's line as
// printed (a traceback's frame keeps its indentation); the supervisor's level says nothing of it.
const LOGRUS_RELAY = /^time="[^"]*" level=[a-z]+ msg="((?:[^"\\]|\\.)*)" component=vllm$/;

/** The vLLM line a supervisor's logrus relay quotes, unquoted, or null when the message is not such a relay. */
export function vllmRelayPrefix(message: string): EnginePrefix | null {
  if (message.charCodeAt(0) !== 116 || !message.endsWith(' component=vllm')) return null;
  const relayed = LOGRUS_RELAY.exec(message);
  if (relayed === null) return null;
  return { text: relayed[1]!.replace(/\\(.)/g, '$1'), role: null, level: null, stamp: null };
}
