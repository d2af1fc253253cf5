// Prints one "N passed, N failed" line over every runner's JSON report (vitest-*.json, playwright.json).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;

for (const path of process.argv.slice(2)) {
  if (!existsSync(path)) {
    console.error(`missing test report: ${path}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  if (report.stats) {
    const s = report.stats;
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    flaky += s.flaky ?? 0;
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped${flaky > 0 ? ` (${flaky} passed only on retry)` : ''}`);
process.exit(failed > 0 ? 1 : 0);
