import { DCGM_METRICS, SCRAPED_AT_LABEL } from './parse-prometheus';

const LABEL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const LABEL_VALUE = /^[A-Za-z0-9._:-]+$/;

/** `a|b\\.c`: an anchored alternation of label values, regex-escaped, inside a PromQL double-quoted string. */
function valuesRegex(values: readonly string[]): string {
  for (const v of values) if (!LABEL_VALUE.test(v)) throw new RangeError(`not a safe label value: ${v.slice(0, 40)}`);
  return [...new Set(values)].map((v) => v.replace(/\./g, '\\\\.')).join('|');
}

function selector(hostLabel: string, values: readonly string[], name: string): string {
  if (!LABEL_NAME.test(hostLabel)) throw new RangeError(`not a label name: ${hostLabel}`);
  if (values.length === 0) throw new RangeError('no hosts to query');
  return `{__name__=~"${name}",${hostLabel}=~"${valuesRegex(values)}"}`;
}

/** The fleet round's one instant query: used, free and utilisation of every GPU of `values`, plus each GPU's scrape time. */
export function dcgmFleetQuery(hostLabel: string, values: readonly string[]): string {
  const metrics = `${DCGM_METRICS.used}|${DCGM_METRICS.free}|${DCGM_METRICS.util}`;
  const scraped = `label_replace(timestamp(${selector(hostLabel, values, DCGM_METRICS.used)}), "${SCRAPED_AT_LABEL}", "scraped_at", "", "")`;
  return `${selector(hostLabel, values, metrics)} or ${scraped}`;
}

/** FB_USED of one host's GPUs, for query_range (the sparkline). */
export function dcgmUsedQuery(hostLabel: string, value: string): string {
  return selector(hostLabel, [value], DCGM_METRICS.used);
}
