import { describe, expect, it } from 'vitest';
import { readAttempts } from '@/lib/analysis/read-attempts';
import { unjoinPaste } from './unjoin-paste';

// dstackai/dstack#824: TGI's router lines copied from dstack's run dashboard, several records joined onto one line.
const JOINED_LINES = [
  '2024-01-07T15:04:43.346072Z  INFO text_generation_router: router/src/main.rs:246: Setting max batch total tokens to 17792 2024-01-07T15:04:43.346115Z  INFO text_generation_router: router/src/main.rs:247: Connected 2024-01-07T15:04:43.346121Z  WARN text_generation_router: router/src/main.rs:252: Invalid hostname, defaulting to 0.0.0.0',
  '2024-01-07T15:04:39.326385Z  INFO text_generation_router: router/src/main.rs:213: Warming up model',
];

describe('unjoinPaste', () => {
  it('puts each tracing record joined onto another line back on a line of its own', () => {
    expect(unjoinPaste(JOINED_LINES.join('\n')).split('\n')).toEqual([
      '2024-01-07T15:04:43.346072Z  INFO text_generation_router: router/src/main.rs:246: Setting max batch total tokens to 17792',
      '2024-01-07T15:04:43.346115Z  INFO text_generation_router: router/src/main.rs:247: Connected',
      '2024-01-07T15:04:43.346121Z  WARN text_generation_router: router/src/main.rs:252: Invalid hostname, defaulting to 0.0.0.0',
      '2024-01-07T15:04:39.326385Z  INFO text_generation_router: router/src/main.rs:213: Warming up model',
    ]);
  });

  it('reads the router up once its `Connected` is no longer hidden in another record', () => {
    const [attempt] = readAttempts(JOINED_LINES, 2024);
    expect([attempt?.engine, attempt?.outcome]).toEqual(['tgi', 'ready']);
  });

  it('leaves records on their own lines, and a line of another program that quotes one, as they are (the same string)', () => {
    const own = `${JOINED_LINES[1]}\n2024-01-07T15:04:43.346115Z  INFO text_generation_router: router/src/main.rs:247: Connected\n`;
    expect(unjoinPaste(own)).toBe(own);
    const quoted = 'tgi-1  | 2024-01-07T15:04:43.346115Z  INFO text_generation_router: router/src/main.rs:247: Connected\n';
    expect(unjoinPaste(quoted)).toBe(quoted);
  });
  it('splits the records behind a log tool\'s prefix, each keeping it, and with the level coloured by a terminal', () => {
    const joined = JOINED_LINES[0]!;
    const [first, second] = unjoinPaste(`tgi-1  | ${joined}`).split('\n');
    expect(first).toBe('tgi-1  | 2024-01-07T15:04:43.346072Z  INFO text_generation_router: router/src/main.rs:246: Setting max batch total tokens to 17792');
    expect(second).toBe('tgi-1  | 2024-01-07T15:04:43.346115Z  INFO text_generation_router: router/src/main.rs:247: Connected');
    const pod = unjoinPaste(`[pod/tgi-7d9f5c-x2k4q/tgi] ${joined}`).split('\n');
    expect(pod.every((l) => l.startsWith('[pod/tgi-7d9f5c-x2k4q/tgi] 2024-01-07T15:04:43.346')) && pod.length === 3).toBe(true);
    const coloured = joined.replace(/\b(INFO|WARN)\b/g, '\x1b[32m$1\x1b[0m');
    expect(unjoinPaste(coloured).split('\n')).toHaveLength(3);
  });
});
