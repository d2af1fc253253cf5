import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { SummaryJson } from '@/lib/analysis/to-summary-json';
import { generateJournal } from '../bench/generate-journal';
import { screenshotBothThemes } from './pages-support';

const ROOT = path.resolve(__dirname, '..');
const FILES = [
  // Generated from the seed story (journalctl -o json).
  'lib/analysis/__fixtures__/seed-story-with-ready.jsonl',
  // vllm-project/vllm #12474: journalctl short output with systemd's exit line.
  'lib/journal/__fixtures__/vllm-12474-journal-short-bash-systemd-exit.txt',
  // vllm-project/vllm #18577: bare vLLM output, a worker traceback.
  'lib/journal/__fixtures__/vllm-18577-vllmworker-rank-traceback.txt',
];

function cli(file: string): SummaryJson {
  const out = execFileSync('npm', ['run', '--silent', 'analyze', '--', file, '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(out) as SummaryJson;
}

for (const file of FILES) {
  test(`pasting ${path.basename(file)} gives the CLI's answer`, async ({ page }) => {
    const expected = cli(file);
    await page.goto('/analyze');
    await page.getByRole('textbox', { name: /Paste journalctl output/ }).fill(readFileSync(path.join(ROOT, file), 'utf8'));
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect(page.getByTestId('analyze-summary')).toContainText(`${expected.entries.toLocaleString('en-US')} lines (${expected.format})`);
    const legend = page.getByTestId('legend-attempt');
    await expect(legend).toHaveCount(expected.attempts.length);
    for (const a of expected.attempts) {
      const item = page.locator(`[data-testid="legend-attempt"][data-attempt-index="${a.index}"]`);
      await expect(item).toHaveAttribute('data-pids', [...a.pids].sort((x, y) => x - y).join(','));
      await expect(item.getByTestId('legend-main-pid')).toHaveText(String(a.mainPid ?? '?'));
      await expect(item.locator('[data-outcome]')).toHaveAttribute('data-outcome', a.outcome);
      if (a.fatal) await expect(item.getByTestId('legend-fatal')).toHaveText(a.fatal);
      else await expect(item.getByTestId('legend-fatal')).toHaveCount(0);
    }
  });
}

test('an uploaded file is analysed the same way, and the page has screenshots', async ({ page }) => {
  const file = FILES[0]!;
  const expected = cli(file);
  await page.goto('/analyze');
  await screenshotBothThemes(page, 'analyze-empty');
  await page.getByLabel('Upload a log file').setInputFiles(path.join(ROOT, file));
  await expect(page.getByTestId('legend-attempt')).toHaveCount(expected.attempts.length);
  await expect(page.getByRole('log', { name: 'Journal timeline' }).locator('[data-seq]').first()).toBeVisible();
  await screenshotBothThemes(page, 'analyze');
});

test('a long log stays a bounded DOM: 30,000 lines mount only the rows in view', async ({ page }, info) => {
  test.setTimeout(120_000);
  const file = info.outputPath('long.jsonl');
  writeFileSync(file, generateJournal(30_000));
  await page.goto('/analyze');
  await page.getByLabel('Upload a log file').setInputFiles(file);
  await expect(page.getByTestId('match-count')).toHaveText(/of 30,000 lines/, { timeout: 60_000 });
  const log = page.getByRole('log', { name: 'Journal timeline' });
  await expect(log.locator('[data-seq]').first()).toBeVisible();
  expect(await log.locator('[data-index]').count()).toBeLessThan(150);
  await log.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
  await expect(log.locator('[data-seq]').first()).toBeVisible();
  expect(await log.locator('[data-index]').count()).toBeLessThan(150);
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(2_000);
});
