import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '@/components/timeline/view-params';
import { timelineQuery } from '@/components/timeline/timeline-link';
import { parseTimelineParams } from './search-params';

const NOW = Date.UTC(2026, 1, 20, 23, 40, 0);

describe('parseTimelineParams', () => {
  it('without params the window is the last 30 minutes, live, with default filters', () => {
    const p = parseTimelineParams({}, NOW);
    expect(p.since).toBe(NOW * 1000 - 30 * 60e6);
    expect(p.until).toBeNull();
    expect(p.filters).toEqual(DEFAULT_FILTERS);
  });

  it('reads absolute ISO and epoch-µs times', () => {
    const p = parseTimelineParams({ since: '2026-02-20T23:36:00Z', until: '1771630672000000' }, NOW);
    expect(p.since).toBe(Date.UTC(2026, 1, 20, 23, 36) * 1000);
    expect(p.until).toBe(1771630672000000);
  });

  it.each([
    ['since', '../../etc/passwd'],
    ['since', '1e400'],
    ['since', '-5'],
    ['since', "'; rm -rf / #"],
    ['since', 'x'.repeat(5000)],
    ['until', '--output=/tmp/x'],
    ['attempt', '-1'],
    ['attempt', '1; reboot'],
    ['attempt', '99999999999999'],
    ['level', 'evil'],
    ['tz', 'Mars/Olympus'],
    ['line', 'NaN'],
    ['win', '5y'],
    ['q', 'y'.repeat(501)],
  ])('a hostile %s=%j falls back to its default', (key, value) => {
    const base = parseTimelineParams({}, NOW);
    const p = parseTimelineParams({ [key]: value }, NOW);
    expect(p.filters).toEqual(base.filters);
    expect(p.since).toBe(base.since);
    expect(p.until).toBe(base.until);
  });

  it('one bad value leaves the good ones of the same link intact', () => {
    const p = parseTimelineParams({ attempt: 'DROP TABLE', level: 'error', q: 'flashinfer', err: '1', line: '42' }, NOW);
    expect(p.filters).toMatchObject({ attempt: null, level: 'error', q: 'flashinfer', errorsOnly: true, line: '42' });
  });

  it('repeated params take the first value', () => {
    expect(parseTimelineParams({ attempt: ['2', '7'] }, NOW).filters.attempt).toBe(2);
  });

  it('an until before since is dropped, so the view goes live instead of empty', () => {
    const p = parseTimelineParams({ since: '2026-02-20T23:36:00Z', until: '2026-02-20T23:00:00Z' }, NOW);
    expect(p.until).toBeNull();
  });

  it('win=boot has no lower bound', () => {
    const p = parseTimelineParams({ win: 'boot' }, NOW);
    expect(p.since).toBeNull();
    expect(p.preset).toBe('boot');
  });

  it('the query it writes parses back to the same view', () => {
    const raw = {
      since: '2026-02-20T23:36:00Z',
      until: '2026-02-20T23:38:30.250Z',
      attempt: '1',
      level: 'warning',
      q: 'Starting to load model',
      re: '1',
      cur: '1',
      hide_noise: '1',
      tz: 'utc',
      line: '118',
    };
    const p = parseTimelineParams(raw, NOW);
    const again = parseTimelineParams(new URLSearchParams(timelineQuery(p)), NOW + 60_000);
    expect(again).toEqual(p);
  });
});
