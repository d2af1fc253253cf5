import { expect, test } from '@playwright/test';
import { timelineUrl, waitForTimeline } from './pages-support';

const HOST = 'llm-six';
const UNIT = 'tgi-llama-405b.service';

// TGI's shards never log under their own PID: only ps ties them to the launcher the journal names.
test("llm-six: the 8 shards' memory is the current attempt's, found through the launcher, not other", async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.goto(timelineUrl(HOST, UNIT, null));
  await waitForTimeline(page);
  const bars = page.getByRole('list', { name: 'GPU memory' }).getByTestId('gpu');
  await expect(bars).toHaveCount(8);
  // The loop has a gap with no unit process on the GPUs (crash → restart → first allocation): poll past it.
  await expect
    .poll(
      async () => {
        const status = (await (await request.get(`/api/hosts/${HOST}/units/${UNIT}/status`)).json()) as { status?: { mainPid: number | null } };
        const launcher = status.status?.mainPid;
        if (!launcher) return 'no main process';
        const owners = await bars.evaluateAll((els) =>
          els.map((el) => {
            const seg = el.querySelector('[data-owner="current"]') as HTMLElement | null;
            return seg ? `${seg.dataset.via} ${seg.title.includes(`child of pid ${seg.dataset.via}`)} ${parseFloat(seg.style.width) > 0}` : 'none';
          }),
        );
        return owners.every((o) => o === `${launcher} true true`) ? 'ok' : `${launcher}: ${owners.join(' | ')}`;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe('ok');
  await expect(page.getByTestId('via-parent')).toContainText(/\d+ GPU process(es)? no log line names .* counted for the attempt of its parent, pid \d+\./);
});
