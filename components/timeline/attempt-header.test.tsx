// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analyse } from '@/lib/analysis';
import { parseLog } from '@/lib/journal';
import { attemptColour } from './attempt-palette';
import { AttemptHeader } from './attempt-header';

afterEach(cleanup);

function header(text: string) {
  const [attempt] = analyse(parseLog(text, { year: 2026 }).entries).attempts;
  render(<AttemptHeader attempt={attempt!} isCurrent colour={attemptColour(0, 0)} zone={{ kind: 'utc' }} onJump={() => {}} />);
  return screen.getByRole('heading').textContent ?? '';
}

describe('AttemptHeader', () => {
  it('gives no duration to an attempt whose start is before the window: only its first line and its end', () => {
    // sgl-project/sglang#19781: the paste starts as the attempt dies.
    const text = header(
      [
        '[2026-03-03 03:53:30] Load weight begin. avail mem=60.12 GB',
        '[2026-03-03 03:53:36] Received sigquit from a child process. It usually means the child failed.',
      ].join('\n'),
    );
    expect(text).toContain('started before the window · first line 03:53:30');
    expect(text).toContain('ended 03:53:36');
    expect(text).not.toMatch(/\(\d+(?:\.\d+)?\s*(?:ms|s)\)/);
  });

  it('names no first line when the lines carry no time', () => {
    const text = header('Received sigquit from a child process. It usually means the child failed.\n');
    expect(text).toContain('started before the window');
    expect(text).not.toContain('first line');
  });

  it('shows how long an attempt lasted when its start is in view', () => {
    const text = header(
      [
        'Mar 03 03:53:20 gpu-1 systemd[1]: Started sglang.service - SGLang.',
        'Mar 03 03:53:30 gpu-1 python3[4100]: [2026-03-03 03:53:30] Load weight begin. avail mem=60.12 GB',
        'Mar 03 03:53:36 gpu-1 python3[4100]: [2026-03-03 03:53:36] Received sigquit from a child process. It usually means the child failed.',
        'Mar 03 03:53:36 gpu-1 systemd[1]: sglang.service: Main process exited, code=killed, status=9/KILL',
      ].join('\n'),
    );
    expect(text).toContain('started 03:53:20');
    expect(text).toMatch(/ended 03:53:36 \(16(?:\.0)?\s*s\)/);
  });
});

describe('AttemptHeader of a failed attempt with no cause line', () => {
  it('says no root cause was printed by an attempt a newer start superseded, and that no end line was seen', () => {
    // The seed's grep: one rank's first start-up line twice, with two PIDs; the first attempt is superseded.
    const attempts = analyse(
      parseLog(
        [
          'Feb 20 23:36:21 llm-two vllm-kimi[221343]: (Worker_TP0 pid=221343) INFO 02-20 23:36:21 [gpu_model_runner.py:4128] Starting to load model /shared/kimi...',
          'Feb 20 23:37:52 llm-two vllm-kimi[222636]: (Worker_TP0 pid=222636) INFO 02-20 23:37:52 [gpu_model_runner.py:4128] Starting to load model /shared/kimi...',
        ].join('\n'),
        { year: 2026 },
      ).entries,
    ).attempts;
    expect(attempts.map((a) => a.outcome)).toEqual(['failed', 'running']);
    render(<AttemptHeader attempt={attempts[0]!} isCurrent={false} colour={attemptColour(0, 0)} zone={{ kind: 'utc' }} onJump={() => {}} />);
    const card = screen.getByTestId('no-cause');
    expect(card.textContent).toContain('No root cause in this window');
    expect(card.textContent).toContain('a newer start followed before any exit line of this one');
    expect(card.textContent).toContain('Its start is above the window');
    expect(screen.queryByTestId('end-line')).toBeNull();
    expect(screen.queryByTestId('fatal-headline')).toBeNull();
  });

  it('shows no such note for an attempt with a cause, or one still running', () => {
    header('Received sigquit from a child process. It usually means the child failed.\n');
    cleanup();
    header('Mar 03 03:53:30 gpu-1 vllm[4100]: (APIServer pid=4100) INFO 03-03 03:53:30 [api_server.py:1839] vLLM API server version 0.15.1\n');
    expect(screen.queryByTestId('no-cause')).toBeNull();
  });
});
