// Prints one "N passed, N failed" line over every runner's JSON report.
import { existsSync, readFileSync } from 'node:fs';

const [vitestPath, playwrightPath] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (vitestPath && existsSync(vitestPath)) {
  const r = JSON.parse(readFileSync(vitestPath, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
} else {
  console.error('no vitest report');
  failed += 1;
}

if (playwrightPath && existsSync(playwrightPath)) {
  const s = JSON.parse(readFileSync(playwrightPath, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
} else {
  console.error('no playwright report');
  failed += 1;
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
