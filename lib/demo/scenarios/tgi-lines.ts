// text-generation-inference line templates, modelled on real launcher/router logs from public threads (lib/demo/SOURCES.md).
// The launcher re-prints every shard's and the router's output on its own stdout, so every line carries the launcher's PID.
import type { DemoLine } from '../types';

type Level = 'INFO' | 'WARN' | 'ERROR';

const head = (level: Level, target: string) => `{iso} ${level.padStart(5)} ${target}: `;

/** One tracing event of the launcher, router or a shard's Python logger: `2025-07-04T12:35:02.586768Z  INFO target: text`. */
export function tgi(at: number, attempt: string, level: Level, target: string, text: string, extra?: Partial<DemoLine>): DemoLine {
  return { at, attempt, from: 'main', message: `${head(level, target)}${text}`, ...extra };
}

export const launcher = (at: number, attempt: string, text: string, level: Level = 'INFO', extra?: Partial<DemoLine>): DemoLine =>
  tgi(at, attempt, level, 'text_generation_launcher', text, extra);

/** A shard-manager event, one per rank (`'ranks'`) or for one rank: tracing appends the span field `rank=N`. */
export function shard(at: number, attempt: string, rank: number | 'ranks', text: string, level: Level = 'INFO'): DemoLine {
  const r = rank === 'ranks' ? '{rank}' : String(rank);
  return { at, attempt, from: rank === 'ranks' ? 'ranks' : 'main', message: `${head(level, 'shard-manager: text_generation_launcher')}${text} rank=${r}` };
}

/**
 * A multi-line event: journald stores each line of the launcher's stdout as its own entry, so only the first
 * carries the stamp and level; the span field ends the last line.
 */
export function event(at: number, attempt: string, first: string, rest: readonly string[]): DemoLine[] {
  return [first, ...rest].map((message, i) => ({ at: at + i * 0.0001, attempt, from: 'main', message }));
}

/** `{:#?}` of the launcher's Args: Rust's pretty Debug, one field a line. */
export function argsBlock(at: number, attempt: string, fields: readonly [string, string][]): DemoLine[] {
  const lines = fields.flatMap(([k, v]) => {
    const some = /^Some\((.*)\)$/.exec(v);
    return some ? [`    ${k}: Some(`, `        ${some[1]},`, '    ),'] : [`    ${k}: ${v},`];
  });
  return event(at, attempt, `${head('INFO', 'text_generation_launcher')}Args {`, [...lines, '}']);
}

/** Lines for each rank but some, each under its own span field. */
export function shardsExcept(at: number, attempt: string, skip: number, count: number, text: string, every = 0.0005): DemoLine[] {
  return Array.from({ length: count }, (_, r) => r)
    .filter((r) => r !== skip)
    .map((r, i) => shard(at + i * every, attempt, r, text));
}
