import 'server-only';
import { RadarError } from '@/lib/api/errors';
import { parseDcgmMatrix, parseDcgmVector, PromAnswerError, type DcgmHistory, type DcgmHostReading } from '@/lib/gpu/parse-prometheus';
import { dcgmFleetQuery, dcgmUsedQuery } from '@/lib/gpu/promql';
import type { PrometheusSource } from '@/lib/inventory/types';
import { PROM_FILTER_MAX_HOSTS, PROM_RANGE_POINTS } from './constants';
import { promQuery, type PromServer } from './query';

function asBadAnswer(err: unknown, where: string): never {
  if (err instanceof PromAnswerError) throw new RadarError('prometheus_bad_answer', `Prometheus at ${where}: ${err.message}`);
  throw err;
}

/** One instant query for every host label value given; returns each value's GPUs (a value Prometheus lacks is absent). */
export async function readDcgmFleet(server: PromServer, hostLabel: string, values: readonly string[]): Promise<Map<string, DcgmHostReading>> {
  if (values.length === 0) throw new RangeError('no hosts to query');
  const filter = values.length <= PROM_FILTER_MAX_HOSTS ? values : null;
  const answer = await promQuery(server, '/api/v1/query', { query: dcgmFleetQuery(hostLabel, filter) });
  try {
    return parseDcgmVector(answer, hostLabel, filter ? null : new Set(values));
  } catch (err) {
    return asBadAnswer(err, new URL(server.url).host);
  }
}

/** FB_USED of one host's GPUs over the last `rangeMinutes`, as one query_range. */
export async function readDcgmHistory(source: PrometheusSource, nowMs = Date.now()): Promise<DcgmHistory> {
  const end = nowMs / 1000;
  const start = end - source.rangeMinutes * 60;
  const step = Math.max(1, Math.round((source.rangeMinutes * 60) / PROM_RANGE_POINTS));
  const answer = await promQuery(source, '/api/v1/query_range', {
    query: dcgmUsedQuery(source.hostLabel, source.labelValue),
    start: start.toFixed(3),
    end: end.toFixed(3),
    step: String(step),
  });
  try {
    return parseDcgmMatrix(answer);
  } catch (err) {
    return asBadAnswer(err, new URL(source.url).host);
  }
}
