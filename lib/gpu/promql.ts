import { DCGM_METRICS, SCRAPED_AT_LABEL } from './parse-prometheus';

const LABEL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const LABEL_VALUE = /^[A-Za-z0-9._:-]+$/;

/** `a|b\\.c`: an anchored alternation of label values, regex-escaped, inside a PromQL double-quoted string. */
function valuesRegex(values: readonly string[]): string {
  for (const v of values) if (!LABEL_VALUE.test(v)) throw new RangeError(`not a safe label value: ${v.slice(0, 40)}`);
  return [...new Set(values)].map((v) => v.replace(/\./g, '\\\\.')).join('|');
}

/** `values` null: every series of the metric (a large fleet, where a regex of every host name costs Prometheus more than it saves). */
function selector(hostLabel: string, values: readonly string[] | null, name: string): string {
  if (!LABEL_NAME.test(hostLabel)) throw new RangeError(`not a label name: ${hostLabel}`);
  if (values?.length === 0) throw new RangeError('no hosts to query');
  return values ? `{__name__=~"${name}",${hostLabel}=~"${valuesRegex(values)}"}` : `{__name__=~"${name}"}`;
}

/**
 * The fleet round's one instant query: used, free and utilisation of every GPU (of the hosts `values`, or of all
 * when null), with only the labels we read (a third of the answer), plus each host's newest scrape time.
 * `or` matches label sets without the metric name, so the three metrics share one selector and the scrape times carry a label of their own.
 */
export function dcgmFleetQuery(hostLabel: string, values: readonly string[] | null): string {
  const metrics = `${DCGM_METRICS.used}|${DCGM_METRICS.free}|${DCGM_METRICS.util}`;
  const gpus = `max by (__name__, ${hostLabel}, gpu, UUID, modelName, GPU_I_ID) (${selector(hostLabel, values, metrics)})`;
  const scraped = `label_replace(max by (${hostLabel}) (timestamp(${selector(hostLabel, values, DCGM_METRICS.used)})), "${SCRAPED_AT_LABEL}", "scraped_at", "", "")`;
  return `${gpus} or ${scraped}`;
}

/** FB_USED of one host's GPUs, for query_range (the sparkline). */
export function dcgmUsedQuery(hostLabel: string, value: string): string {
  return selector(hostLabel, [value], DCGM_METRICS.used);
}
