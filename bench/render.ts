// Time to first timeline paint, scroll frame times and DOM size for 100,000 journal lines on /analyze, in headless Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { generateJournal } from './generate-journal';

const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const SCROLL_FRAMES = 300;

async function waitForServer(deadlineMs: number) {
  while (Date.now() < deadlineMs) {
    try {
      const res = await fetch(`${BASE}/analyze`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`next start did not answer on ${BASE} in time (run \`npx next build\` first)`);
}

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function main() {
  const text = generateJournal(LINES);
  const dir = mkdtempSync(path.join(tmpdir(), 'radar-bench-'));
  const file = path.join(dir, 'bench.jsonl');
  writeFileSync(file, text);
  const server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  process.on('exit', stop);
  try {
    await waitForServer(Date.now() + 60_000);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${BASE}/analyze`);
    await page.evaluate(() => {
      const w = window as unknown as { __bench: { start: number; painted: number } };
      w.__bench = { start: 0, painted: 0 };
      document.addEventListener('change', () => (w.__bench.start = performance.now()), { capture: true });
      const obs = new MutationObserver(() => {
        if (w.__bench.painted || !document.querySelector('[role="log"] [data-seq]')) return;
        requestAnimationFrame(() => requestAnimationFrame(() => (w.__bench.painted = performance.now())));
        obs.disconnect();
      });
      obs.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByLabel('Upload a log file').setInputFiles(file);
    await page.waitForFunction(() => (window as unknown as { __bench: { painted: number } }).__bench.painted > 0, null, { timeout: 120_000 });
    const firstPaintMs = await page.evaluate(() => {
      const b = (window as unknown as { __bench: { start: number; painted: number } }).__bench;
      return b.painted - b.start;
    });
    const summary = await page.getByTestId('analyze-summary').textContent();

    const scroll = (step: number) =>
      page.evaluate(
        async ({ n, step }) => {
          const log = document.querySelector('[role="log"]') as HTMLElement;
          log.scrollTop = 0;
          await new Promise((r) => requestAnimationFrame(r));
          const deltas: number[] = [];
          let last = performance.now();
          for (let i = 0; i < n; i++) {
            log.scrollTop += step;
            await new Promise((r) => requestAnimationFrame(r));
            const t = performance.now();
            deltas.push(t - last);
            last = t;
          }
          return { deltas, scrollTop: log.scrollTop, scrollHeight: log.scrollHeight };
        },
        { n: SCROLL_FRAMES, step },
      );
    const wheel = await scroll(120);
    const frames = await scroll(900);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const renderedRows = await page.evaluate(() => document.querySelectorAll('[role="log"] [data-index]').length);
    await browser.close();

    const sorted = [...frames.deltas].sort((a, b) => a - b);
    const wheelSorted = [...wheel.deltas].sort((a, b) => a - b);
    console.log(`bench/render: ${LINES.toLocaleString('en-US')} journal JSON lines (${(text.length / 1e6).toFixed(1)} MB) on /analyze, headless /usr/bin/chromium 1440x900`);
    console.log(`  ${summary?.trim()}`);
    console.log(`  time to first timeline paint (file chosen → rows painted, parse + analyse + render): ${firstPaintMs.toFixed(0)} ms`);
    console.log(`  scroll: ${SCROLL_FRAMES} frames of 120 px (wheel speed), frame time p50 ${quantile(wheelSorted, 0.5).toFixed(1)} ms, p95 ${quantile(wheelSorted, 0.95).toFixed(1)} ms`);
    console.log(`  scroll: ${SCROLL_FRAMES} frames of 900 px (a page per frame), frame time p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (scrolled ${Math.round(frames.scrollTop).toLocaleString('en-US')} of ${Math.round(frames.scrollHeight).toLocaleString('en-US')} px)`);
    console.log(`  DOM: ${domNodes.toLocaleString('en-US')} elements in the page, ${renderedRows} timeline rows mounted`);
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
