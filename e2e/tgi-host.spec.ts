import { expect, test } from '@playwright/test';
import { attemptLabel } from '@/lib/analysis/attempt-label';
import { analyseSlice, lastMinutes, timelineUrl, waitForTimeline } from './pages-support';

const HOST = 'llm-six';
const UNIT = 'tgi-llama-405b.service';
const OOM = /^torch\.OutOfMemoryError: CUDA out of memory\. Tried to allocate 1\.75 GiB\. GPU 5 /;

// Holds in every phase of the 300 s loop: a 30-minute window always has a crash and the restart systemd made of it.
test.describe('text-generation-inference host llm-six', () => {
  test("the crash and the restart: shard 5's CUDA OOM is the root cause, not the launcher's ShardCannotStart; the restart did not fail", async ({ page, request }) => {
    const win = lastMinutes(30);
    const expected = await analyseSlice(request, HOST, UNIT, win);
    const failed = expected.attempts.filter((a) => a.outcome === 'failed' && expected.attempts[a.index + 1]).at(-1);
    expect(failed, 'a crashed attempt followed by its restart').toBeDefined();
    const restart = expected.attempts[failed!.index + 1]!;
    expect(failed!.fatal?.headline).toMatch(OOM);
    expect(restart.outcome).not.toBe('failed');

    await page.goto(timelineUrl(HOST, UNIT, win));
    await waitForTimeline(page);
    const item = (id: string) => page.locator(`[data-testid="legend-attempt"][data-attempt-id="${id}"]`);
    await expect(item(failed!.id).locator('[data-outcome]')).toHaveAttribute('data-outcome', 'failed');
    await expect(item(failed!.id).getByTestId('legend-fatal')).toHaveText(OOM);
    await expect(item(failed!.id).getByTestId('legend-fatal')).not.toContainText('ShardCannotStart');
    await expect(item(failed!.id).getByTestId('legend-main-pid')).toHaveText(String(failed!.mainPid));
    await expect(item(restart.id).locator('[data-outcome]')).toHaveAttribute('data-outcome', restart.outcome);
    await expect(item(restart.id).getByTestId('attempt-label')).toHaveText(attemptLabel(restart));
    const rail = page.getByRole('group', { name: `Phases of ${attemptLabel(restart)}` });
    await expect(rail.locator('[data-phase]').last()).toHaveAttribute('data-phase', restart.phases.at(-1)!.name);

    // The launcher's summary is in the failed attempt's lines, yet the card names the shard's exception.
    await page.getByRole('searchbox', { name: 'Search lines' }).fill('Error: ShardCannotStart');
    await expect(page.locator(`[role="log"] [data-seq][data-attempt="${failed!.index}"]`).filter({ hasText: 'Error: ShardCannotStart' }).first()).toBeVisible();
    const card = page.getByRole('note', { name: `Root cause of ${attemptLabel(failed!)}` });
    await expect(card.getByTestId('fatal-headline')).toHaveText(failed!.fatal!.headline);
  });
});
