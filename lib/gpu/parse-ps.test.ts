import { describe, expect, it } from 'vitest';
import { ancestorsOf, MAX_ANCESTRY_DEPTH } from './ancestors-of';
import { parsePsTree, processTreeOf } from './parse-ps';

// As procps-ng 4 prints `ps -e -o pid=,ppid=` with pid_max 4194304: right-aligned, seven wide.
const PS = ['      1       0', '      2       0', '    873       1', '  41877       1', '  41896   41877', '  41897   41877', '  52001   41896', ''].join('\n');

describe('parsePsTree', () => {
  it.each([
    ['procps columns', PS, [[1, 0], [2, 0], [873, 1], [41877, 1], [41896, 41877], [41897, 41877], [52001, 41896]], 0],
    ['tabs, CRLF and no padding', '1 0\r\n10\t1\r\n', [[1, 0], [10, 1]], 0],
    ['a header line, a third column, words', '    PID    PPID\n 10 1\n 11 10 sh\nps: warning\n', [[10, 1]], 3],
    ['a negative or fractional PID', '-5 1\n7.5 1\n8 1\n', [[8, 1]], 2],
    ['a PID printed twice keeps the first', '9 1\n9 4\n', [[9, 1]], 1],
    ['a number too long for a PID', '123456789012 1\n3 1\n', [[3, 1]], 1],
    ['empty output', '', [], 0],
  ])('%s', (_name, stdout, rows, skipped) => {
    const table = parsePsTree(stdout);
    expect([...table.parents]).toEqual(rows);
    expect(table.skippedLines).toBe(skipped);
  });
});

describe('processTreeOf', () => {
  const ok = (stdout: string) => ({ stdout, stderr: '', code: 0 });

  it('keeps only the parent chains of the GPU processes, down to the orphan adopted by PID 1', () => {
    expect(processTreeOf(ok(PS), [52001, 873])).toEqual({ parents: { 52001: 41896, 41896: 41877, 41877: 1, 873: 1 }, skippedLines: 0, error: null });
  });

  it('a GPU process ps does not list (it exited between the two commands) adds nothing', () => {
    expect(processTreeOf(ok(PS), [99999]).parents).toEqual({});
  });

  it.each([
    [{ stdout: '', stderr: 'bash: line 1: ps: command not found\n', code: 127 }, 'ps_missing', 'bash: line 1: ps: command not found'],
    [{ stdout: '', stderr: 'error: unsupported option (BSD syntax)\n', code: 1 }, 'ps_failed', 'error: unsupported option (BSD syntax)'],
    [{ stdout: '', stderr: 'Command timed out after 2000 ms', code: null }, 'ps_failed', 'Command timed out after 2000 ms'],
    [ok('PID   USER     TIME  COMMAND\n'), 'ps_unreadable', 'PID   USER     TIME  COMMAND'],
  ] as const)('a failing ps is a typed error with no parents: %j', (run, code, message) => {
    expect(processTreeOf(run, [1])).toMatchObject({ parents: {}, error: { code, message } });
  });
});

describe('ancestorsOf', () => {
  it('walks up to below PID 1', () => {
    expect(ancestorsOf(52001, { 52001: 41896, 41896: 41877, 41877: 1 })).toEqual([52001, 41896, 41877]);
  });

  it('a cycle in a torn table ends the walk instead of looping', () => {
    expect(ancestorsOf(10, { 10: 11, 11: 12, 12: 10 })).toEqual([10, 11, 12]);
    expect(ancestorsOf(5, { 5: 5 })).toEqual([5]);
  });

  it('stops after the depth bound', () => {
    const chain: Record<number, number> = {};
    for (let p = 1000; p < 1100; p++) chain[p] = p + 1;
    expect(ancestorsOf(1000, chain)).toHaveLength(MAX_ANCESTRY_DEPTH + 1);
    expect(ancestorsOf(1000, chain, 3)).toEqual([1000, 1001, 1002, 1003]);
  });
});
