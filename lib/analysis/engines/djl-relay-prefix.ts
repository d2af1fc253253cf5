import { parseVllmLine } from '@/lib/journal/vllm-prefix';
import type { EnginePrefix } from './types';

// DJL Serving (SageMaker's LMI containers) runs the model in a Python worker and its Java front relays every line that worker
// prints through its own logger (engines/python …/PyProcess.java, ReaderThread: `logger.info("{}: {}", getName(), line)`, WARN
// for stderr), the thread named `W-<pid>-<model name, 15 chars at most>-stdout` (`-stderr`). The container's log4j pattern puts
// `[INFO ] PyProcess - ` before it, another `INFO  PyProcess `; a CloudWatch table row may keep its ` | `-joined stamp in front.
// In MPI mode (lmi-dist, TensorRT-LLM) mpirun's --tag-output adds `[<job>,<rank>]<stdout>:` to the worker's line first. The
// front's level says only which stream the line came on: what follows the prefix is the worker's line as printed, a traceback
// frame keeping its indentation (deepjavalibrary/djl-serving#2515).
const DJL_RELAY =
  /^(?:\d{4}-\d\d-\d\dT[\d:.]+Z \| )?(?:\[(?:INFO|WARN) ?\] PyProcess - |(?:INFO|WARN) {2}PyProcess )W-\d+-\S+?-std(?:out|err): (?:\[\d+,\d+\]<std(?:out|err)>:)?/;

/** The line DJL's Java front relays from its Python worker, read as the worker printed it (a vLLM line with vLLM's own prefix read), or null. */
export function djlRelayPrefix(message: string): EnginePrefix | null {
  if (!message.includes('PyProcess ')) return null;
  const relay = DJL_RELAY.exec(message);
  if (relay === null) return null;
  const text = message.slice(relay[0].length);
  const vllm = parseVllmLine(text);
  if (vllm !== null) return { text: vllm.text, role: vllm.role, level: vllm.level, stamp: vllm.stamp };
  return { text, role: null, level: null, stamp: null };
}
